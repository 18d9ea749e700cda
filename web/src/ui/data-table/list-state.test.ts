import type { UseQueryResult } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ListPage, useListState } from './list-state';

const pageOf = (results: string[]): ListPage<string> => ({
  results,
  count: results.length,
  count_capped: false,
  page: 1,
  page_size: 20,
});

// A query's result as TanStack Query hands it over: a new object at every render.
const resultOf = (data: ListPage<string> | undefined, flags: Partial<UseQueryResult> = {}) =>
  ({ data, isFetching: false, isPending: false, isPlaceholderData: false, ...flags }) as UseQueryResult<
    ListPage<string>
  >;

describe('useListState', () => {
  it('keeps the same state while the answer and its loading stay the same, so a list draws it once', () => {
    const answer = pageOf(['a', 'b']);
    const { result, rerender } = renderHook(({ query }) => useListState(query), {
      initialProps: { query: resultOf(answer) },
    });
    const first = result.current;

    rerender({ query: resultOf(answer) });
    expect(result.current).toBe(first);

    rerender({ query: resultOf(answer, { isFetching: true, isPlaceholderData: true }) });
    expect(result.current).not.toBe(first);
    expect(result.current).toMatchObject({ records: ['a', 'b'], answered: false, loading: true });

    rerender({ query: resultOf(pageOf(['c'])) });
    expect(result.current).toMatchObject({ records: ['c'], count: 1, answered: true, loading: false });
  });
});
