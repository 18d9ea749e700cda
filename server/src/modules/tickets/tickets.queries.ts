import {
  defaultSlaHours,
  type SlaCategory,
  type TicketPriority,
  type TicketStatus,
  ticketPriorities,
  ticketStatuses,
} from '@srm/contract';
import { and, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { slaTargets, type TicketRow, tickets, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

export type { TicketRow } from '../../db/schema/index.js';

// Every query names the organisation and reads live rows only: a deleted
// ticket, or one of another organisation, is simply not found.
const liveIn = (organizationId: string) => and(eq(tickets.organizationId, organizationId), isNull(tickets.deletedAt));

const ticketColumns = {
  ticket: tickets,
  handler: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};

export type Member = { id: string; firstName: string; lastName: string; email: string };
export type TicketWithHandler = { ticket: TicketRow; handler: Member | null };

export async function findTicket(
  db: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
): Promise<TicketWithHandler | undefined> {
  const [row] = await db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(users, eq(users.id, tickets.handlerId))
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)));
  return row;
}

// The row to change, locked until the transaction ends, so an edit and the
// SLA clock (or two edits) never both act on the same old state.
export async function lockTicket(
  tx: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
) {
  const [row] = await tx
    .select()
    .from(tickets)
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)))
    .for('update');
  return row;
}

// A user of the organisation who can handle tickets (any role).
export async function findMember(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
): Promise<Member | undefined> {
  const [row] = await db
    .select(ticketColumns.handler)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row;
}

// ARCHITECTURE §4: the organisation's SLA targets, the defaults until it sets its own.
export async function slaHoursOf(db: Database, organizationId: string): Promise<Record<SlaCategory, number>> {
  const [row] = await db.select().from(slaTargets).where(eq(slaTargets.organizationId, organizationId));
  if (!row) return defaultSlaHours;
  return { standard: row.standardHours, medium: row.mediumHours, complex: row.complexHours };
}

export async function insertTicket(tx: Database, values: typeof tickets.$inferInsert) {
  const [row] = await tx.insert(tickets).values(values).returning({ id: tickets.id });
  return row!.id;
}

export async function updateTicketRow(
  tx: Database,
  { organizationId, ticketId }: { organizationId: string; ticketId: string },
  changes: Partial<typeof tickets.$inferInsert>,
) {
  await tx
    .update(tickets)
    .set(changes)
    .where(and(liveIn(organizationId), eq(tickets.id, ticketId)));
}

export interface TicketListFilter {
  organizationId: string;
  statuses?: readonly TicketStatus[] | undefined;
  priority?: TicketPriority | undefined;
  handlerId?: string | undefined;
  search?: string | undefined;
}

// Spec part 1 §5: the search is case-insensitive over the handler's first name,
// last name and email, the title, priority, reference and status. Every branch
// of the OR can use an index, so PostgreSQL combines them (BitmapOr) instead of
// reading the organisation's every ticket: trigram indexes for title and
// reference; the handler, status and priority list indexes for the rest, which
// is why those branches name the organisation again (it leads those indexes).
// The organisation's users are few, so matching handlers is a small lookup.
function searchMatches(organizationId: string, search: string) {
  const pattern = containsPattern(search);
  const word = search.toLowerCase();
  const inOrganization = eq(tickets.organizationId, organizationId);
  const matchingHandlers = sql`array(select ${users.id} from ${users} where ${users.organizationId} = ${organizationId} and (${or(
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.email, pattern),
    sql`${users.firstName} || ' ' || ${users.lastName} ilike ${pattern}`,
  )}))`;
  return or(
    ilike(tickets.title, pattern),
    ilike(tickets.reference, pattern),
    and(inOrganization, sql`${tickets.handlerId} = any(${matchingHandlers})`),
    (ticketPriorities as readonly string[]).includes(word)
      ? and(inOrganization, eq(tickets.priority, word as TicketPriority))
      : undefined,
    (ticketStatuses as readonly string[]).includes(word)
      ? and(inOrganization, eq(tickets.status, word as TicketStatus))
      : undefined,
  );
}

function listMatches({ organizationId, statuses, priority, handlerId, search }: TicketListFilter) {
  const conditions: (SQL | undefined)[] = [liveIn(organizationId)];
  if (statuses) conditions.push(inArray(tickets.status, [...statuses]));
  if (priority) conditions.push(eq(tickets.priority, priority));
  if (handlerId) conditions.push(eq(tickets.handlerId, handlerId));
  if (search) conditions.push(searchMatches(organizationId, search));
  return and(...conditions);
}

// Newest first, exactly as the list indexes are ordered (`desc` alone would mean
// NULLS FIRST, which those indexes cannot serve).
const newestFirst = [sql`${tickets.createdAt} desc nulls last`, sql`${tickets.id} desc nulls last`];

// A page is found on ids alone (the list indexes cover organisation, order
// and id, so a deep page skips index entries, not table rows), then only its
// rows are read with their handlers.
export async function listTicketRows(db: Database, filter: TicketListFilter & { limit: number; offset: number }) {
  const matches = listMatches(filter);
  const pageIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(matches)
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  const [rows, [total]] = await Promise.all([
    db
      .select(ticketColumns)
      .from(tickets)
      .leftJoin(users, eq(users.id, tickets.handlerId))
      .where(inArray(tickets.id, pageIds))
      .orderBy(...newestFirst),
    db.select({ value: count() }).from(tickets).where(matches),
  ]);
  return { rows, total: total?.value ?? 0 };
}

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})::int`;

// The dashboard cards and sidebar badges: one pass over the organisation's live
// rows, which the status index covers.
export async function countTicketsByStatus(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: countWhere(eq(tickets.status, 'new')),
      open: countWhere(inArray(tickets.status, ['new', 'open'])),
      due: countWhere(eq(tickets.status, 'due')),
      overdue: countWhere(eq(tickets.status, 'overdue')),
      unresolved: countWhere(ne(tickets.status, 'resolved')),
      resolved: countWhere(eq(tickets.status, 'resolved')),
    })
    .from(tickets)
    .where(liveIn(organizationId));
  return row!;
}

// The user detail panel's counters (spec part 1 §2, ARCHITECTURE §4: the third is open tickets).
export async function countTicketsOfHandler(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select({
      overdue: countWhere(eq(tickets.status, 'overdue')),
      due: countWhere(eq(tickets.status, 'due')),
      open: countWhere(inArray(tickets.status, ['new', 'open'])),
      resolved: countWhere(eq(tickets.status, 'resolved')),
    })
    .from(tickets)
    .where(and(liveIn(organizationId), eq(tickets.handlerId, userId)));
  return row!;
}

// A member's unresolved tickets, now handled by nobody (their account is about to go).
export async function unassignTicketsOf(
  tx: Database,
  { organizationId, userId, now }: { organizationId: string; userId: string; now: Date },
) {
  return tx
    .update(tickets)
    .set({ handlerId: null, updatedAt: now })
    .where(and(liveIn(organizationId), eq(tickets.handlerId, userId), ne(tickets.status, 'resolved')))
    .returning({ id: tickets.id });
}
