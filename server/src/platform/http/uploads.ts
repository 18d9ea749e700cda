import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

// Uploads are read as streams by the route that expects them; these limits
// stop an oversized or many-part request before it is read at all.
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20, fieldSize: 100_000, parts: 30 },
    throwFileSizeLimit: true,
  });
}
