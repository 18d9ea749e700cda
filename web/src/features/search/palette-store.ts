import { createSpotlight } from '@mantine/spotlight';

// The palette's own store, small enough for every signed-in page: whether it is open, and what is chosen. The
// palette itself loads the first time it opens (search-palette.tsx).
export const [paletteStore, palette] = createSpotlight();
