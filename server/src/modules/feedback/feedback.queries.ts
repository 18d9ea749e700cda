import { and, count, desc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedback, feedbackMedia, organizations, tickets, users } from '../../db/schema/index.js';
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

// A page, newest first, and the number of matches, from one statement.
export async function listFeedbackRows(
  db: Database,
  { organizationId, product, search, limit, offset }: FeedbackListFilter,
) {
  const conditions: (SQL | undefined)[] = [eq(feedback.organizationId, organizationId)];
  if (product) conditions.push(eq(feedback.product, product));
  if (search) conditions.push(ilike(searchText, containsPattern(search)));
  const matches = and(...conditions);
  const rows = await db
    .select({ ...feedbackColumns, total: sql<number>`(count(*) over ())::int` })
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .where(matches)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
    .offset(offset);
  if (rows.length > 0 || offset === 0) {
    return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
  }
  // A page past the last match carries no total: count the matches alone.
  const [total] = await db.select({ value: count() }).from(feedback).where(matches);
  return { rows: [], total: total?.value ?? 0 };
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

// Responses per product, for the cards of /feedback-forms.
export function countFeedbackByProduct(db: Database, organizationId: string) {
  return db
    .select({ product: feedback.product, count: count() })
    .from(feedback)
    .where(eq(feedback.organizationId, organizationId))
    .groupBy(feedback.product);
}

export type FeedbackWithTicket = NonNullable<Awaited<ReturnType<typeof findFeedback>>>;
