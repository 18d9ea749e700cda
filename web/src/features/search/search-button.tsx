import { ActionIcon, Button, Kbd } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { openSearchPalette, preloadSearchPalette } from './search-palette';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

// The header's search box: it opens the palette, as Ctrl/Cmd+K and '/' do. Its
// name is what it shows, the shortcut included, so speech control finds it by its words.
export function SearchButton() {
  const shortcut = isMac ? '⌘ K' : 'Ctrl K';
  return (
    <>
      <Button
        visibleFrom="sm"
        variant="default"
        c="dimmed"
        fw={400}
        w={260}
        justify="space-between"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={<Kbd size="xs">{shortcut}</Kbd>}
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearchPalette}
        onPointerEnter={preloadSearchPalette}
        onFocus={preloadSearchPalette}
      >
        Search everything
      </Button>
      <ActionIcon
        hiddenFrom="sm"
        variant="subtle"
        color="gray"
        size="lg"
        aria-label="Search everything"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openSearchPalette}
        onPointerEnter={preloadSearchPalette}
        onFocus={preloadSearchPalette}
      >
        <IconSearch size={20} aria-hidden />
      </ActionIcon>
    </>
  );
}
