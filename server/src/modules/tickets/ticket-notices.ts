import { type BuiltPath, paths } from '@srm/contract';
import type { RenderedEmail } from '../../platform/mail/email-layout.js';
import type { Notice } from '../notifications/notifier.js';
import type { TicketRow } from './tickets.queries.js';

// Where a notice about a ticket leads: its list, searched for it.
export const ticketLink = (reference: string) =>
  `${paths.tickets}?search=${encodeURIComponent(reference)}` as BuiltPath;

// The handler of a ticket that went overdue, by an action or the SLA clock.
export function overdueNotice({
  organizationId,
  handler,
  ticket,
  email,
}: {
  organizationId: string;
  handler: { id: string; email: string };
  ticket: Pick<TicketRow, 'reference' | 'title'>;
  email: RenderedEmail;
}): Notice {
  return {
    organizationId,
    recipient: handler,
    kind: 'ticket_overdue',
    title: `${ticket.reference} is overdue`,
    body: `"${ticket.title}" has passed its SLA deadline.`,
    link: ticketLink(ticket.reference),
    email,
  };
}

// The handler of a ticket the SLA clock moved to due: a quarter of its time is left.
export function dueNotice({
  organizationId,
  handler,
  ticket,
  email,
}: {
  organizationId: string;
  handler: { id: string; email: string };
  ticket: Pick<TicketRow, 'reference' | 'title'>;
  email: RenderedEmail;
}): Notice {
  return {
    organizationId,
    recipient: handler,
    kind: 'ticket_due',
    title: `${ticket.reference} is due soon`,
    body: `"${ticket.title}" has a quarter of its SLA time left.`,
    link: ticketLink(ticket.reference),
    email,
  };
}
