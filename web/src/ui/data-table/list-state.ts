import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

// A page as every list endpoint answers it (contract's pageOf).
export interface ListPage<Row> {
  results: Row[];
  count: number;
  // More match than `count`: the server stopped counting (docs/product.md#api-conventions).
  count_capped: boolean;
  page: number;
  page_size: number;
  // The near spelling searched instead, when the search as typed found nothing (docs/product.md#search).
  corrected_search?: string | undefined;
}

export interface ListState<Row> {
  records: Row[];
  count: number;
  countCapped: boolean;
  // The rows answer the question on screen now. While another page or search
  // loads, the previous answer stays on screen (placeholder data) and says
  // nothing about the new question: no empty state and no paging is judged from it.
  answered: boolean;
  // Nothing to show yet: the first answer is on its way.
  firstLoad: boolean;
  // A page or search is loading (not a background refresh of the same one).
  loading: boolean;
  // The near spelling the rows on screen were found by, once they answer the question on screen.
  correctedSearch?: string | undefined;
}

// The same object for as long as the answer and its loading flags stay the same: the query's result is a new
// object at every render, and a list defers its drawing by this state's identity (list-table.tsx).
export function useListState<Row>(query: UseQueryResult<ListPage<Row>>): ListState<Row> {
  const { data, isFetching, isPending, isPlaceholderData } = query;
  return useMemo(
    () => listStateOf(data, { isFetching, isPending, isPlaceholderData }),
    [data, isFetching, isPending, isPlaceholderData],
  );
}

function listStateOf<Row>(
  data: ListPage<Row> | undefined,
  { isFetching, isPending, isPlaceholderData }: Pick<UseQueryResult, 'isFetching' | 'isPending' | 'isPlaceholderData'>,
): ListState<Row> {
  return {
    records: data?.results ?? [],
    count: data?.count ?? 0,
    countCapped: data?.count_capped ?? false,
    answered: data !== undefined && !isPlaceholderData,
    firstLoad: data === undefined && isFetching,
    loading: isFetching && (isPending || isPlaceholderData),
    correctedSearch: data !== undefined && !isPlaceholderData ? data.corrected_search : undefined,
  };
}
