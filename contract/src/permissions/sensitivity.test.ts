import { describe, expect, it } from 'vitest';
import { stakeholderSensitivities } from '../stakeholders/options.js';
import { canViewStakeholder, visibleSensitivities } from './sensitivity.js';

const manager = { role: 'manager', isAccountCreator: false } as const;
const executive = { role: 'executive', isAccountCreator: false } as const;
const support = { role: 'support', isAccountCreator: false } as const;

describe('stakeholder sensitivity', () => {
  // docs/product.md#roles: managers see all; others not restricted or most_confidential.
  it.each([
    ['manager', manager, ['normal', 'most_confidential', 'confidential', 'restricted']],
    ['executive', executive, ['normal', 'confidential']],
    ['support', support, ['normal', 'confidential']],
  ] as const)('lets a %s see only the levels its role allows', (_, user, levels) => {
    expect(visibleSensitivities(user)).toEqual(levels);
    expect(stakeholderSensitivities.filter((level) => canViewStakeholder(user, level))).toEqual(levels);
  });

  it('shows a record without a sensitivity to everyone who sees stakeholders, and nothing to nobody', () => {
    expect([manager, executive, support].every((user) => canViewStakeholder(user, null))).toBe(true);
    expect(canViewStakeholder(null, null)).toBe(false);
    expect(visibleSensitivities(undefined)).toEqual([]);
  });
});
