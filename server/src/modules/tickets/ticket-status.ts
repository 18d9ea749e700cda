import { dueSoonAt, type SlaWindow, type TicketStatus } from '@srm/contract';

// Every move of a ticket's status (docs/product.md#tickets, Statuses) and what makes it. The services and
// the SLA clock ask here; no other file decides a status. An internal note, and a stakeholder's answer to
// a ticket that is not resolved, move none.

export type StatusMove = { from: TicketStatus; to: TicketStatus };

// A ticket starts `new`.
export const statusOnCreate = 'new' as const satisfies TicketStatus;

// The status only an action sets: a manager or executive resolves a ticket, once.
export const statusOnResolve = 'resolved' as const satisfies TicketStatus;

export const isResolved = (ticket: { status: TicketStatus }) => ticket.status === statusOnResolve;

// When a ticket's SLA window began: its creation, or its latest reopen (docs/decisions/019).
export const slaStartOf = (ticket: { createdAt: Date; reopenedAt: Date | null }) =>
  ticket.reopenedAt ?? ticket.createdAt;

export const slaWindowOf = (ticket: { createdAt: Date; reopenedAt: Date | null; dueAt: Date }): SlaWindow => ({
  startsAt: slaStartOf(ticket),
  dueAt: ticket.dueAt,
});

// What the clock says a ticket's status is: resolved stays resolved; otherwise overdue once the deadline
// has passed, due once less than a quarter of the window remains (dueSoonAt), else `new` until someone
// has acted on it and `open` after.
export function statusByClock(ticket: SlaWindow & { status: TicketStatus; actedOn: boolean }, now: Date): TicketStatus {
  if (isResolved(ticket)) return statusOnResolve;
  if (now >= ticket.dueAt) return 'overdue';
  if (now >= dueSoonAt(ticket)) return 'due';
  return ticket.actedOn ? 'open' : 'new';
}

// The one rule for "someone acted on it" (an edit, a re-assignment, a reply): the ticket is no longer
// `new`, and its status is what the clock says for its window, which an edit of the SLA category may
// just have moved. new → open is `opened`, which the action's own history entry shows; any other move
// is `moved`, recorded in an entry of its own.
export function statusAfterAction(
  ticket: { status: TicketStatus },
  window: SlaWindow,
  now: Date,
): { status: TicketStatus; opened?: StatusMove; moved?: StatusMove } {
  const status = statusByClock({ ...window, status: ticket.status, actedOn: true }, now);
  if (status === ticket.status) return { status };
  const move = { from: ticket.status, to: status };
  return ticket.status === 'new' && status === 'open' ? { status, opened: move } : { status, moved: move };
}

// A reply acts on the ticket but takes only the opening of that rule: a move to due or overdue is left
// to the SLA clock, which makes it itself and tells the handler (docs/product.md#tickets, Thread).
export const statusAfterReply = (ticket: { status: TicketStatus }, window: SlaWindow, now: Date) =>
  statusAfterAction(ticket, window, now).opened;

// A reopened ticket is open again, its window starting afresh at the reopen (docs/decisions/019), so
// the clock decides as for any ticket someone acted on.
export const statusOnReopen = (window: SlaWindow, now: Date) =>
  statusByClock({ ...window, status: 'open', actedOn: true }, now);

// The stakeholder's answer from their link reopens a resolved ticket and moves no other (docs/product.md#tickets).
export const answerReopens = isResolved;

// The SLA clock's moves (docs/decisions/005): at the quarter mark new and open tickets turn due; at the
// deadline every unresolved one turns overdue, straight from new or open when no tick saw it due. The
// partial indexes tickets_due_soon_idx and tickets_deadline_idx (db/schema/tickets.ts) hold these lists.
export const clockMoves = {
  due: { to: 'due', from: ['new', 'open'] },
  overdue: { to: 'overdue', from: ['new', 'open', 'due'] },
} as const satisfies Record<string, { to: TicketStatus; from: readonly TicketStatus[] }>;
