import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../auth/access.js';
import type { Clock } from '../clock/clock.js';
import type { Config } from '../config/config.js';
import { AppError } from '../errors/app-error.js';
import type { FileStorage } from './file-storage.js';
import { isValidFileKey } from './file-storage.js';
import { createFileUrls } from './signed-file-urls.js';

// Signed addresses, `?exp=…&sig=…` (docs/architecture.md, "Files"). Anything unreadable counts as no signature
// at all: the answer is the same 404.
const FileQuery = z.object({
  exp: z.string().optional().catch(undefined),
  sig: z.string().optional().catch(undefined),
});

// Registered under /api/files.
export const filesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; config: Config; clock: Clock }> = async (
  app,
  { storage, config, clock },
) => {
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  app.get(
    '/*',
    {
      // Public: the signature in the address is the permission (an <img> sends no bearer token).
      config: { access: access.public },
      schema: {
        tags: ['files'],
        summary: 'A stored file, through the expiring signed address the API handed out',
        params: z.object({ '*': z.string() }),
        querystring: FileQuery,
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      // Expired, tampered with or unknown: one answer, so nobody learns which files exist.
      const secondsLeft = isValidFileKey(key)
        ? fileUrls.secondsLeft({ key, expires: request.query.exp, signature: request.query.sig })
        : null;
      const file = secondsLeft === null ? undefined : await storage.open(key);
      if (!file || secondsLeft === null) throw new AppError('NOT_FOUND');
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', `private, max-age=${secondsLeft}`)
        .send(file.body);
    },
  );
};
