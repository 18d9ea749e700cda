import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// Helmet's middleware, built once. (@fastify/helmet builds it anew for every
// request, a few per cent of a cheap request's CPU: decision 013.)
const setSecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      // Mantine writes CSS variables into style attributes at run time.
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      // TLS is the reverse proxy's business; upgrading breaks plain-HTTP installs on a LAN.
      'upgrade-insecure-requests': null,
    },
  },
});

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

export async function registerCompression(app: FastifyInstance) {
  // Compressing a few hundred bytes of JSON costs more than it saves.
  await app.register(compress, { threshold: 1024 });
}
