import { HealthResponse } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { access } from '../../platform/auth/access.js';
import { checkHealth } from './health.service.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['health'],
        summary: 'Whether this server and its database answer',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth({ database });
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
