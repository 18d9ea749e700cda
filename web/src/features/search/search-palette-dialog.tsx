import { Spotlight } from '@mantine/spotlight';
import { messages, type SearchHit } from '@srm/contract';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { useSearch } from './api/search-everything';
import { palette, paletteStore } from './palette-store';
import { SearchHitSummary, searchHitLabel } from './search-hit-summary';

// docs/product.md#search: a search across everything; the arrows choose a hit and Enter opens it.
export function SearchPaletteDialog() {
  const [text, setText] = useState('');
  // Enter pressed before the answer came: the answer's best hit opens when it does.
  const [openWhenAnswered, setOpenWhenAnswered] = useState(false);
  const search = useSearch(text);
  const navigate = useNavigate();

  const open = (hit: SearchHit) => {
    setOpenWhenAnswered(false);
    navigate(hit.link);
    palette.close();
  };

  // It arrives because it was asked for, closed (search-palette.tsx), and opens once in the page: Mantine's dialog
  // notes where the focus was as it opens, to give it back when it closes. The store outlives the palette: leaving
  // the signed-in app (logging out) closes it for the next sign-in.
  useEffect(() => {
    palette.open();
    return palette.close;
  }, []);

  const best = search.hits[0];
  useEffect(() => {
    if (!openWhenAnswered) return;
    if (search.state === 'found' && best) open(best);
    if (search.state === 'none' || search.state === 'failed') setOpenWhenAnswered(false);
  });

  // The palette chooses the first hit as the typing goes on, before the answer
  // to it is shown: a new answer is a new list, unchosen, so the first arrow
  // down picks its best hit, and Enter with none chosen opens the best hit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new answer resets the choice.
  useEffect(() => {
    paletteStore.updateState((state) => ({ ...state, selected: -1 }));
  }, [search.hits]);
  const openBestUnlessChosen = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || paletteStore.getState().selected !== -1) return;
    if (best) open(best);
    else if (search.state === 'searching') setOpenWhenAnswered(true);
  };

  return (
    <Spotlight.Root
      store={paletteStore}
      query={text}
      onQueryChange={setText}
      onSpotlightClose={() => setOpenWhenAnswered(false)}
      shortcut={null}
      scrollable
      maxHeight={440}
    >
      <Spotlight.Search
        aria-label="Search tickets, stakeholders, staff, feedback and invoices"
        placeholder="Tickets, records, staff, feedback, invoices"
        maxLength={100}
        onKeyDown={openBestUnlessChosen}
        leftSection={<IconSearch size={18} aria-hidden />}
      />
      <Spotlight.ActionsList key={search.hits.length > 0 ? search.text : ''} aria-label="Search results">
        {search.hits.map((hit) => (
          <Spotlight.Action
            key={`${hit.kind}:${hit.id}`}
            aria-label={searchHitLabel(hit)}
            onClick={() => open(hit)}
            // As wide as the list, never as wide as its longest title: the list scrolled sideways on a phone.
            style={{ width: 0, minWidth: '100%' }}
          >
            <SearchHitSummary hit={hit} />
          </Spotlight.Action>
        ))}
        {search.state === 'idle' && <Spotlight.Empty>Type a reference, a name, a title or an email.</Spotlight.Empty>}
        {search.state === 'searching' && <Spotlight.Empty role="status">Searching…</Spotlight.Empty>}
        {search.state === 'none' && <Spotlight.Empty role="status">{messages.noSearchResults}</Spotlight.Empty>}
        {search.state === 'failed' && (
          <Spotlight.Empty role="alert">{`${messages.searchFailed} ${errorMessage(search.error)}`}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
