// Time comes from here, not from `new Date()`, so tests can move it (OTP expiry,
// mail retry backoff) without waiting.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function createFakeClock(start = new Date('2026-01-05T09:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(milliseconds: number) {
      current += milliseconds;
    },
  };
}

export type FakeClock = ReturnType<typeof createFakeClock>;
