import { deadlineFor, dueSoonAt } from '@srm/contract';
import type { Database } from '../../db/client.js';
import { insertActivity } from './ticket-activity.queries.js';
import { statusOnReopen } from './ticket-status.js';
import { slaHoursOf, type TicketRow, updateTicketRow } from './tickets.queries.js';

// docs/product.md#tickets: a reopened ticket is open again with a fresh SLA
// window from the reopen, as if it had been created then; its history says who
// reopened it (a manager or executive, or the stakeholder's answer).
export async function reopenTicket(
  tx: Database,
  { ticket, now, authorId, text }: { ticket: TicketRow; now: Date; authorId: string | null; text: string },
) {
  const dueAt = deadlineFor(now, (await slaHoursOf(tx, ticket.organizationId))[ticket.slaCategory]);
  const window = { startsAt: now, dueAt };
  const status = statusOnReopen(window, now);
  await updateTicketRow(
    tx,
    { organizationId: ticket.organizationId, ticketId: ticket.id },
    { status, dueAt, dueSoonAt: dueSoonAt(window), resolvedAt: null, reopenedAt: now, updatedAt: now },
  );
  await insertActivity(tx, [
    {
      ticketId: ticket.id,
      organizationId: ticket.organizationId,
      type: 'reopened',
      text,
      authorId,
      changes: {
        status: { from: ticket.status, to: status },
        due_at: { from: ticket.dueAt.toISOString(), to: dueAt.toISOString() },
      },
      createdAt: now,
    },
  ]);
  return { ...ticket, status, dueAt, resolvedAt: null, reopenedAt: now };
}
