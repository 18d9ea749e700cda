import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendRouteNotFound } from '../errors/error-handler.js';

const hashedAssetsPrefix = `${path.sep}assets${path.sep}`;

// A page address has no file extension: a missing script or image must get a
// 404, not index.html served under the wrong type.
function wantsPage(request: FastifyRequest) {
  const pathname = request.url.split('?')[0] ?? '';
  const accept = request.headers.accept ?? '*/*';
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    pathname !== '/api' &&
    !pathname.startsWith('/api/') &&
    !/\.[a-z0-9]+$/i.test(pathname) &&
    (accept.includes('text/html') || accept.includes('*/*'))
  );
}

// Serves the built web app: hashed assets are cached for a year, index.html is
// revalidated on every visit so a deploy reaches users at once, and any other
// page address gets index.html so the client router can draw it.
export async function registerSinglePageApp(app: FastifyInstance, webDistDir: string) {
  const indexFile = path.join(webDistDir, 'index.html');
  const built = fs.existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const cache = filePath.includes(hashedAssetsPrefix) ? 'public, max-age=31536000, immutable' : 'no-cache';
        reply.header('cache-control', cache);
      },
    });
  } else {
    app.log.warn({ webDistDir }, 'web app is not built: run `npm run build` to serve pages');
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (built && wantsPage(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendRouteNotFound(reply);
  });
}
