import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface ListAddress {
  page: number;
  search: string;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  // A new search starts again from page 1.
  setSearch: (search: string) => void;
}

const pageFrom = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

// The choices named `names` a list's address holds, each as given.
export const listChoicesIn = <Name extends string>(params: URLSearchParams, names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, params.get(name) ?? undefined])) as Record<Name, string | undefined>;

// The page and search a list's address asks for.
export const listPlaceIn = (params: URLSearchParams) => ({
  page: pageFrom(params.get('page')),
  search: params.get('search')?.trim() ?? '',
});

// The page and search of a list (tickets, feedbacks) live in the address (?page=, ?search=),
// so back and forward step through them and a list can be linked to. Other
// parameters (user_id, priority) are kept as they are.
export function useListAddress(): ListAddress {
  const [params, setParams] = useSearchParams();
  const { page, search } = listPlaceIn(params);

  const setPage = useCallback<ListAddress['setPage']>(
    (next, options) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: options?.replace ?? false },
      ),
    [setParams],
  );

  const setSearch = useCallback<ListAddress['setSearch']>(
    (next) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        const text = next.trim();
        if (text) updated.set('search', text);
        else updated.delete('search');
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );

  return { page, search, setPage, setSearch };
}

// A list's other choices kept in the address (a handler, a priority, an order):
// each read as given, and a new choice starts again from page 1.
export function useListChoices<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const values = listChoicesIn(params, names);
  const choose = useCallback(
    (name: Name, value: string | undefined) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (value) updated.set(name, value);
        else updated.delete(name);
        updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  return { values, choose };
}
