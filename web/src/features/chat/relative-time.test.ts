import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2025-06-30T12:00:00.000Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each([
    [0, 'Just now'],
    [0.9, 'Just now'],
    [1, '1 second ago'],
    [59, '59 seconds ago'],
    [60, '1 minute ago'],
    [119, '1 minute ago'],
    [60 * 60, '1 hour ago'],
    [23 * 60 * 60 + 59 * 60, '23 hours ago'],
    [24 * 60 * 60, '1 day ago'],
    [6 * 24 * 60 * 60, '6 days ago'],
    [7 * 24 * 60 * 60, '1 week ago'],
    [29 * 24 * 60 * 60, '4 weeks ago'],
    [30 * 24 * 60 * 60, '1 month ago'],
    [364 * 24 * 60 * 60, '12 months ago'],
    [365 * 24 * 60 * 60, '1 year ago'],
    [3 * 365 * 24 * 60 * 60, '3 years ago'],
  ])('reads %i seconds as %s', (seconds, expected) => {
    expect(relativeTime(ago(seconds), now)).toBe(expected);
  });

  it('says Just now for a time a little ahead of this clock', () => {
    expect(relativeTime(ago(-5), now)).toBe('Just now');
  });
});
