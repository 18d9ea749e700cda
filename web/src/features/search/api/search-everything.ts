import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResults } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const searchEverything = (text: string) => apiRequest<SearchResults>('/search/', { query: { q: text } });

export const searchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: [...queryKeys.search, text],
    queryFn: () => searchEverything(text),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

// While typing, ask once the typing pauses.
const typingPause = 200;

export type SearchState = 'idle' | 'searching' | 'found' | 'none' | 'failed';

// docs/product.md#search: the search for what is typed. Its state and hits are
// only ever judged from the answer to the text as it is now (the server says
// which text it answered), never from the previous answer kept while the next
// loads: no 'No Search Results Found', and no hit to open, from an old question.
export function useSearch(typed: string) {
  const text = typed.trim();
  const [asked] = useDebouncedValue(text, typingPause);
  const query = useQuery(searchQueryOptions(asked));
  const current = query.data?.q === text ? query.data : undefined;
  const hits = current?.results ?? [];
  const state: SearchState = !text
    ? 'idle'
    : query.isError && !query.isFetching
      ? 'failed'
      : !current
        ? 'searching'
        : hits.length > 0
          ? 'found'
          : 'none';
  return { text, state, hits, error: query.error };
}
