import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { usePublicMutation } from './public-mutation';
import { usePublicQuery } from './public-requests';

afterEach(() => {
  vi.useRealTimers();
});

// A read whose answers the test hands out one by one.
function scriptedRead<Data>() {
  const calls: { resolve: (data: Data) => void; reject: (error: unknown) => void; signal: AbortSignal }[] = [];
  const read = vi.fn(
    (signal: AbortSignal) =>
      new Promise<Data>((resolve, reject) => {
        calls.push({ resolve, reject, signal });
      }),
  );
  return { read, calls };
}

describe('usePublicQuery', () => {
  it('reads on arrival and shows what came back', async () => {
    const { result } = renderHook(() => usePublicQuery('ticket-1', async () => 'the ticket'));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.data).toBe('the ticket'));
    expect(result.current.isSuccess).toBe(true);
  });

  it('asks nothing while not enabled', () => {
    const read = vi.fn(async () => 'x');
    const { result } = renderHook(() => usePublicQuery('nothing', read, { enabled: false }));
    expect(read).not.toHaveBeenCalled();
    expect(result.current.isPending).toBe(true);
  });

  it('tries a dropped connection twice more, a second then two apart, and then says it failed', async () => {
    vi.useFakeTimers();
    const { read, calls } = scriptedRead<string>();
    const { result } = renderHook(() => usePublicQuery('flaky', read));
    const dropped = new ApiError(0, 'Network Error');

    await act(async () => calls[0]?.reject(dropped));
    expect(read).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.reject(dropped));
    await act(async () => vi.advanceTimersByTime(1999));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(read).toHaveBeenCalledTimes(3);
    expect(result.current.isError).toBe(false);
    await act(async () => calls[2]?.reject(dropped));
    expect(result.current.isError).toBe(true);
    expect(result.current.error).toBe(dropped);
  });

  it('does not ask again after a refusal: a 404 stays a 404', async () => {
    const read = vi.fn(async () => {
      throw new ApiError(404, 'Not found.');
    });
    const { result } = renderHook(() => usePublicQuery('gone', read));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('reads again every interval, and keeps what it had when one of those reads fails', async () => {
    vi.useFakeTimers();
    const { read, calls } = scriptedRead<string>();
    const { result } = renderHook(() => usePublicQuery('polled', read, { refetchInterval: 30_000 }));
    await act(async () => calls[0]?.resolve('first'));
    expect(result.current.data).toBe('first');

    await act(async () => vi.advanceTimersByTime(30_000));
    expect(read).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve('second'));
    expect(result.current.data).toBe('second');

    await act(async () => vi.advanceTimersByTime(30_000));
    await act(async () => calls[2]?.reject(new ApiError(403, 'No longer yours.')));
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBe('second');
  });

  it('reads again when the visitor comes back to the tab', async () => {
    const { read, calls } = scriptedRead<string>();
    renderHook(() => usePublicQuery('seen', read));
    await act(async () => calls[0]?.resolve('before'));

    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the page has moved on to another key', async () => {
    const { read, calls } = scriptedRead<string>();
    const { result, rerender } = renderHook(({ key }) => usePublicQuery(key, read), { initialProps: { key: 'a' } });
    await act(async () => calls[0]?.resolve('for a'));
    rerender({ key: 'b' });
    // What was read for a is not b's.
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    rerender({ key: 'c' });
    expect(calls[1]?.signal.aborted).toBe(true);
    await act(async () => calls[2]?.resolve('for c'));
    await act(async () => calls[1]?.resolve('for b'));
    expect(result.current.data).toBe('for c');
  });

  it('keeps the page it showed when a later read fails on the way, and says why', async () => {
    vi.useFakeTimers();
    const { read, calls } = scriptedRead<string>();
    const { result } = renderHook(() => usePublicQuery('kept', read, { refetchInterval: 30_000 }));
    await act(async () => calls[0]?.resolve('the ticket'));

    await act(async () => vi.advanceTimersByTime(30_000));
    const dropped = new TypeError('Failed to fetch');
    await act(async () => calls[1]?.reject(dropped));
    await act(async () => vi.advanceTimersByTime(1000));
    await act(async () => calls[2]?.reject(dropped));
    await act(async () => vi.advanceTimersByTime(2000));
    await act(async () => calls[3]?.reject(dropped));

    expect(result.current.isSuccess).toBe(true);
    expect(result.current.data).toBe('the ticket');
    expect(result.current.refetchError).toBe(dropped);
    await act(async () => vi.advanceTimersByTime(30_000));
    await act(async () => calls[4]?.resolve('the ticket, answered'));
    expect(result.current.refetchError).toBeNull();
  });

  it('drops a read that was on its way when setData showed a newer answer', async () => {
    const { read, calls } = scriptedRead<string>();
    const { result } = renderHook(() => usePublicQuery('answered', read));
    await act(async () => calls[0]?.resolve('before the answer'));
    await act(async () => result.current.refetch());

    act(() => result.current.setData('with the answer'));
    await act(async () => calls[1]?.resolve('before the answer'));
    expect(calls[1]?.signal.aborted).toBe(true);
    expect(result.current.data).toBe('with the answer');
  });

  it('shows a changed value at once with setData', async () => {
    const { result } = renderHook(() => usePublicQuery('answered', async () => 'old'));
    await waitFor(() => expect(result.current.data).toBe('old'));
    act(() => result.current.setData('new'));
    expect(result.current.data).toBe('new');
  });
});

describe('usePublicMutation', () => {
  it('runs the change, says it is pending, and hands the answer to the caller', async () => {
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePublicMutation(async (name: string) => `hello ${name}`));
    act(() => result.current.mutate('Ada', { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe('hello Ada');
    expect(onSuccess).toHaveBeenCalledWith('hello Ada');
  });

  it('keeps a refusal for the page to show, and forgets it on reset', async () => {
    const refusal = new ApiError(429, 'Too many attempts.');
    const onError = vi.fn();
    const { result } = renderHook(() =>
      usePublicMutation(async () => {
        throw refusal;
      }),
    );
    act(() => result.current.mutate(undefined, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(refusal);
    expect(onError).toHaveBeenCalledWith(refusal);
    act(() => result.current.reset());
    expect(result.current.isError).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it('ignores the answer to an ask that was reset while on its way', async () => {
    let answer: (value: string) => void = () => undefined;
    const onSuccess = vi.fn();
    const { result } = renderHook(() => usePublicMutation(() => new Promise<string>((resolve) => (answer = resolve))));
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.reset());
    await act(async () => answer('late'));
    expect(result.current.isSuccess).toBe(false);
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
