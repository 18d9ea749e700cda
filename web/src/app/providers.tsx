import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { loadWhenWanted } from '../lib/load-when-wanted';
import { whenFirstUsed } from '../lib/when-first-used';
import { colorSchemeManager, defaultColorScheme } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

const Toasts = loadWhenWanted(async () => (await import('./toasts')).Toasts);

// The toasts' code loads when the visitor first does something on the page, which is what raises most toasts, or
// with the first toast raised without it (a live event): a page that is only looked at never loads it, and reading
// it in never lands on the page's first draw. A toast waits in Mantine's store until the code arrives; one that
// reports a dropped connection follows an action, by which time the code is here.
function ToastsWhenWanted() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenFirstUsed(() => setWanted(true)), []);
  const { notifications, queue } = useNotifications();
  // Once wanted they stay, so the last toast closing does not take them away.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
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
      <ToastsWhenWanted />
      {children}
    </MantineProvider>
  );
}
