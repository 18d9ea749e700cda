import { MantineProvider } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { loadWhenWanted } from '../lib/load-when-wanted';
import { whenIdle } from '../lib/when-idle';
import { colorSchemeManager, defaultColorScheme } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

const Toasts = loadWhenWanted(async () => (await import('./toasts')).Toasts);

// The toasts' code loads once the page is drawn and the browser is idle, so no page's first paint shares the
// network with it. A toast raised before waits in Mantine's store and shows once the code arrives.
function ToastsWhenIdle() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? <Toasts /> : null;
}

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
      <ToastsWhenIdle />
      {children}
    </MantineProvider>
  );
}
