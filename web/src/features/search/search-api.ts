import { useDebouncedValue } from '@mantine/hooks';
import type { SearchResults } from '@srm/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { queryKeys } from '../../lib/query-keys';

export const searchEverything = (text: string) => apiRequest<SearchResults>('/search/', { query: { q: text } });

// While typing, ask once the typing pauses.
const typingPause = 200;

// docs/product.md#search: the answer for what is typed, the previous answer
// kept on screen until the next arrives. `answered` says whether the answer
// shown is the one for the text as it is now, so nothing is judged from an old one.
export function useSearch(typed: string) {
  const text = typed.trim();
  const [asked] = useDebouncedValue(text, typingPause);
  const query = useQuery({
    queryKey: [...queryKeys.search, asked],
    queryFn: () => searchEverything(asked),
    enabled: asked.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const answered = text.length > 0 && asked === text && !query.isPlaceholderData && !query.isFetching;
  return { ...query, text, answered };
}

export type SearchState = 'idle' | 'searching' | 'found' | 'none' | 'failed';

// What to show for a search: nothing asked yet, its hits, 'No Search Results
// Found' only from the answer to the text on screen, or its failure.
export function searchStateOf(search: ReturnType<typeof useSearch>): SearchState {
  if (!search.text) return 'idle';
  if (search.isError && !search.isFetching) return 'failed';
  if ((search.data?.results.length ?? 0) > 0) return 'found';
  return search.answered ? 'none' : 'searching';
}
