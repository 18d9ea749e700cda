import { MailboxAccess, MailboxTestResult, MailSettings, UpdateMailSettingsBody } from '@srm/contract';
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
        refusals: ['SUPPORT_SLUG_TAKEN', 'SUPPORT_SLUG_RESERVED', 'SUPPORT_SLUG_CHANGED', 'MAILBOX_UNREACHABLE'],
      },
      schema: {
        tags,
        security,
        summary: 'Choose the support address (once), connect or disconnect a mailbox, and where tickets by email go',
        description:
          'A mailbox is connected only once it can be read (400 with errors.mailbox saying why not); its password ' +
          'may be left out to keep the one kept, and is never answered.',
        body: UpdateMailSettingsBody,
        response: { 200: MailSettings },
      },
    },
    async (request) => settings.save({ actor: actorOf(request), body: request.body }),
  );

  app.post(
    '/mail-settings/test-mailbox/',
    {
      config: { access: access.can('manage_mail_settings'), refusals: ['MAILBOX_UNREACHABLE'] },
      schema: {
        tags,
        security,
        summary: "'Test connection': whether a mailbox can be read as given, and how many of its messages are unread",
        description: 'The password may be left out to test with the one kept. 400 with errors.mailbox saying why not.',
        body: MailboxAccess,
        response: { 200: MailboxTestResult },
      },
    },
    async (request) => settings.testMailbox({ actor: actorOf(request), mailbox: request.body }),
  );
};
