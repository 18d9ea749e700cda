import { TicketEmailSettings } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createTicketEmailSettingsService } from './ticket-email-settings.service.js';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];

export interface TicketEmailSettingsRouteOptions {
  settings: ReturnType<typeof createTicketEmailSettingsService>;
}

// GET, PUT /api/profile/ticket-emails/ (docs/product.md#tickets): whether stakeholders
// are emailed about their tickets. Everyone may read it (a reply says whether it
// was emailed); managers and executives change it, as they do the SLA targets.
export const ticketEmailSettingsRoutes: FastifyPluginAsyncZod<TicketEmailSettingsRouteOptions> = async (
  app,
  { settings },
) => {
  app.get(
    '/ticket-emails/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Whether stakeholders are emailed when their ticket is created, replied to and resolved',
        response: { 200: TicketEmailSettings },
      },
    },
    async (request) => settings.get({ actor: actorOf(request) }),
  );

  app.put(
    '/ticket-emails/',
    {
      config: { access: access.can('edit_sla_targets') },
      schema: {
        tags,
        security,
        summary: 'Turn the emails to stakeholders about their tickets on or off',
        body: TicketEmailSettings,
        response: { 200: TicketEmailSettings },
      },
    },
    async (request) => settings.save({ actor: actorOf(request), settings: request.body }),
  );
};
