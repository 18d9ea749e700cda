import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now';

afterEach(() => vi.useRealTimers());

describe('useNow', () => {
  it('moves every cell showing the time on one shared timer, stopped once none shows it', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date(2026, 10, 27, 9, 0));
    const started = vi.spyOn(globalThis, 'setInterval');
    const minute = 60_000;

    const rows = [renderHook(() => useNow(minute)), renderHook(() => useNow(minute)), renderHook(() => useNow(minute))];
    expect(rows.map(({ result }) => result.current)).toEqual(Array(3).fill(new Date(2026, 10, 27, 9, 0).getTime()));
    expect(started).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(minute));
    expect(rows.map(({ result }) => result.current)).toEqual(Array(3).fill(new Date(2026, 10, 27, 9, 1).getTime()));

    for (const row of rows) row.unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
