import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
}

export async function registerCompression(app: FastifyInstance) {
  // Compressing a few hundred bytes of JSON costs more than it saves (STACK.md).
  await app.register(compress, { threshold: 1024 });
}
