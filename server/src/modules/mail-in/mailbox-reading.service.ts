import type { AppContext } from '../../app-context.js';
import { createSecretBox } from '../../platform/config/secret-box.js';
import { readInboundMessage } from './inbound-message.js';
import { listMailboxes, recordMailboxRead } from './mail-in.queries.js';
import type { MailIntake } from './mail-intake.service.js';
import { MailboxError, readMailbox } from './mailbox-reader.js';
import { maxMessageBytes } from './smtp-listener.js';

export const readMailboxesJob = 'mail-in.read-mailboxes';
// docs/product.md#email-in: new mail in an organisation's mailbox is read within a minute.
export const mailboxReadIntervalMs = 60_000;

// The organisations' own mailboxes (docs/product.md#email-in), read by the job runner once a minute: once per
// minute across every server copy, so two copies never read one mailbox at once. Each message goes through the same
// pipeline as mail to our own address; a mailbox that fails says why in Email settings and is tried again next
// minute, and never stops another's read.
export function createMailboxReading(context: AppContext, intake: MailIntake) {
  const { database, clock, log, config } = context;
  const secrets = createSecretBox(config.SECRET_KEY);

  async function readOne(settings: Awaited<ReturnType<typeof listMailboxes>>[number], signal: AbortSignal | undefined) {
    const { organizationId } = settings;
    const password = settings.mailboxPassword ? secrets.open(settings.mailboxPassword) : undefined;
    let error: string | null = null;
    try {
      if (!password) throw new MailboxError('The password could not be read: enter it again in Email settings.');
      const access = {
        host: settings.mailboxHost!,
        port: settings.mailboxPort ?? 993,
        security: settings.mailboxSecurity ?? 'tls',
        user: settings.mailboxUser ?? '',
        password,
      };
      const { failure } = await readMailbox(
        access,
        async (raw) => {
          const message = await readInboundMessage(raw, { trustedAuthservIds: config.MAIL_IN_TRUSTED_AUTHSERV_IDS });
          await intake.take(message, raw, { organizationId });
        },
        {
          allowPrivate: !config.isProduction,
          signal,
          maxBytes: maxMessageBytes,
          setAside: (message) => intake.setAsideTooLarge({ organizationId, ...message }),
        },
      );
      if (failure) {
        log.warn({ err: failure, organizationId }, 'a message of a mailbox could not be taken; it stays unread');
        error = 'A message could not be taken; it stays unread and is tried again each minute.';
      }
    } catch (failure) {
      error =
        failure instanceof MailboxError ? failure.message : 'The mailbox could not be read; we try again each minute.';
      log.warn({ err: failure, organizationId }, 'a mailbox could not be read');
    }
    await recordMailboxRead(database.db, { organizationId, readAt: clock.now(), error });
  }

  return {
    async readAll(signal?: AbortSignal) {
      for (const settings of await listMailboxes(database.db)) {
        if (signal?.aborted) return;
        await readOne(settings, signal);
      }
    },
  };
}
