import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/client';

// The public pages' reads (docs/decisions/023-public-page-entries.md): the
// few habits of react-query they need, without its client, which would be a
// tenth of a public page's first load. Names follow react-query's, as the app
// uses it, so a page reads the same wherever it is drawn. Their changes are
// `usePublicMutation` (public-mutation.ts), apart so a page that only sends,
// as the sign-in pages do, carries none of this.

// A dropped connection or a server error may pass; a refusal will not.
const retryDelaysMs = [1000, 2000];
const worthRetrying = (error: unknown) => !(error instanceof ApiError && error.status >= 400 && error.status < 500);

function wait(ms: number, signal: AbortSignal) {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });
}

interface QueryState<Data> {
  // What was read: a state of another key is not this key's.
  key: string;
  status: 'pending' | 'success' | 'error';
  data: Data | undefined;
  error: unknown;
  // Why the last read failed while the page kept what it had read before.
  refetchError: unknown;
}

const pendingOf = <Data>(key: string): QueryState<Data> => ({
  key,
  status: 'pending',
  data: undefined,
  error: null,
  refetchError: null,
});

export interface PublicQueryOptions {
  // Not asked while false (an address that cannot name anything).
  enabled?: boolean;
  // Asked again this often while the page is open.
  refetchInterval?: number;
}

// One thing a page reads from the server: asked on arrival, again on `refetch`,
// when the visitor comes back to the tab, and every `refetchInterval` if set.
// `key` names what is read: a new key starts pending and reads anew.
//
// Once something was read, a later read that fails for a passing reason (the
// connection dropped, the server erred) keeps the page as it was, with the
// error in `refetchError`; a refusal (the thing is gone, a link expired) is the
// page's new state.
export function usePublicQuery<Data>(
  key: string,
  read: (signal: AbortSignal) => Promise<Data>,
  { enabled = true, refetchInterval }: PublicQueryOptions = {},
) {
  const [state, setState] = useState<QueryState<Data>>(() => pendingOf(key));
  const [asked, setAsked] = useState(0);
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  // The read on its way, if any: an answer shown with `setData` is newer than it.
  const inFlight = useRef<AbortController | null>(null);
  const refetch = useCallback(() => setAsked((times) => times + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `asked` are what ask again
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const attempt = async (retried: number): Promise<void> => {
      try {
        const data = await latestRead.current(controller.signal);
        if (controller.signal.aborted) return;
        // What arrived is drawn in slices the browser may answer a tap between (see render-public-page.tsx).
        startTransition(() => setState({ key, status: 'success', data, error: null, refetchError: null }));
      } catch (error) {
        if (controller.signal.aborted) return;
        const delay = retryDelaysMs[retried];
        if (delay !== undefined && worthRetrying(error)) {
          await wait(delay, controller.signal);
          if (!controller.signal.aborted) return attempt(retried + 1);
          return;
        }
        setState((previous) => {
          const shownBefore = previous.key === key && previous.data !== undefined;
          if (shownBefore && worthRetrying(error)) return { ...previous, refetchError: error };
          return { key, status: 'error', data: shownBefore ? previous.data : undefined, error, refetchError: null };
        });
      }
    };
    void attempt(0);
    return () => controller.abort();
  }, [key, enabled, asked]);

  useEffect(() => {
    if (!enabled) return;
    const whenBack = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', whenBack);
    const timer = refetchInterval ? setInterval(refetch, refetchInterval) : undefined;
    return () => {
      document.removeEventListener('visibilitychange', whenBack);
      clearInterval(timer);
    };
  }, [enabled, refetchInterval, refetch]);

  const current = state.key === key ? state : pendingOf<Data>(key);
  return {
    data: current.data,
    error: current.error,
    refetchError: current.refetchError,
    isPending: current.status === 'pending',
    isSuccess: current.status === 'success',
    isError: current.status === 'error',
    refetch,
    // What the server answered to a change, shown without asking again: a read
    // already on its way asked before the change, so its answer is dropped.
    setData: useCallback(
      (data: Data) => {
        inFlight.current?.abort();
        setState({ key, status: 'success', data, error: null, refetchError: null });
      },
      [key],
    ),
  };
}
