import { pathTo } from '@srm/contract';
import type { RenderedEmail } from '../../platform/mail/email-layout.js';
import type { Notice } from '../notifications/index.js';
import type { TicketRow } from './tickets.queries.js';

// Where a notice or email about a ticket leads: its list searched for it, its detail open.
export const ticketLink = (ticket: Pick<TicketRow, 'reference'>) => pathTo.ticket(ticket);

type HandlerNoticeInput = {
  organizationId: string;
  handler: { id: string; email: string };
  ticket: Pick<TicketRow, 'id' | 'reference' | 'title'>;
  email: RenderedEmail;
};

// What the handler of a ticket is told when it goes due or overdue, by an action or the SLA clock.
const moves = {
  ticket_due: { title: 'is due soon', body: 'has a quarter of its SLA time left.' },
  ticket_overdue: { title: 'is overdue', body: 'has passed its SLA deadline.' },
} as const;

function handlerNotice(
  kind: keyof typeof moves,
  { organizationId, handler, ticket, email }: HandlerNoticeInput,
): Notice {
  return {
    organizationId,
    recipient: handler,
    kind,
    title: `${ticket.reference} ${moves[kind].title}`,
    body: `"${ticket.title}" ${moves[kind].body}`,
    link: ticketLink(ticket),
    email,
  };
}

export const overdueNotice = (input: HandlerNoticeInput) => handlerNotice('ticket_overdue', input);
export const dueNotice = (input: HandlerNoticeInput) => handlerNotice('ticket_due', input);
