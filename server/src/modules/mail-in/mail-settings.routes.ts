import { MailSettings, UpdateMailSettingsBody } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { MailSettingsService } from './mail-settings.service.js';

const tags = ['mail-in'];
const security = [{ bearerAuth: [] }];

// GET, PUT /api/profile/mail-settings/ (docs/product.md#email-in). Every member may read the support address, to
// give it to stakeholders; managers change it and where tickets by email go.
export const mailSettingsRoutes: FastifyPluginAsyncZod<{ settings: MailSettingsService }> = async (
  app,
  { settings },
) => {
  app.get(
    '/mail-settings/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "The organisation's support address, and where tickets opened by email go",
        response: { 200: MailSettings },
      },
    },
    async (request) => settings.get({ actor: actorOf(request) }),
  );

  app.put(
    '/mail-settings/',
    {
      config: {
        access: access.can('manage_mail_settings'),
        refusals: ['SUPPORT_SLUG_TAKEN', 'SUPPORT_SLUG_RESERVED', 'SUPPORT_SLUG_CHANGED'],
      },
      schema: {
        tags,
        security,
        summary: 'Choose the support address (once) and where tickets opened by email go',
        body: UpdateMailSettingsBody,
        response: { 200: MailSettings },
      },
    },
    async (request) => settings.save({ actor: actorOf(request), body: request.body }),
  );
};
