import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.js';

// Uploads are read as streams by the route that expects them; these limits
// stop an oversized or many-part request before it is read at all.
export async function registerUploads(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 20, fieldSize: 100_000, parts: 30 },
    throwFileSizeLimit: true,
  });
}

// Reading an upload fails only on the request's own faults (a body cut short,
// a missing boundary, a malformed part): those are the client's, 400, never a
// server error. Our own errors and the plugin's client errors (limits) pass.
export function asUploadError(error: unknown) {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new AppError('BAD_REQUEST', {}, { cause: error });
}

// Uploads held in memory at once, per server process: each may be tens of
// megabytes until it is stored, so beyond `max` a caller is asked to retry
// shortly (429 with Retry-After) rather than let memory grow with the crowd.
export function createUploadSlots(max: number) {
  let inProgress = 0;
  return {
    async hold<T>(upload: () => Promise<T>): Promise<T> {
      if (inProgress >= max) throw new AppError('TOO_MANY_REQUESTS', {}, { retryAfterSeconds: 5 });
      inProgress += 1;
      try {
        return await upload();
      } finally {
        inProgress -= 1;
      }
    },
  };
}
