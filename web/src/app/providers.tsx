import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { loadWhenWanted } from '../lib/load-when-wanted';
import { colorSchemeManager, defaultColorScheme } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of a page's first paint: their code loads after it.
// A toast raised meanwhile waits in Mantine's store and shows once they arrive.
const Toasts = loadWhenWanted(async () => (await import('./toasts')).Toasts);

// The look every page shares, whether the app or a public page's own entry
// (src/entries) draws it: the theme and its toasts.
export function UiProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
    >
      <Toasts />
      {children}
    </MantineProvider>
  );
}
