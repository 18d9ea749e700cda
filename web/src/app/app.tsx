import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import '@mantine/dropzone/styles.css';
import '@mantine/spotlight/styles.css';
import 'mantine-datatable/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useLayoutEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { UiProviders } from './providers';
import { createQueryClient } from './query-client';

export const queryClient = createQueryClient();

// A page the build drew ahead arrives inert: seen, but not typed into or submitted before its code can answer.
// Layout effects run before any page's own effects, so a page that focuses its first field finds it usable.
function InteractiveOnceTakenOver() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  return null;
}

// What surrounds the router, the same around the browser's router and around the build's static one
// (src/prerender), so that the app takes over a page drawn ahead where it stands.
export function AppFrame({ children }: { children: ReactNode }) {
  return (
    <UiProviders>
      <QueryClientProvider client={queryClient}>
        <InteractiveOnceTakenOver />
        {children}
      </QueryClientProvider>
    </UiProviders>
  );
}

export function App({ router }: { router: DataRouter }) {
  return (
    <AppFrame>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
