import { prerenderedAppPages } from '@srm/contract';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from '../app/app';
import { routes } from '../app/routes/routes';

// Built for Node by `npm run build` (scripts/prerender.mjs), never shipped to a browser: the app's pages that
// look the same for every visitor, drawn into HTML as a first visit's browser draws them, with nothing stored.
// The tree is the browser's (app/start-app.tsx) with the static router in place of the browser's.
export async function drawAppPage(pathname: string) {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(new URL(pathname, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${pathname} answered ${context.status} instead of a page`);
  // A page whose code failed to load, or an address of no page, would be drawn as the error or not-found page.
  if (context.statusCode !== 200 || context.errors) {
    throw new Error(`${pathname} drew as ${context.statusCode}: ${JSON.stringify(context.errors)}`);
  }
  const router = createStaticRouter(dataRoutes, context);
  // Waits for every piece loaded when wanted, so the browser finds each drawn, not a piece the build gave up on,
  // which React would redraw and report as an error.
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame>
        {/* The browser's router needs nothing from this one: the pages load no data ahead. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

export async function drawPrerenderedPages() {
  return Promise.all(
    Object.entries(prerenderedAppPages).map(async ([name, pathname]) => ({ name, html: await drawAppPage(pathname) })),
  );
}
