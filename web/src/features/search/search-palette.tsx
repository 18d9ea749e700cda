import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { useState } from 'react';
import { loadWhenWanted } from '../../lib/load-when-wanted';
import { palette, paletteStore } from './palette-store';

const SearchPaletteDialog = loadWhenWanted(async () => (await import('./search-palette-dialog')).SearchPaletteDialog);

export const openSearchPalette = palette.open;
// A pointer over the header's search box, or the focus on it: the palette may soon be wanted.
export const preloadSearchPalette = SearchPaletteDialog.preload;

// docs/product.md#search: Ctrl/Cmd+K from anywhere, even a field, or '/' outside a field, opens a search across
// everything. The palette's code loads the first time it opens, not with every signed-in page
// (docs/decisions/026-react-compiler-and-deferred-lists.md); it opens as it arrives.
export function SearchPalette() {
  useHotkeys([['mod+K', palette.open]], []);
  useHotkeys([['/', palette.open]]);
  const { opened } = useSpotlight(paletteStore);
  const [wanted, setWanted] = useState(false);
  if (opened && !wanted) setWanted(true);
  return wanted ? <SearchPaletteDialog /> : null;
}
