import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { useEffect, useState } from 'react';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { palette, paletteStore } from './palette-store';

const SearchPaletteDialog = loadWhenWanted(async () => (await import('./search-palette-dialog')).SearchPaletteDialog);

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
  return wanted ? <SearchPaletteDialog /> : null;
}
