import type { Ticket } from '@srm/contract';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

// The largest whole unit of a span: '45 min', '3 h', '2 d'.
function spanText(milliseconds: number) {
  if (milliseconds >= day) return `${Math.floor(milliseconds / day)} d`;
  if (milliseconds >= hour) return `${Math.floor(milliseconds / hour)} h`;
  return `${Math.max(1, Math.floor(milliseconds / minute))} min`;
}

// docs/product.md#tickets: a list's Due column reads 'in 3 h' or 'overdue 2 d';
// a resolved ticket's deadline no longer matters.
export function dueText(ticket: Pick<Ticket, 'due_at' | 'status'>, now: number) {
  if (ticket.status === 'resolved') return null;
  const left = new Date(ticket.due_at).getTime() - now;
  return left >= 0 ? `in ${spanText(left)}` : `overdue ${spanText(-left)}`;
}
