import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { PieceFailedToast } from '../../ui/piece-failed-toast';
import { palette, paletteStore } from './palette-store';

// Asked for while its code is on the way (a second Ctrl+K), the palette stays closed: it opens itself once in the
// page, and only a palette that opens in the page gives the focus back when it closes.
function KeepClosed() {
  const { opened } = useSpotlight(paletteStore);
  useEffect(() => {
    if (opened) palette.close();
  }, [opened]);
  return null;
}

const SearchPaletteDialog = loadWhenWanted<{ onLoadFailed: () => void }>(
  async () => (await import('./search-palette-dialog')).SearchPaletteDialog,
  {
    pending: () => <KeepClosed />,
    // The next Ctrl+K tries again.
    failed: ({ onLoadFailed }) => <PieceFailedToast id="search-palette-failed-to-load" onSaid={onLoadFailed} />,
  },
);

export const openSearchPalette = palette.open;
// A pointer over the header's search box, or the focus on it: the palette may soon be wanted.
export const preloadSearchPalette = SearchPaletteDialog.preload;

// docs/product.md#search: Ctrl/Cmd+K from anywhere, even a field, or '/' outside a field, opens a search across
// everything. The palette's code loads the first time it is asked for, not with every signed-in page
// (docs/decisions/026-react-compiler-and-deferred-lists.md). That first time the request is set aside and the
// palette opens itself once it has arrived, so that it is in the page, closed, when it opens.
export function SearchPalette() {
  useHotkeys([['mod+K', palette.open]], []);
  useHotkeys([['/', palette.open]]);
  const { opened } = useSpotlight(paletteStore);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!opened || wanted) return;
    palette.close();
    setWanted(true);
  }, [opened, wanted]);
  return wanted ? <SearchPaletteDialog onLoadFailed={() => setWanted(false)} /> : null;
}
