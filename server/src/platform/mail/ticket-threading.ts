import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type MailThreading, mailMessages, mailSettings } from '../../db/schema/index.js';
import type { Config } from '../config/config.js';
import { createReplyAddresses } from './reply-addresses.js';

// How many earlier messages an email names in its References: the thread's first and its latest, enough for
// every mail program to thread it, however long the ticket's story.
const referencesKept = 10;

// docs/product.md#email-in: an email about a ticket gets a Message-ID of its own, asks for replies at the
// ticket's reply address (or the organisation's own mailbox), and names the messages it follows (the stakeholder's latest first), so their mail
// program threads it and their answer finds the ticket. Its Message-ID is recorded in the transaction that
// queues it, so a reply that names it threads even if it arrives before the email is marked sent.
export function createTicketThreading(config: Pick<Config, 'SECRET_KEY' | 'MAIL_IN_DOMAIN'>) {
  const replyAddresses = createReplyAddresses({ secretKey: config.SECRET_KEY, domain: config.MAIL_IN_DOMAIN });

  // `emailId`: the outbox row the email will be, whose id makes its Message-ID (so a delivery is known by it).
  return async function threadingFor(
    tx: Database,
    { organizationId, ticketId, emailId }: { organizationId: string; ticketId: string; emailId: string },
  ): Promise<MailThreading> {
    const earlier = await tx
      .select({ messageId: mailMessages.messageId, direction: mailMessages.direction })
      .from(mailMessages)
      .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.ticketId, ticketId)))
      .orderBy(asc(mailMessages.createdAt), asc(mailMessages.id));
    const latestIn = earlier.findLast((message) => message.direction === 'in');
    const ids = earlier.map((message) => message.messageId);
    const references = ids.length > referencesKept ? [ids[0]!, ...ids.slice(-(referencesKept - 1))] : ids;
    const messageId = `${emailId}@${config.MAIL_IN_DOMAIN}`;
    await tx.insert(mailMessages).values({ organizationId, ticketId, messageId, direction: 'out' });
    // An organisation that reads its own mailbox has replies sent there: the subject's [TCK-…] and the
    // headers above find the ticket when they come back.
    const [settings] = await tx
      .select({ mailboxAddress: mailSettings.mailboxAddress })
      .from(mailSettings)
      .where(eq(mailSettings.organizationId, organizationId));
    return {
      messageId,
      replyTo: settings?.mailboxAddress ?? replyAddresses.addressFor(ticketId),
      ...(latestIn && { inReplyTo: latestIn.messageId }),
      ...(references.length > 0 && { references }),
    };
  };
}

export type TicketThreading = ReturnType<typeof createTicketThreading>;

// A message that came in belongs to this ticket: what the ticket's emails then answer (In-Reply-To) and name.
export async function threadMessageInto(
  tx: Database,
  { organizationId, emailId, ticketId }: { organizationId: string; emailId: string; ticketId: string },
) {
  await tx
    .update(mailMessages)
    .set({ ticketId })
    .where(and(eq(mailMessages.organizationId, organizationId), eq(mailMessages.id, emailId)));
}
