import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { messages } from '@srm/contract';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { searchStateOf, useSearch } from './search-api';
import { SearchHitSummary, searchHitLabel } from './search-hit-summary';

// The palette's own store: the header's search box opens it.
const [paletteStore, palette] = createSpotlight();
export const openSearchPalette = palette.open;

// docs/product.md#search: Ctrl/Cmd+K, or '/' outside a field, opens a search
// across everything from any page; the arrows choose a hit and Enter opens it.
export function SearchPalette() {
  const [text, setText] = useState('');
  const search = useSearch(text);
  const state = searchStateOf(search);
  const hits = state === 'found' ? (search.data?.results ?? []) : [];
  const navigate = useNavigate();

  // Hits arrive after the typing, when the palette has already chosen among the
  // old ones: a new answer is a new list, unchosen, so the first arrow down
  // picks its best hit, and Enter with none chosen opens the best hit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer resets the choice.
  useEffect(() => {
    paletteStore.updateState((state) => ({ ...state, selected: -1 }));
  }, [search.data]);
  const openBestUnlessChosen = (event: KeyboardEvent<HTMLInputElement>) => {
    const best = hits[0];
    if (event.key !== 'Enter' || !best || paletteStore.getState().selected !== -1) return;
    navigate(best.link);
    palette.close();
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      query={text}
      onQueryChange={setText}
      shortcut={['mod + K', '/']}
      scrollable
      maxHeight={440}
    >
      <Spotlight.Search
        aria-label="Search tickets, stakeholders, staff, feedback and invoices"
        onKeyDown={openBestUnlessChosen}
        placeholder="Search tickets, stakeholders, staff, feedback, invoices"
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList key={search.dataUpdatedAt} aria-label="Search results">
        {hits.map((hit) => (
          <Spotlight.Action
            key={`${hit.kind}:${hit.id}`}
            aria-label={searchHitLabel(hit)}
            onClick={() => navigate(hit.link)}
          >
            <SearchHitSummary hit={hit} />
          </Spotlight.Action>
        ))}
        {state === 'idle' && <Spotlight.Empty>Type a reference, a name, a title or an email.</Spotlight.Empty>}
        {state === 'searching' && <Spotlight.Empty>Searching…</Spotlight.Empty>}
        {state === 'none' && <Spotlight.Empty>{messages.noSearchResults}</Spotlight.Empty>}
        {state === 'failed' && (
          <Spotlight.Empty role="alert">{`${messages.searchFailed} ${errorMessage(search.error)}`}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
