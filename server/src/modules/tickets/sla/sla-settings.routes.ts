import { SlaSettings } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../platform/auth/access.js';
import { actorOf } from '../../../platform/auth/actor.js';
import type { createSlaSettingsService } from './sla-settings.service.js';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];

export interface SlaSettingsRouteOptions {
  slaSettings: ReturnType<typeof createSlaSettingsService>;
}

// GET, PUT /api/profile/sla-settings/. Everyone may read the
// targets (they explain a ticket's deadline); managers and executives change them.
export const slaSettingsRoutes: FastifyPluginAsyncZod<SlaSettingsRouteOptions> = async (app, { slaSettings }) => {
  app.get(
    '/sla-settings/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "The organisation's SLA targets in hours per category (the defaults until changed)",
        response: { 200: SlaSettings },
      },
    },
    async (request) => slaSettings.getSlaSettings({ actor: actorOf(request) }),
  );

  app.put(
    '/sla-settings/',
    {
      config: { access: access.can('edit_sla_targets') },
      schema: {
        tags,
        security,
        summary:
          "Change the organisation's SLA targets: they apply to tickets created or re-categorised afterwards; " +
          'existing deadlines stay',
        body: SlaSettings,
        response: { 200: SlaSettings },
      },
    },
    async (request) => slaSettings.saveSlaSettings({ actor: actorOf(request), settings: request.body }),
  );
};
