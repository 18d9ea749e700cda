import { KnownStakeholders } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createKnownStakeholdersService } from './known-stakeholders.service.js';

export interface KnownStakeholdersRouteOptions {
  known: ReturnType<typeof createKnownStakeholdersService>;
}

// Registered under /api/ticket.
export const knownStakeholdersRoutes: FastifyPluginAsyncZod<KnownStakeholdersRouteOptions> = async (app, { known }) => {
  app.get(
    '/stakeholders/',
    {
      // Support users cannot create tickets, so they have no use for it.
      config: { access: access.can('manage_tickets') },
      schema: {
        tags: ['tickets'],
        security: [{ bearerAuth: [] }],
        summary: 'People earlier tickets were raised for, matching a name or email (at most 20)',
        querystring: z.object({ search: z.string().trim().min(1).max(200) }),
        response: { 200: KnownStakeholders },
      },
    },
    async (request) => ({
      results: await known.findKnownStakeholders({ actor: actorOf(request), search: request.query.search }),
    }),
  );
};
