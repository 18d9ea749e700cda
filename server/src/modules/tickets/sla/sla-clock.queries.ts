import type { TicketStatus } from '@srm/contract';
import { and, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { ticketActivity, tickets } from '../../../db/schema/index.js';
import { clockMoves } from '../ticket-status.js';

// The statuses a move starts from, written as literals so the planner matches
// the partial indexes `tickets_due_soon_idx` and `tickets_deadline_idx`.
const statusIn = (statuses: readonly TicketStatus[]) =>
  sql`${tickets.status} in (${sql.raw(statuses.map((status) => `'${status}'`).join(', '))})`;

export interface SlaMove {
  to: 'due' | 'overdue';
  from: readonly TicketStatus[];
  // Whether a ticket's time for this move has come.
  reached: (now: Date) => SQL | undefined;
  // The column whose index finds those tickets, earliest first.
  orderBy: typeof tickets.dueAt | typeof tickets.dueSoonAt;
}

// The clock's moves (ticket-status.ts) as statements. Due leaves tickets already past their deadline to
// overdue, which takes them straight there.
export const slaMoves = {
  overdue: {
    ...clockMoves.overdue,
    reached: (now) => lte(tickets.dueAt, now),
    orderBy: tickets.dueAt,
  },
  due: {
    ...clockMoves.due,
    reached: (now) => and(lte(tickets.dueSoonAt, now), gt(tickets.dueAt, now)),
    orderBy: tickets.dueSoonAt,
  },
} as const satisfies Record<string, SlaMove>;

// Moves up to `limit` tickets whose time has come and answers exactly those.
// The select locks the rows it picks and skips rows another copy has locked,
// and reads each one's status after any change committed meanwhile; the locks
// hold until the transaction ends, so the update changes exactly those rows
// and no ticket is answered to two copies. (One UPDATE … FROM a locking
// subquery is not enough: the planner may run the subquery again for every
// row, and each run skips the rows the last one locked, so the batch ends up
// unbounded.) `tx` must be a transaction.
export async function moveTickets(tx: Database, { move, now, limit }: { move: SlaMove; now: Date; limit: number }) {
  const picked = await tx
    .select({ id: tickets.id, status: tickets.status })
    .from(tickets)
    .where(and(isNull(tickets.deletedAt), statusIn(move.from), move.reached(now)))
    .orderBy(move.orderBy)
    .limit(limit)
    .for('update', { skipLocked: true });
  if (picked.length === 0) return [];
  const previousStatus = new Map(picked.map((ticket) => [ticket.id, ticket.status]));
  const moved = await tx
    .update(tickets)
    .set({ status: move.to, updatedAt: now })
    .where(
      inArray(
        tickets.id,
        picked.map((ticket) => ticket.id),
      ),
    )
    .returning({
      id: tickets.id,
      organizationId: tickets.organizationId,
      reference: tickets.reference,
      title: tickets.title,
      handlerId: tickets.handlerId,
      dueAt: tickets.dueAt,
    });
  return moved.map((ticket) => ({ ...ticket, previousStatus: previousStatus.get(ticket.id) as TicketStatus }));
}

export type MovedTicket = Awaited<ReturnType<typeof moveTickets>>[number];

export async function insertStatusChanges(
  tx: Database,
  entries: {
    ticketId: string;
    organizationId: string;
    from: TicketStatus;
    to: TicketStatus;
    text: string;
    now: Date;
  }[],
) {
  if (entries.length === 0) return;
  await tx.insert(ticketActivity).values(
    entries.map((entry) => ({
      ticketId: entry.ticketId,
      organizationId: entry.organizationId,
      type: 'status_changed' as const,
      text: entry.text,
      authorId: null,
      changes: { status: { from: entry.from, to: entry.to } },
      createdAt: entry.now,
    })),
  );
}
