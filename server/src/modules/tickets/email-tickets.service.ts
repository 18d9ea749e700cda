import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { numberOfReference } from '../../db/references.js';
import { appLink } from '../../platform/mail/app-link.js';
import { threadMessageInto } from '../../platform/mail/ticket-threading.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import { createNotifier, type NoticeBatch } from '../notifications/index.js';
import { glimpse, recordStakeholderAnswer } from './stakeholder-answer.js';
import { createStakeholderEmails } from './stakeholder-emails.js';
import { insertActivity, insertTicketFiles } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { openTicketFromOutside } from './ticket-from-outside.js';
import { ticketLink } from './ticket-notices.js';
import { ticketAnsweredEmail } from './tickets.emails.js';
import { findTicketIdByNumber, lockTicket, type TicketRow } from './tickets.queries.js';

export interface EmailSender {
  address: string;
  // The name the sender's mail program gave, if any.
  name: string | undefined;
}

// A file the email brought, already in the file storage (mail-in stores it before the transaction).
export interface EmailFile {
  fileKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
}

interface EmailEntry {
  // The mail_messages row of the email, written by mail-in in the same transaction.
  emailId: string;
  body: string;
  files: readonly EmailFile[];
}

// What follows the commit of an email's change: the handler's tabs and emails, the stakeholder's email, and
// every open list of the organisation.
export type AfterCommit = () => void;

const nameOf = (sender: EmailSender) => sender.name?.trim() || sender.address.slice(0, sender.address.indexOf('@'));
const senderLabel = (sender: EmailSender) => (sender.name ? `${sender.name} <${sender.address}>` : sender.address);

// The tickets' side of email in (docs/product.md#email-in): a message that opens a ticket, the stakeholder's
// answer by email, and a stranger's reply kept as a note. Each runs inside mail-in's transaction, which holds
// the message's own row; what it tells people goes out once that commits.
export function createEmailTickets(context: AppContext) {
  const { config, clock, realtime } = context;
  const notifier = createNotifier(context);
  const stakeholderEmails = createStakeholderEmails(context);

  function afterCommit(organizationId: string, ticketId: string, told: NoticeBatch, emailed: boolean): AfterCommit {
    return () => {
      told.announce();
      if (emailed) stakeholderEmails.nudge();
      realtime.toOrganization(organizationId).emit('ticket.changed', { ids: [ticketId] });
    };
  }

  async function attachFiles(
    tx: Database,
    ticket: Pick<TicketRow, 'id' | 'organizationId'>,
    entryId: string,
    files: readonly EmailFile[],
  ) {
    await insertTicketFiles(
      tx,
      files.map((file, position) => ({
        organizationId: ticket.organizationId,
        ticketId: ticket.id,
        activityId: entryId,
        position,
        ...file,
      })),
    );
  }

  return {
    // The organisation's live ticket, its row locked for the entry about to be written.
    lockTicket: (tx: Database, key: { organizationId: string; ticketId: string }) => lockTicket(tx, key),

    // The organisation's live ticket a reference such as TCK-000123 names.
    async findTicketByReference(
      tx: Database,
      { organizationId, reference }: { organizationId: string; reference: string },
    ) {
      const number = numberOfReference('TCK', reference);
      return number === undefined ? undefined : findTicketIdByNumber(tx, { organizationId, number });
    },

    // A new ticket of the sender's: their record's name if one holds the address, the handler mail-in chose,
    // the SLA of the organisation, the handler told and the stakeholder's "we have your request" email, which
    // threads under their message.
    async open(
      tx: Database,
      {
        organizationId,
        sender,
        title,
        handlerId,
        ...entry
      }: EmailEntry & { organizationId: string; sender: EmailSender; title: string; handlerId: string | null },
    ) {
      const now = clock.now();
      const told = notifier.batch();
      const { ticket, handler } = await openTicketFromOutside(
        tx,
        { config, told, now },
        {
          organizationId,
          title,
          description: entry.body,
          stakeholder: { email: sender.address, name: nameOf(sender) },
          handlerId,
          openedBy: `An email from ${senderLabel(sender)}`,
        },
      );
      const { id } = ticket;
      // Before our first email about it, so that email answers the sender's.
      await threadMessageInto(tx, { organizationId, emailId: entry.emailId, ticketId: id });
      const [entryId] = await insertActivity(tx, [
        {
          ticketId: id,
          organizationId,
          type: 'created',
          text: activityText.createdByEmail(senderLabel(sender), handler),
          authorId: null,
          emailId: entry.emailId,
          createdAt: now,
        },
      ]);
      await attachFiles(tx, ticket, entryId!, entry.files);
      const emailed = (await stakeholderEmails.queue(tx, ticket, { kind: 'created' })) === 'sent';
      return { ticketId: id, reference: ticket.reference, afterCommit: afterCommit(organizationId, id, told, emailed) };
    },

    // The stakeholder's answer by email: exactly as one on their ticket page.
    async answer(tx: Database, { ticket, ...entry }: EmailEntry & { ticket: TicketRow }) {
      const told = notifier.batch();
      const { entryId } = await recordStakeholderAnswer(
        tx,
        { config, told },
        { ticket, body: entry.body, now: clock.now(), emailId: entry.emailId },
      );
      await attachFiles(tx, ticket, entryId, entry.files);
      return afterCommit(ticket.organizationId, ticket.id, told, false);
    },

    // A reply from someone other than the ticket's stakeholder: staff read it, the stakeholder never does, and
    // the handler is told as of an answer.
    async note(tx: Database, { ticket, sender, ...entry }: EmailEntry & { ticket: TicketRow; sender: EmailSender }) {
      const told = notifier.batch();
      const { organizationId } = ticket;
      const [entryId] = await insertActivity(tx, [
        {
          ticketId: ticket.id,
          organizationId,
          type: 'noted',
          text: activityText.notedFromEmail(senderLabel(sender)),
          authorId: null,
          body: entry.body,
          emailId: entry.emailId,
          createdAt: clock.now(),
        },
      ]);
      await attachFiles(tx, ticket, entryId!, entry.files);
      const handler = ticket.handlerId ? await findMember(tx, { organizationId, userId: ticket.handlerId }) : undefined;
      if (handler) {
        await told.add(tx, [
          {
            organizationId,
            recipient: handler,
            kind: 'ticket_answered',
            title: `${ticket.reference}: an email from ${sender.address}, kept as a note`,
            body: glimpse(entry.body),
            link: ticketLink(ticket),
            subjectId: ticket.id,
            email: ticketAnsweredEmail({
              handlerFirstName: handler.firstName,
              stakeholderName: senderLabel(sender),
              reference: ticket.reference,
              title: ticket.title,
              body: entry.body,
              reopened: false,
              url: appLink(config, ticketLink(ticket)),
            }),
          },
        ]);
      }
      return afterCommit(organizationId, ticket.id, told, false);
    },
  };
}

export type EmailTickets = ReturnType<typeof createEmailTickets>;
