import { describe, expect, it } from 'vitest';
import { atPhoneWidth } from '../test/phone';
import { renderAt } from '../test/render';
import { useIsPhone } from './use-is-phone';

// Every answer the hook gave, draw by draw.
function answersOfUseIsPhone() {
  const answers: boolean[] = [];
  function Probe() {
    answers.push(useIsPhone());
    return null;
  }
  renderAt(<Probe />);
  return answers;
}

describe('useIsPhone', () => {
  describe('at phone width', () => {
    atPhoneWidth();

    // docs/decisions/025-first-draw-without-layout-reads.md: answered `false` first, a phone drew each list as a
    // table, then again as cards.
    it('says so from the first draw', () => {
      expect(new Set(answersOfUseIsPhone())).toEqual(new Set([true]));
    });
  });

  it('says no at desktop width', () => {
    expect(new Set(answersOfUseIsPhone())).toEqual(new Set([false]));
  });
});
