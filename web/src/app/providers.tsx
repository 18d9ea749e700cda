import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ReactNode, useEffect, useState } from 'react';
import { loadWhenWanted } from '../lib/load-when-wanted';
import { whenFirstUsed } from '../lib/when-first-used';
import { colorSchemeManager, defaultColorScheme } from './color-scheme';
import { cssVariablesResolver, theme } from './theme';

// How many toasts are waiting in Mantine's store: without the toasts' code nothing closes them, so a new one
// raises the count.
function useRaisedToasts() {
  const { notifications, queue } = useNotifications();
  return notifications.length + queue.length;
}

// Should the toasts' code not arrive (the connection dropped as it was asked for), the next toast raised asks
// for it again rather than being lost with every later one.
function RetryWithNextToast({ retry }: { retry: () => void }) {
  const raised = useRaisedToasts();
  const [raisedWhenFailed] = useState(raised);
  useEffect(() => {
    if (raised > raisedWhenFailed) retry();
  }, [raised, raisedWhenFailed, retry]);
  return null;
}

const Toasts = loadWhenWanted<{ retry: () => void }>(async () => (await import('./toasts')).Toasts, {
  failed: ({ retry }) => <RetryWithNextToast retry={retry} />,
});

// The toasts' code loads when the visitor first does something on the page, which is what raises most toasts, or
// with the first toast raised without it (a live event): a page that is only looked at never loads it, and reading
// it in never lands on the page's first draw (docs/decisions/028-sign-in-pages-entry.md). A toast waits in
// Mantine's store until the code arrives.
function ToastsWhenWanted() {
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const raised = useRaisedToasts();
  useEffect(() => whenFirstUsed(() => setWanted(true)), []);
  // Once wanted they stay, so the last toast closing does not take them away.
  if (!wanted && raised > 0) setWanted(true);
  return wanted ? <Toasts key={attempt} retry={() => setAttempt((tried) => tried + 1)} /> : null;
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
