import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

// Search boxes wait for a 300 ms pause in typing (ui/search-input.tsx). On real
// timers a test cannot tell a pause from a machine too busy to type the next key
// within 300 ms, so it would see a search per fragment, or none yet. On this
// clock, time still moves on its own (answers arrive, Testing Library's waits
// run), but typing with `user` leaves no gap between keys, and the pause is
// made by the test: `await pass(300)`. setup.ts puts the real clock back.
export function setUpFakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    pass: (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}
