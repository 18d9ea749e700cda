import type { Ticket, TicketActivity } from '@srm/contract';
import type { ActivityRow } from './ticket-activity.queries.js';
import type { TicketWithHandler } from './tickets.queries.js';

export function toTicket({ ticket, handler, feedback, chat }: TicketWithHandler): Ticket {
  return {
    id: ticket.id,
    reference: ticket.reference,
    title: ticket.title,
    description: ticket.description,
    status: ticket.status,
    priority: ticket.priority,
    sla_category: ticket.slaCategory,
    type: ticket.type,
    handler_id: ticket.handlerId,
    handler: handler
      ? { id: handler.id, first_name: handler.firstName, last_name: handler.lastName, email: handler.email }
      : null,
    stakeholder: { name: ticket.stakeholderName, email: ticket.stakeholderEmail },
    feedback: feedback ? { id: feedback.id, reference: feedback.reference } : null,
    chat: chat ? { id: chat.id, email: chat.email } : null,
    due_at: ticket.dueAt.toISOString(),
    resolved_at: ticket.resolvedAt?.toISOString() ?? null,
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

// `reference` is the ticket's: clients show it with every history entry.
export function toActivity({ entry, author }: ActivityRow, reference: string): TicketActivity {
  return {
    id: entry.id,
    type: entry.type,
    reference,
    text: entry.text,
    author: author ? { id: author.id, first_name: author.firstName, last_name: author.lastName } : null,
    changes: entry.changes ?? null,
    body: entry.body,
    created_at: entry.createdAt.toISOString(),
  };
}
