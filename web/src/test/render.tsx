import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { beforeAll, expect } from 'vitest';
import { colorSchemeManager, defaultColorScheme } from '../app/color-scheme';
import { theme } from '../app/theme';
import { warmUpPages } from './warm-up-pages';

// Pages load lazily: a worker imports their code before the first test file that renders them, so no test's waiting
// time goes on a first import (warm-up-pages.ts). Files share a worker's modules, so this runs once per worker.
beforeAll(() => warmUpPages(), 120_000);

// The query client of the screen last rendered (one per test).
let shownClient: QueryClient | undefined;

export const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

// Renders routes the way the app does, toasts included, starting at `path`;
// returns the router so a test can read where navigation ended up.
export function renderRoutes(routes: RouteObject[], path = '/', queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  shownClient = queryClient;
  // env="test": no transitions, and popovers skip floating-ui's "reference hidden" check, which in jsdom
  // (every box 0 × 0) hides an open dropdown as soon as its position is first computed.
  const view = render(
    <MantineProvider
      theme={theme}
      env="test"
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={defaultColorScheme}
    >
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { router, ...view };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

// Waits until every request the screen has made is answered and drawn, for
// asserting that something does *not* appear once the data is in: waiting on
// the requests themselves, never for a guessed length of time.
export async function settled() {
  const client = shownClient;
  if (!client) throw new Error('settled() needs a rendered screen');
  await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  // TanStack Query hands answers to the screen on the next task.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
