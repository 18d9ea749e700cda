import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { firstReadOfPublicPage, matchPath, publicPageEntries, signInPages } from '@srm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

// Files Vite emits or copies; an address ending in one of these is a file request.
const staticFileExtension = /\.(js|mjs|css|map|json|txt|xml|webmanifest|ico|png|jpe?g|gif|webp|avif|svg|woff2?)$/i;

function isApiAddress(pathname: string) {
  return pathname === '/api' || pathname.startsWith('/api/');
}

// A missing script or image must get a 404, not index.html under the wrong type;
// page addresses may contain dots (`/feedback-product/acme.io`) and still get the page.
function wantsPage(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '';
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !isApiAddress(pathname) &&
    !staticFileExtension.test(pathname) &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

// The landing page and the pages stakeholders open from a link have entries of
// their own, a fraction of the app's code for a visitor on a phone
// (docs/decisions/023-public-page-entries.md); the sign-in pages come drawn
// ahead by the build, from an entry of their own (024-prerendered-sign-in-pages.md,
// 028-sign-in-pages-entry.md); every other page gets the app.
const pageEntries = [
  ...Object.entries(publicPageEntries).map(([name, pattern]) => [pattern, `entries/${name}.html`] as const),
  ...Object.entries(signInPages).map(([name, pattern]) => [pattern, `prerendered/${name}.html`] as const),
];

function pageFileFinder(webDistDir: string) {
  const built = pageEntries.filter(([, file]) => fs.existsSync(path.join(webDistDir, file)));
  return (request: FastifyRequest) => {
    const pathname = request.url.split('?')[0] ?? '';
    return built.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? 'index.html';
  };
}

// Serves the built web app: hashed assets are cached for a year, everything
// else is revalidated on every visit so a deploy reaches users at once, and any
// other page address gets index.html so the client router can draw it.
export async function registerSinglePageApp(app: FastifyInstance, webDistDir: string) {
  const built = fs.existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    const hashedAssetsDir = path.join(webDistDir, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes a brotli and a gzip copy beside each file (web/scripts/precompress.mjs): sent as they
      // are, at the highest levels, instead of compressed anew for each answer. Pages, sent from the not-found
      // handler, which @fastify/compress does not see, are compressed only this way.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const hashed = path.resolve(filePath).startsWith(hashedAssetsDir);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built: run `npm run build` to serve pages');
  }

  const pageFileFor = pageFileFinder(webDistDir);
  app.setNotFoundHandler((request, reply) => {
    if (built && wantsPage(request)) {
      const firstRead = firstReadOfPublicPage(request.url.split('?')[0] ?? '');
      // The browser fetches the page's first answer alongside its code, not after the code has run; the page's
      // own request, the same one, then takes it (docs/decisions/024-prerendered-sign-in-pages.md).
      if (firstRead) reply.header('link', `</api${firstRead}>; rel=preload; as=fetch; crossorigin=anonymous`);
      return reply.header('cache-control', 'no-cache').sendFile(pageFileFor(request));
    }
    const pathname = request.url.split('?')[0] ?? '';
    throw new AppError(isApiAddress(pathname) ? 'ROUTE_NOT_FOUND' : 'NOT_FOUND');
  });
}
