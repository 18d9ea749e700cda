import { appModule } from '../../app-module.js';
import { createReplyAddresses } from '../../platform/mail/reply-addresses.js';
import { handleChatByEmail } from './chat-by-email.service.js';
import { findOrganizationOfSlug, findOrganizationOfTicket } from './mail-in.queries.js';
import { createMailIntake, type Destination, type MailIntake } from './mail-intake.service.js';
import { mailSettingsRoutes } from './mail-settings.routes.js';
import { createMailSettingsService } from './mail-settings.service.js';
import { createMailboxReading, mailboxReadIntervalMs, readMailboxesJob } from './mailbox-reading.service.js';
import { createSmtpListener } from './smtp-listener.js';
import { slugOfAddress } from './support-address.js';

declare module 'fastify' {
  interface FastifyInstance {
    // Email in: the pipeline every message goes through, and the port the SMTP listener took (with
    // MAIL_IN_PORT; 0 asks for a free one, as tests do), once the app is ready.
    mailIn: { intake: MailIntake; smtpPort(): number | undefined; readMailboxes(): Promise<void> };
  }
}

// Email in (docs/product.md#email-in): the support and reply addresses, the SMTP listener that takes mail for
// them, the reader of the organisations' own mailboxes, the pipeline that turns a message into a ticket or a thread
// entry, the organisation's email settings, and the chat that goes on by email when no one is online
// (docs/product.md#chat-by-email).
export const mailInModule = appModule('mail-in', async (app, context) => {
  const { config, database, log } = context;
  const intake = createMailIntake(context);
  const replyAddresses = createReplyAddresses({ secretKey: config.SECRET_KEY, domain: config.MAIL_IN_DOMAIN });
  await app.register(mailSettingsRoutes, { prefix: '/api/profile', settings: createMailSettingsService(context) });
  handleChatByEmail(context);

  // A reply address names its ticket, whose organisation it is for; a support address its organisation.
  async function destinationOf(address: string): Promise<Destination | undefined> {
    const ticketId = replyAddresses.ticketOf(address);
    if (ticketId) {
      const organizationId = await findOrganizationOfTicket(database.db, ticketId);
      return organizationId ? { organizationId, ticketId } : undefined;
    }
    const slug = slugOfAddress(address, config.MAIL_IN_DOMAIN);
    const organizationId = slug && (await findOrganizationOfSlug(database.db, slug));
    return organizationId ? { organizationId } : undefined;
  }

  const mailboxes = createMailboxReading(context, intake);
  context.jobs.every(readMailboxesJob, { intervalMs: mailboxReadIntervalMs }, ({ signal }) =>
    mailboxes.readAll(signal),
  );

  let smtpPort: number | undefined;
  app.decorate('mailIn', { intake, smtpPort: () => smtpPort, readMailboxes: () => mailboxes.readAll() });
  if (config.MAIL_IN_PORT === undefined) return;
  const listener = createSmtpListener({ config, log, intake, destinationOf });
  app.addHook('onReady', async () => {
    smtpPort = await listener.listen(config.MAIL_IN_PORT!, config.MAIL_IN_HOST ?? config.HOST);
    log.info({ port: smtpPort, domain: config.MAIL_IN_DOMAIN }, 'listening for email');
  });
  app.addHook('onClose', () => listener.close());
});
