import { and, count, eq, gt, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedback, feedbackCounts, feedbackMedia, organizations, tickets, users } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

export type { FeedbackMediaRow, FeedbackRow } from '../../db/schema/index.js';

// The expression feedback_search_trgm_idx is built on, spelt the same way so
// PostgreSQL can use it.
const searchText = sql`(${feedback.reference} || ' ' || ${feedback.subject} || ' ' || ${feedback.stakeholderName} || ' ' || ${feedback.stakeholderEmail})`;

// The live ticket made from each feedback, if any: its status is the feedback's.
const linkedTicket = and(eq(tickets.feedbackId, feedback.id), isNull(tickets.deletedAt));

const feedbackColumns = {
  feedback,
  ticket: { id: tickets.id, reference: tickets.reference, status: tickets.status },
  attachmentCount: sql<number>`(select count(*) from ${feedbackMedia} where ${feedbackMedia.feedbackId} = ${feedback.id})::int`,
};

export async function findOrganizationName(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}

// Who hears about new feedback: the organisation's managers who have joined.
export function listManagersToNotify(db: Database, organizationId: string) {
  return db
    .select({ firstName: users.firstName, email: users.email })
    .from(users)
    .where(
      and(eq(users.organizationId, organizationId), eq(users.permissionType, 'manager'), eq(users.emailVerified, true)),
    );
}

export async function insertFeedback(tx: Database, values: typeof feedback.$inferInsert) {
  const [row] = await tx.insert(feedback).values(values).returning({ id: feedback.id });
  return row!.id;
}

export async function insertFeedbackMedia(tx: Database, rows: (typeof feedbackMedia.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(feedbackMedia).values(rows);
}

export interface FeedbackListFilter {
  organizationId: string;
  product?: string | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

// Newest first, exactly as the list indexes are ordered (`desc` alone would
// mean NULLS FIRST, which those indexes cannot serve).
const newestFirst = [sql`${feedback.createdAt} desc nulls last`, sql`${feedback.id} desc nulls last`];

function matchesOf({ organizationId, product, search }: FeedbackListFilter) {
  const conditions: (SQL | undefined)[] = [eq(feedback.organizationId, organizationId)];
  if (product) conditions.push(eq(feedback.product, product));
  if (search) conditions.push(ilike(searchText, containsPattern(search)));
  return and(...conditions);
}

// Unsearched: the page's ids walk a list index, and the total comes from the
// counters, so neither reads the organisation's every feedback.
async function listPage(db: Database, filter: FeedbackListFilter) {
  const [page, counted] = await Promise.all([
    db
      .select({ id: feedback.id })
      .from(feedback)
      .where(matchesOf(filter))
      .orderBy(...newestFirst)
      .limit(filter.limit)
      .offset(filter.offset),
    db
      .select({ value: sql<number>`coalesce(sum(${feedbackCounts.count}), 0)::int` })
      .from(feedbackCounts)
      .where(
        and(
          eq(feedbackCounts.organizationId, filter.organizationId),
          filter.product ? eq(feedbackCounts.product, filter.product) : undefined,
        ),
      ),
  ]);
  return { ids: page.map((row) => row.id), total: counted[0]?.value ?? 0 };
}

// Searched: the matches come through the trigram index and are counted and
// sorted among themselves (see ticket-lists.queries.ts for why the count sits
// in a subquery).
async function searchPage(db: Database, filter: FeedbackListFilter) {
  const matches = matchesOf(filter);
  const counted = db
    .select({
      id: feedback.id,
      createdAt: feedback.createdAt,
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(feedback)
    .where(matches)
    .as('counted');
  const page = await db
    .select({ id: counted.id, total: counted.total })
    .from(counted)
    .orderBy(sql`${counted.createdAt} desc nulls last`, sql`${counted.id} desc nulls last`)
    .limit(filter.limit)
    .offset(filter.offset);
  if (page.length > 0 || filter.offset === 0) return { ids: page.map((row) => row.id), total: page[0]?.total ?? 0 };
  // A page past the last match carries no total: count the matches alone.
  const [total] = await db.select({ value: count() }).from(feedback).where(matches);
  return { ids: [], total: total?.value ?? 0 };
}

// A page, newest first, and the number of matches. Only the page's rows are
// read with their tickets and image counts.
export async function listFeedbackRows(db: Database, filter: FeedbackListFilter) {
  const { ids, total } = filter.search ? await searchPage(db, filter) : await listPage(db, filter);
  if (ids.length === 0) return { rows: [], total };
  const rows = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .where(inArray(feedback.id, ids))
    .orderBy(...newestFirst);
  return { rows, total };
}

export async function findFeedback(
  db: Database,
  { organizationId, feedbackId }: { organizationId: string; feedbackId: string },
) {
  const [row] = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .where(and(eq(feedback.organizationId, organizationId), eq(feedback.id, feedbackId)));
  return row;
}

export function listMediaOf(db: Database, feedbackId: string) {
  return db
    .select()
    .from(feedbackMedia)
    .where(eq(feedbackMedia.feedbackId, feedbackId))
    .orderBy(feedbackMedia.position);
}

// Responses per product, for the cards of /feedback-forms, from the counters.
export function countFeedbackByProduct(db: Database, organizationId: string) {
  return db
    .select({ product: feedbackCounts.product, count: feedbackCounts.count })
    .from(feedbackCounts)
    .where(and(eq(feedbackCounts.organizationId, organizationId), gt(feedbackCounts.count, 0)));
}

export type FeedbackWithTicket = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;
