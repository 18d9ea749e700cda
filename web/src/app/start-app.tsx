import { paths } from '@srm/contract';
import { StrictMode, startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setSessionEndedHandler } from '../api/client';
import type { GoToOptions } from '../lib/page-navigation';
import { App, queryClient } from './app';
import { readAhead } from './read-ahead';
import { routes } from './routes/routes';

function createAppRouter() {
  const router = createBrowserRouter(routes);
  setSessionEndedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.login, { replace: true });
  });
  return router;
}

const appOf = (router: ReturnType<typeof createAppRouter>) => (
  <StrictMode>
    <App router={router} />
  </StrictMode>
);

// A message to itself, not a timer: a tab opened in the background runs its timers once a second at most.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

// Evaluating the app's code is one long task the browser cannot break. The router's first match (which starts
// loading the page's code), the page's reads and the first render follow in tasks of their own, so a tap waits
// for none of them.
export async function startApp(root: HTMLElement) {
  await nextTask();
  const router = createAppRouter();
  await nextTask();
  // Each route's reads in a task of their own: a read's first steps (its fetch above all) take a few
  // milliseconds, which add up to a long task on a phone.
  const url = new URL(window.location.href);
  for (const match of router.state.matches) {
    readAhead(queryClient, [match], url);
    await nextTask();
  }
  const app = createRoot(root);
  // As a transition, React draws the first render in slices the browser may answer a tap between (see
  // entries/render-public-page.tsx); otherwise it holds the main thread until done.
  startTransition(() => app.render(appOf(router)));
  return app;
}

// The code of the pages at `pathname`, loaded ahead: a router that still has a page's code to load draws the
// loading screen first.
async function loadPagesAt(pathname: string) {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

interface ContinueInApp extends GoToOptions {
  // The sign-in page's own React root, once its entry has taken the drawn page over.
  signInPage?: Root;
  // Where the visitor goes; without one the app starts where they are.
  path?: string;
}

// A sign-in page drawn by its own entry (entries/sign-in-page.tsx) hands its visitor to the app when they move on:
// the app starts at the page they left, goes on to `path` as its router would have, and replaces the sign-in
// page in one step once the next page's code is here, so no blank or loading screen shows between the two.
export async function continueInApp(root: HTMLElement, { signInPage, path, ...options }: ContinueInApp) {
  await Promise.all([loadPagesAt(window.location.pathname), path ? loadPagesAt(path) : undefined]);
  const router = createAppRouter();
  // Read ahead once the router exists: should a stored session have ended, the 401 then takes the visitor to log in
  // within the app, not by loading the page anew.
  const target = new URL(path ?? window.location.href, window.location.href);
  readAhead(queryClient, matchRoutes(routes, target.pathname) ?? [], target);
  if (path) await router.navigate(path, options);
  signInPage?.unmount();
  // The page as the build drew it, where the entry never took it over.
  root.replaceChildren();
  root.removeAttribute('inert');
  root.removeAttribute('aria-busy');
  const app = createRoot(root);
  flushSync(() => app.render(appOf(router)));
  return app;
}
