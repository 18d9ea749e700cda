import { emailField, ticketTitleMaxLength } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { splitAddress } from '../../platform/mail/reply-addresses.js';
import { checkDocument, safeFileName } from '../../platform/storage/documents.js';
import { withStoredFiles } from '../../platform/storage/stored-files.js';
import { createChatByEmail } from '../chat/index.js';
import {
  type AfterCommit,
  createEmailTickets,
  type EmailFile,
  type EmailSender,
  type TicketRow,
} from '../tickets/index.js';
import { defaultHandlerFor } from './default-handler.js';
import { boundedMessageId, type InboundMessage, maxMessageMegabytes } from './inbound-message.js';
import {
  clearAddressFailing,
  findMailSettings,
  findTicketOfMessages,
  insertTakenMessage,
  isMessageTaken,
  lockSender,
  markAddressesFailing,
  type RefusedFile,
  setMessageTicket,
  ticketIdsWritingTo,
  ticketsOpenedBySince,
} from './mail-in.queries.js';
import { boundedEntryText, newTextOf, titleFromSubject } from './message-text.js';
import { supportAddressOf } from './support-address.js';

// docs/product.md#email-in, "No loops, no noise": one sender opens at most this many tickets an hour; what
// they send beyond it joins their latest ticket.
export const ticketsPerSenderHour = 20;
const hourMs = 60 * 60_000;

// Where a message goes: the organisation, and the ticket its recipient names (a reply address), if any.
export interface Destination {
  organizationId: string;
  ticketId?: string | undefined;
}

export type IntakeOutcome = 'opened' | 'answered' | 'noted' | 'ignored' | 'bounced' | 'duplicate';

const mailFromAddress = (mailFrom: string) => (mailFrom.match(/<([^<>]+)>\s*$/)?.[1] ?? mailFrom).trim().toLowerCase();

// What a message's words become in the thread: what was written this time, within the thread's limit. A
// message without words says so, as its files or its original still tell.
const entryTextOf = (message: InboundMessage, { whole }: { whole: boolean }) =>
  boundedEntryText((whole ? message.text : newTextOf(message.text)) || '(The email had no text.)');

// One pipeline for every way mail comes in (docs/product.md#email-in): the SMTP listener and the mailbox reader
// hand each message here, once per organisation it is for. A message is taken in one transaction with its own
// row (by Message-ID, so a second delivery takes nothing), its files and original stored before it, and what
// it tells people sent once it commits.
export function createMailIntake(context: AppContext) {
  const { database, clock, config, log } = context;
  const emailTickets = createEmailTickets(context);
  const chatByEmail = createChatByEmail(context);
  const ourSender = mailFromAddress(config.MAIL_FROM);

  async function isOwnAddress(tx: Database, organizationId: string, address: string) {
    if (address === ourSender || splitAddress(address)[1] === config.MAIL_IN_DOMAIN) return true;
    const settings = await findMailSettings(tx, organizationId);
    if (!settings) return false;
    return address === supportAddressOf(settings.slug, config.MAIL_IN_DOMAIN) || address === settings.mailboxAddress;
  }

  // The ticket a message answers: its recipient's token, then the messages it follows, then a reference in its
  // subject, each only among the organisation's live tickets.
  async function ticketAnswered(tx: Database, message: InboundMessage, { organizationId, ticketId }: Destination) {
    const byToken = ticketId && (await emailTickets.lockTicket(tx, { organizationId, ticketId }));
    if (byToken) return byToken;
    const byThread = await findTicketOfMessages(tx, { organizationId, messageIds: message.answers });
    const reference = message.subject.match(/\bTCK-\d{1,9}\b/i)?.[0]?.toUpperCase();
    const byReference =
      !byThread && reference ? await emailTickets.findTicketByReference(tx, { organizationId, reference }) : undefined;
    const found = byThread ?? byReference;
    return found ? emailTickets.lockTicket(tx, { organizationId, ticketId: found }) : undefined;
  }

  // Files the message brought: what is kept by content, and what was refused and why.
  async function sortAttachments(message: InboundMessage) {
    const kept: { bytes: Buffer; contentType: string; extension: string; name: string }[] = [];
    const refused: RefusedFile[] = [];
    for (const attachment of message.attachments) {
      const verdict = await checkDocument(attachment.content, attachment.name);
      if ('kept' in verdict) kept.push(verdict.kept);
      else refused.push({ name: safeFileName(attachment.name, 'attachment'), reason: verdict.refused });
    }
    return { kept, refused };
  }

  // A message that lands in a ticket: stored with its original and kept files, then written.
  async function land(
    message: InboundMessage,
    raw: Buffer,
    destination: Destination,
    sender: EmailSender,
  ): Promise<IntakeOutcome> {
    const { organizationId } = destination;
    const { kept, refused } = await sortAttachments(message);
    const original = { bytes: raw, contentType: 'message/rfc822', extension: 'eml' };
    let after: AfterCommit | undefined;
    const outcome = await withStoredFiles<IntakeOutcome>(
      context,
      { organizationId, kind: 'mail', files: [original, ...kept], what: 'an email and its attachments' },
      async (tx, [originalKey, ...fileKeys]) => {
        const emailId = await insertTakenMessage(tx, {
          organizationId,
          messageId: message.messageId,
          fromAddress: sender.address,
          fromName: sender.name ?? null,
          subject: message.subject,
          outcome: 'ignored',
          originalKey,
          senderCheck: message.senderCheck,
          refusedFiles: refused,
          now: clock.now(),
        });
        const files: EmailFile[] = kept.map((file, index) => ({
          fileKey: fileKeys[index]!,
          fileName: file.name,
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
        }));
        const written = await write(tx, message, destination, { sender, emailId, files });
        after = written.afterCommit;
        await setMessageTicket(tx, {
          organizationId,
          id: emailId,
          ticketId: written.ticketId,
          outcome: written.outcome,
        });
        await clearAddressFailing(tx, { organizationId, address: sender.address });
        return written.outcome;
      },
    );
    after?.();
    return outcome;
  }

  // The stakeholder's answer on their ticket; on one that continues a chat, in the conversation too
  // (docs/product.md#chat-by-email), with the names of the files it brought, which only the ticket holds.
  async function answer(tx: Database, ticket: TicketRow, entry: { emailId: string; files: EmailFile[]; body: string }) {
    const answered = await emailTickets.answer(tx, { ticket, ...entry });
    if (!ticket.chatUserId || ticket.chatSequence === null) return answered;
    const files = entry.files.map((file) => file.fileName);
    const told = await chatByEmail.addEmailedAnswer(tx, {
      organizationId: ticket.organizationId,
      chatUserId: ticket.chatUserId,
      emailId: entry.emailId,
      body: files.length > 0 ? `${entry.body}\n\n(Files with this email: ${files.join(', ')})` : entry.body,
      now: clock.now(),
    });
    return () => {
      answered();
      told();
    };
  }

  async function write(
    tx: Database,
    message: InboundMessage,
    destination: Destination,
    { sender, emailId, files }: { sender: EmailSender; emailId: string; files: EmailFile[] },
  ): Promise<{ ticketId: string; outcome: 'opened' | 'answered' | 'noted'; afterCommit: AfterCommit }> {
    const { organizationId } = destination;
    const answered = await ticketAnswered(tx, message, destination);
    const entry = { emailId, files, body: entryTextOf(message, { whole: false }) };
    if (answered) {
      if (answered.stakeholderEmail === sender.address) {
        return {
          ticketId: answered.id,
          outcome: 'answered',
          afterCommit: await answer(tx, answered, entry),
        };
      }
      return {
        ticketId: answered.id,
        outcome: 'noted',
        afterCommit: await emailTickets.note(tx, { ticket: answered, sender, ...entry }),
      };
    }
    await lockSender(tx, { organizationId, address: sender.address });
    const since = new Date(clock.now().getTime() - hourMs);
    const { opened, latestTicketId } = await ticketsOpenedBySince(tx, {
      organizationId,
      address: sender.address,
      since,
    });
    const latest =
      opened >= ticketsPerSenderHour && latestTicketId
        ? await emailTickets.lockTicket(tx, { organizationId, ticketId: latestTicketId })
        : undefined;
    if (latest) {
      return {
        ticketId: latest.id,
        outcome: 'answered',
        afterCommit: await answer(tx, latest, entry),
      };
    }
    const created = await emailTickets.open(tx, {
      organizationId,
      sender,
      title: titleFromSubject(message.subject, ticketTitleMaxLength),
      handlerId: await defaultHandlerFor(tx, organizationId),
      ...entry,
      // A new ticket keeps what the sender quoted: it may be the very thing they forward to us.
      body: entryTextOf(message, { whole: true }),
    });
    return { ticketId: created.ticketId, outcome: 'opened', afterCommit: created.afterCommit };
  }

  // A message no one answers (docs/product.md#email-in): recorded, so a second delivery is still taken once, and,
  // for a bounce, the address that failed marked on the tickets that write to it.
  async function setAside(message: InboundMessage, { organizationId, ticketId }: Destination, reason: string) {
    const automatic = message.automatic;
    const bounce = automatic?.kind === 'bounce' ? automatic : undefined;
    const changed = await database.db.transaction(async (tx) => {
      await insertTakenMessage(tx, {
        organizationId,
        messageId: message.messageId,
        fromAddress: message.from?.address ?? null,
        fromName: message.from?.name ?? null,
        subject: message.subject,
        outcome: bounce ? 'bounced' : 'ignored',
        outcomeReason: reason,
        senderCheck: message.senderCheck,
        refusedFiles: [],
        now: clock.now(),
      });
      if (!bounce) return [];
      const returnedTo = bounce.namesRecipients
        ? bounce.failedRecipients
        : await stakeholderOfReturned(tx, organizationId, ticketId, bounce.returnedMessageIds);
      const addresses = returnedTo.filter((address) => emailField.safeParse(address).success);
      await markAddressesFailing(tx, {
        organizationId,
        addresses,
        reason: 'mail to it came back undelivered',
        now: clock.now(),
      });
      return ticketIdsWritingTo(tx, { organizationId, addresses });
    });
    if (changed.length > 0) context.realtime.toOrganization(organizationId).emit('ticket.changed', { ids: changed });
    return bounce ? 'bounced' : 'ignored';
  }

  // A report that names no recipient failed its ticket's stakeholder, the ticket found by the returned message.
  async function stakeholderOfReturned(
    tx: Database,
    organizationId: string,
    tokenTicketId: string | undefined,
    returned: string[],
  ) {
    const ticketId = tokenTicketId ?? (await findTicketOfMessages(tx, { organizationId, messageIds: returned }));
    const ticket = ticketId ? await emailTickets.lockTicket(tx, { organizationId, ticketId }) : undefined;
    return ticket ? [ticket.stakeholderEmail] : [];
  }

  return {
    // A message of a mailbox over the size SRM takes (docs/product.md#email-in): recorded as set aside, not read.
    async setAsideTooLarge({
      organizationId,
      uid,
      size,
      messageId,
      from,
    }: {
      organizationId: string;
      uid: number;
      size: number;
      messageId: string | undefined;
      from: string | undefined;
    }) {
      const id = messageId?.replace(/^<|>$/g, '') || `mailbox-${uid}-${size}@srm.too-large`;
      if (await isMessageTaken(database.db, { organizationId, messageId: id })) return;
      await insertTakenMessage(database.db, {
        organizationId,
        messageId: boundedMessageId(id),
        fromAddress: from?.toLowerCase() ?? null,
        fromName: null,
        subject: '',
        outcome: 'ignored',
        outcomeReason: `larger than ${maxMessageMegabytes} MB`,
        senderCheck: null,
        refusedFiles: [],
        now: clock.now(),
      }).catch((error: unknown) => {
        if (!isUniqueViolation(error, 'mail_messages_message_id_unique')) throw error;
      });
    },

    // Takes one message for one organisation, and says what became of it. Throws only when it could not be
    // taken now (the database or the storage away): the sender tries again later.
    async take(message: InboundMessage, raw: Buffer, destination: Destination): Promise<IntakeOutcome> {
      const { organizationId } = destination;
      if (await isMessageTaken(database.db, { organizationId, messageId: message.messageId })) return 'duplicate';
      try {
        if (message.automatic) return await setAside(message, destination, message.automatic.reason);
        const sender = message.from && emailField.safeParse(message.from.address).success ? message.from : undefined;
        if (!sender) return await setAside(message, destination, 'it names no sender we could write back to');
        if (await isOwnAddress(database.db, organizationId, sender.address)) {
          return await setAside(message, destination, "it came from one of the organisation's own addresses");
        }
        return await land(message, raw, destination, sender);
      } catch (error) {
        // The same message delivered twice at once, to two server copies: the second takes nothing.
        if (isUniqueViolation(error, 'mail_messages_message_id_unique')) return 'duplicate';
        log.error({ err: error, organizationId, messageId: message.messageId }, 'an email could not be taken');
        throw error;
      }
    },
  };
}

export type MailIntake = ReturnType<typeof createMailIntake>;
