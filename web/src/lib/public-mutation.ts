import { useCallback, useEffect, useRef, useState } from 'react';

// A public or sign-in page's changes (docs/decisions/023-public-page-entries.md,
// 028-sign-in-pages-entry.md): react-query's `useMutation` as those pages use
// it, without its client. Its reads are `usePublicQuery` (public-requests.ts).

interface MutationState<Output> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: Output | undefined;
  error: unknown;
}

const idle = { status: 'idle', data: undefined, error: null } as const;

interface MutateHandlers<Output> {
  onSuccess?: (data: Output) => void;
  onError?: (error: unknown) => void;
}

// One change a page asks of the server. Once `reset`, or asked again, an answer
// still on its way to an earlier ask is ignored; so is one that arrives after
// the page has gone (its handlers would move a visitor who has moved on), as
// react-query does. What `perform` itself does with the answer still happens.
export function usePublicMutation<Input, Output>(perform: (input: Input) => Promise<Output>) {
  const [state, setState] = useState<MutationState<Output>>(idle);
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const mutate = (input: Input, handlers: MutateHandlers<Output> = {}) => {
    current.current += 1;
    const ask = current.current;
    setState({ status: 'pending', data: undefined, error: null });
    perform(input).then(
      (data) => {
        if (ask !== current.current) return;
        setState({ status: 'success', data, error: null });
        handlers.onSuccess?.(data);
      },
      (error: unknown) => {
        if (ask !== current.current) return;
        setState({ status: 'error', data: undefined, error });
        handlers.onError?.(error);
      },
    );
  };
  const reset = useCallback(() => {
    current.current += 1;
    setState(idle);
  }, []);

  return {
    mutate,
    reset,
    data: state.data,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
}
