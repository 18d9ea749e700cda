import { KnownStakeholders } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { findKnownStakeholders } from './known-stakeholders.queries.js';

const shownAtMost = 20;

// Registered under /api/ticket. The 'Existing Stakeholder' step of the create
// flow; stakeholder records (issue 7) will answer it from their own table.
export const knownStakeholdersRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { database }) => {
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
      results: await findKnownStakeholders(database.db, {
        organizationId: signedInUser(request).user.organizationId,
        search: request.query.search,
        limit: shownAtMost,
      }),
    }),
  );
};
