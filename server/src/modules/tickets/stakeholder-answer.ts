import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { appLink } from '../../platform/mail/app-link.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import type { NoticeBatch } from '../notifications/index.js';
import { insertActivity } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { ticketLink } from './ticket-notices.js';
import { reopenTicket } from './ticket-reopen.js';
import { answerReopens } from './ticket-status.js';
import { ticketAnsweredEmail } from './tickets.emails.js';
import type { TicketRow } from './tickets.queries.js';

// A notice's body is a glimpse; the ticket holds the whole message.
export const glimpse = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

export interface StakeholderAnswer {
  // The ticket, its row locked by the caller's transaction.
  ticket: TicketRow;
  body: string;
  now: Date;
  // The email it came as (docs/product.md#email-in); none from the ticket page.
  emailId?: string | undefined;
  // Written in the chat the ticket continues (docs/product.md#chat-by-email).
  fromChat?: boolean;
}

// The stakeholder's words on their ticket, from their ticket page or by email (docs/product.md#tickets): an
// entry in the thread, a resolved ticket opened again, and the handler told either way. Answers the entry's id
// and the ticket as it now is.
export async function recordStakeholderAnswer(
  tx: Database,
  { config, told }: { config: AppContext['config']; told: NoticeBatch },
  { ticket, body, now, emailId, fromChat = false }: StakeholderAnswer,
) {
  const { organizationId } = ticket;
  const name = ticket.stakeholderName;
  const [entryId] = await insertActivity(tx, [
    {
      ticketId: ticket.id,
      organizationId,
      type: 'answered',
      text: emailId
        ? activityText.answeredByEmail(name)
        : fromChat
          ? activityText.answeredInChat(name)
          : activityText.answered(name),
      authorId: null,
      body,
      emailId,
      createdAt: now,
    },
  ]);
  const reopened = answerReopens(ticket);
  const current = reopened
    ? await reopenTicket(tx, { ticket, now, authorId: null, text: activityText.reopenedByAnswer(name) })
    : ticket;
  const handler = ticket.handlerId ? await findMember(tx, { organizationId, userId: ticket.handlerId }) : undefined;
  if (handler) {
    const email = ticketAnsweredEmail({
      handlerFirstName: handler.firstName,
      stakeholderName: name,
      reference: ticket.reference,
      title: ticket.title,
      body,
      reopened,
      url: appLink(config, ticketLink(ticket)),
    });
    await told.add(tx, [
      {
        organizationId,
        recipient: handler,
        kind: 'ticket_answered',
        title: `${ticket.reference}: ${name} wrote${reopened ? ' and reopened it' : ''}`,
        body: glimpse(body),
        link: ticketLink(ticket),
        subjectId: ticket.id,
        email,
      },
    ]);
  }
  return { entryId: entryId!, ticket: current };
}
