import { SearchQuery, SearchResults } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createSearchService } from './search.service.js';

export interface SearchRouteOptions {
  search: ReturnType<typeof createSearchService>;
}

// Registered under /api/search (docs/product.md#search).
export const searchRoutes: FastifyPluginAsyncZod<SearchRouteOptions> = async (app, { search }) => {
  app.get(
    '/',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['search'],
        security: [{ bearerAuth: [] }],
        summary: 'Tickets, stakeholders, staff, feedback and invoices the member may see, best match first',
        querystring: SearchQuery,
        response: { 200: SearchResults },
      },
    },
    async (request) => search.search({ actor: actorOf(request), query: request.query }),
  );
};
