import { describe, expect, it } from 'vitest';
import { dueText } from './due-text';

const now = Date.parse('2026-03-01T12:00:00Z');
const dueIn = (milliseconds: number) => ({
  due_at: new Date(now + milliseconds).toISOString(),
  status: 'open' as const,
});

describe('dueText', () => {
  it('says how long is left, in the largest whole unit', () => {
    expect(dueText(dueIn(3.5 * 3_600_000), now)).toBe('in 3 h');
    expect(dueText(dueIn(50 * 3_600_000), now)).toBe('in 2 d');
    expect(dueText(dueIn(45 * 60_000), now)).toBe('in 45 min');
    expect(dueText(dueIn(10_000), now)).toBe('in 1 min');
  });

  it('says how long ago a deadline passed', () => {
    expect(dueText(dueIn(-2.2 * 86_400_000), now)).toBe('overdue 2 d');
    expect(dueText(dueIn(-90 * 60_000), now)).toBe('overdue 1 h');
  });

  it('says nothing for a resolved ticket', () => {
    expect(dueText({ ...dueIn(-86_400_000), status: 'resolved' }, now)).toBeNull();
  });
});
