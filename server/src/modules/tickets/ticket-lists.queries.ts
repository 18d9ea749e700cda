import {
  type CountedTicketStatusGroup,
  countedTicketStatusGroups,
  type SlaCategory,
  type TicketPriority,
  type TicketSort,
  type TicketStatus,
  ticketPriorities,
  ticketStatuses,
  ticketStatusGroups,
} from '@srm/contract';
import { and, between, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ListedTable, type OrderKey, pagedList } from '../../db/paged-list.js';
import { numbersWithDigitsPrefix } from '../../db/references.js';
import { ticketCounts, tickets } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { listMemberIdsMatching } from '../../platform/staff/staff-directory.queries.js';
import { holdsTag } from '../../platform/tags/tags.queries.js';
import { chatJoin, feedbackJoin, handlerJoin, liveIn, ticketColumns } from './tickets.queries.js';

export interface TicketListFilter {
  organizationId: string;
  statuses?: readonly TicketStatus[] | undefined;
  priority?: TicketPriority | undefined;
  handlerId?: string | undefined;
  slaCategory?: SlaCategory | undefined;
  // docs/product.md#tags: only tickets holding this tag.
  tag?: string | undefined;
  search?: string | undefined;
  sort?: TicketSort | undefined;
}

type PageOf<Filter> = Filter & { limit: number; offset: number };

// A reference is TCK- and six or more digits (db/references.ts), so a search
// with other letters in it cannot be part of one, and skips that index. A
// whole "TCK-0421…" is a range of ticket numbers: the number index finds it
// at once, where the trigram "tck" would match every ticket.
const partOfReference = /^(?:tck-|ck-|k-|-)?\d*$|^(?:t|tc|tck|c|ck|k)$/i;
const wholeReference = /^tck-(\d{1,10})$/i;

export function referenceMatches(organizationId: string, search: string, pattern: string) {
  const digits = wholeReference.exec(search)?.[1];
  if (digits) {
    const ranges = numbersWithDigitsPrefix(digits).map(([from, to]) => between(tickets.number, from, to));
    // No number is written so ("TCK-0000001", or past the largest): nothing matches, rather than every ticket.
    return ranges.length > 0 ? and(eq(tickets.organizationId, organizationId), or(...ranges)) : sql`false`;
  }
  return partOfReference.test(search) ? ilike(tickets.reference, pattern) : undefined;
}

// The text of the organisation's own fields (docs/product.md#custom-fields), through the partial trigram index
// of the tickets that have some (tickets_custom_text_trgm_idx): the `<> ''` lets PostgreSQL use it.
export const customTextMatches = (pattern: string) =>
  and(ne(tickets.customText, ''), ilike(tickets.customText, pattern));

// docs/product.md#tickets: the search is case-insensitive over the handler's first name,
// last name and email, the title, priority, reference and status. Every branch
// of the OR can use an index, so PostgreSQL can combine them (BitmapOr) instead
// of reading the organisation's every ticket: trigram indexes for title and
// reference; the handler, status and priority list indexes for the rest, which
// is why those branches name the organisation again (it leads those indexes).
// Those three are also returned alone: a list index counts each without
// reading tickets (db/paged-list.ts).
async function searchMatches(db: Database, organizationId: string, search: string) {
  const pattern = containsPattern(search);
  const word = search.toLowerCase();
  const inOrganization = eq(tickets.organizationId, organizationId);
  // The organisation's staff whose name or email holds the search. They are few,
  // so they are looked up first and the tickets' search names them: PostgreSQL
  // then knows how many tickets those handlers have (a subquery in the search
  // would hide it, and a rare word would be planned as a common one).
  const handlerIds = await listMemberIdsMatching(db, { organizationId, pattern });
  const indexed = [
    handlerIds.length > 0 ? and(inOrganization, inArray(tickets.handlerId, handlerIds)) : undefined,
    (ticketPriorities as readonly string[]).includes(word)
      ? and(inOrganization, eq(tickets.priority, word as TicketPriority))
      : undefined,
    (ticketStatuses as readonly string[]).includes(word)
      ? and(inOrganization, eq(tickets.status, word as TicketStatus))
      : undefined,
  ].filter((branch) => branch !== undefined);
  const matches = or(
    ilike(tickets.title, pattern),
    referenceMatches(organizationId, search, pattern),
    customTextMatches(pattern),
    ...indexed,
  );
  return { matches, indexed };
}

async function listMatches(db: Database, filter: TicketListFilter) {
  const { organizationId, statuses, priority, handlerId, slaCategory, tag, search } = filter;
  const conditions: (SQL | undefined)[] = [liveIn(organizationId)];
  if (statuses) conditions.push(inArray(tickets.status, [...statuses]));
  if (priority) conditions.push(eq(tickets.priority, priority));
  if (handlerId) conditions.push(eq(tickets.handlerId, handlerId));
  if (slaCategory) conditions.push(eq(tickets.slaCategory, slaCategory));
  if (tag) conditions.push(holdsTag(tickets, tag));
  const where = and(...conditions);
  if (!search) return { where };
  const { matches, indexed } = await searchMatches(db, organizationId, search);
  return { where, search: matches, countableParts: indexed.map((branch) => and(where, branch)!) };
}

const listedTickets: ListedTable = { table: tickets, id: tickets.id, createdAt: tickets.createdAt };

// docs/product.md#tickets: each order walks an index of its own (schema/tickets.ts).
// Soonest due puts resolved tickets last: their deadline no longer matters.
const ticketOrders: Record<TicketSort, OrderKey[]> = {
  newest: [{ by: tickets.createdAt, descending: true }],
  oldest: [{ by: tickets.createdAt, descending: false }],
  due: [
    { by: sql`(${tickets.status} = 'resolved')`, descending: false, nullsFirst: false },
    { by: tickets.dueAt, descending: false, nullsFirst: false },
  ],
  priority: [
    { by: tickets.priority, descending: true },
    { by: tickets.createdAt, descending: true },
  ],
};

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

// A page of tickets and its total (db/paged-list.ts): a search, a handler's or
// an SLA category's list has no counter, so its matches are counted up to the cap. Only the
// page's rows are read with their handlers and feedback.
export async function listTicketRows(db: Database, filter: PageOf<TicketListFilter>) {
  const counted = !filter.search && !filter.handlerId && !filter.slaCategory && !filter.tag;
  const { ids, count, countCapped } = await pagedList({
    db,
    from: listedTickets,
    ...(await listMatches(db, filter)),
    limit: filter.limit,
    offset: filter.offset,
    total: counted ? () => countFromCounters(db, filter) : undefined,
    order: ticketOrders[filter.sort ?? 'newest'],
  });
  if (ids.length === 0) return { rows: [], count, countCapped };
  const rows = await db
    .select(ticketColumns)
    .from(tickets)
    .leftJoin(...handlerJoin)
    .leftJoin(...feedbackJoin)
    .leftJoin(...chatJoin)
    .where(inArray(tickets.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (position.get(a.ticket.id) ?? 0) - (position.get(b.ticket.id) ?? 0));
  return { rows, count, countCapped };
}

const sumWhere = (condition: SQL) =>
  sql<number>`coalesce(sum(${ticketCounts.count}) filter (where ${condition}), 0)::int`;

// The dashboard cards and sidebar badges, from the organisation's counters: each counted group's statuses.
export async function countTicketsByStatus(db: Database, organizationId: string) {
  const groups = Object.fromEntries(
    countedTicketStatusGroups.map((group) => [
      group,
      sumWhere(inArray(ticketCounts.status, [...ticketStatusGroups[group]])),
    ]),
  ) as Record<CountedTicketStatusGroup, SQL<number>>;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${ticketCounts.count}), 0)::int`, ...groups })
    .from(ticketCounts)
    .where(eq(ticketCounts.organizationId, organizationId));
  return row!;
}
