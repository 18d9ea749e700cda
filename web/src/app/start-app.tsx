import { paths } from '@srm/contract';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { setSessionEndedHandler } from '../api/client';
import { getAccessToken } from '../api/session';
import { App, queryClient } from './app';
import { routes } from './routes/routes';

// The code of the pages at `pathname`, loaded before the router starts: a router that still has a page's code
// to load draws the loading screen first, which is not the page the build drew ahead.
async function loadPagesAt(pathname: string) {
  const lazyMatches = (matchRoutes(routes, pathname) ?? []).filter(({ route }) => typeof route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
}

// A sign-in page may arrive drawn ahead by the build (src/prerender, docs/decisions/024-prerendered-sign-in-pages.md).
// The app takes it over where it stands, unless this browser is signed in: that visitor is sent home, which is
// not what was drawn, so the app starts afresh.
export async function startApp(root: HTMLElement) {
  let takeOver = root.hasChildNodes() && !getAccessToken();
  // Should the page's code not arrive, the app starts afresh and its router says so, with a way to reload,
  // rather than leave the drawn page inert for good.
  if (takeOver) {
    takeOver = await loadPagesAt(window.location.pathname).then(
      () => true,
      () => false,
    );
  }
  if (!takeOver) {
    root.replaceChildren();
    root.removeAttribute('inert');
  }

  const router = createBrowserRouter(routes);
  setSessionEndedHandler(() => {
    queryClient.clear();
    void router.navigate(paths.login, { replace: true });
  });

  const app = (
    <StrictMode>
      <App router={router} />
    </StrictMode>
  );
  // As a transition, React draws the first render, or takes over the drawn page, in slices the browser may
  // answer a tap between (see entries/render-public-page.tsx); otherwise it holds the main thread until done.
  return new Promise<Root>((resolve) =>
    startTransition(() => {
      if (takeOver) {
        resolve(hydrateRoot(root, app));
      } else {
        const fresh = createRoot(root);
        fresh.render(app);
        resolve(fresh);
      }
    }),
  );
}
