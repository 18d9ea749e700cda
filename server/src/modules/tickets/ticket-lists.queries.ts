import { type TicketPriority, type TicketStatus, ticketPriorities, ticketStatuses } from '@srm/contract';
import { and, count, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { ticketCounts, tickets, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { feedbackJoin, handlerJoin, liveIn, ticketColumns } from './tickets.queries.js';

export interface TicketListFilter {
  organizationId: string;
  statuses?: readonly TicketStatus[] | undefined;
  priority?: TicketPriority | undefined;
  handlerId?: string | undefined;
  search?: string | undefined;
}

type PageOf<Filter> = Filter & { limit: number; offset: number };

// Spec part 1 §5: the search is case-insensitive over the handler's first name,
// last name and email, the title, priority, reference and status. Every branch
// of the OR can use an index, so PostgreSQL combines them (BitmapOr) instead of
// reading the organisation's every ticket: trigram indexes (led by the
// organisation) for title and reference; the handler, status and priority list
// indexes for the rest, which is why those branches name the organisation again
// (it leads those indexes). The organisation's users are few, so matching
// handlers is a small lookup.
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
function pageRows(db: Database, filter: PageOf<TicketListFilter>) {
  const pageIds = db
    .select({ id: tickets.id })
    .from(tickets)
    .where(listMatches(filter))
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
  return db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(...handlerJoin)
    .leftJoin(...feedbackJoin)
    .where(inArray(tickets.id, pageIds))
    .orderBy(...newestFirst);
}

// Live tickets of the organisation in the given statuses and priority, from the
// counters (at most 15 rows), never from the tickets themselves.
async function countFromCounters(db: Database, { organizationId, statuses, priority }: TicketListFilter) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${ticketCounts.count}), 0)::int` })
    .from(ticketCounts)
    .where(
      and(
        eq(ticketCounts.organizationId, organizationId),
        statuses ? inArray(ticketCounts.status, [...statuses]) : undefined,
        priority ? eq(ticketCounts.priority, priority) : undefined,
      ),
    );
  return row?.value ?? 0;
}

// A search (or a handler's list) has no counter: the page and the number of
// matches come from one statement. The matches are counted in a subquery and
// sorted outside it, so PostgreSQL plans that subquery for all its rows (an
// outer ORDER BY stops LIMIT reaching into it): it gathers the matches through
// the indexes (BitmapOr) and sorts only those, instead of walking the
// organisation's whole list index newest first for a rare match.
async function pageWithTotal(db: Database, filter: PageOf<TicketListFilter>) {
  const matches = listMatches(filter);
  const counted = db
    .select({
      id: tickets.id,
      createdAt: tickets.createdAt,
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(tickets)
    .where(matches)
    .as('counted');
  const page = db
    .$with('page')
    .as(
      db
        .select({ id: counted.id, total: counted.total })
        .from(counted)
        .orderBy(sql`${counted.createdAt} desc nulls last`, sql`${counted.id} desc nulls last`)
        .limit(filter.limit)
        .offset(filter.offset),
    );
  const rows = await db
    .with(page)
    .select({ ...ticketColumns, total: page.total })
    .from(page)
    .innerJoin(tickets, eq(tickets.id, page.id))
    .leftJoin(...handlerJoin)
    .leftJoin(...feedbackJoin)
    .orderBy(...newestFirst);
  if (rows.length > 0 || filter.offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the last match carries no total: count the matches alone.
  const [total] = await db.select({ value: count() }).from(tickets).where(matches);
  return { rows: [], total: total?.value ?? 0 };
}

export async function listTicketRows(db: Database, filter: PageOf<TicketListFilter>) {
  if (filter.search || filter.handlerId) return pageWithTotal(db, filter);
  const [rows, total] = await Promise.all([pageRows(db, filter), countFromCounters(db, filter)]);
  return { rows, total };
}

const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${ticketCounts.count}) filter (where ${condition}), 0)::int`;

// The dashboard cards and sidebar badges, from the organisation's counters.
export async function countTicketsByStatus(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      total: sql<number>`coalesce(sum(${ticketCounts.count}), 0)::int`,
      new: sumWhere(eq(ticketCounts.status, 'new')),
      open: sumWhere(inArray(ticketCounts.status, ['new', 'open'])),
      due: sumWhere(eq(ticketCounts.status, 'due')),
      overdue: sumWhere(eq(ticketCounts.status, 'overdue')),
      unresolved: sumWhere(inArray(ticketCounts.status, ['new', 'open', 'due', 'overdue'])),
      resolved: sumWhere(eq(ticketCounts.status, 'resolved')),
    })
    .from(ticketCounts)
    .where(eq(ticketCounts.organizationId, organizationId));
  return row!;
}
