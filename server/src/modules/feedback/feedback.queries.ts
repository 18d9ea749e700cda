import { and, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ListedTable, newestFirst, pagedList } from '../../db/paged-list.js';
import {
  feedback,
  feedbackCounts,
  feedbackMedia,
  feedbackProducts,
  organizations,
  tickets,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';

export type { FeedbackMediaRow, FeedbackRow } from '../../db/schema/index.js';

// The expression feedback_search_trgm_idx is built on, spelt the same way so
// PostgreSQL can use it.
export const feedbackSearchText = sql`(${feedback.reference} || ' ' || ${feedback.subject} || ' ' || ${feedback.stakeholderName} || ' ' || ${feedback.stakeholderEmail})`;

// The live ticket made from each feedback, if any: its status is the feedback's.
const linkedTicket = and(eq(tickets.feedbackId, feedback.id), isNull(tickets.deletedAt));

// The organisation's product of the feedback's form, if it is one: its name as now (docs/product.md#feedback).
const productOf = and(
  eq(feedbackProducts.organizationId, feedback.organizationId),
  eq(feedbackProducts.slug, feedback.product),
);

const feedbackColumns = {
  feedback,
  ticket: { id: tickets.id, reference: tickets.reference, status: tickets.status },
  productName: feedbackProducts.name,
  attachmentCount: sql<number>`(select count(*) from ${feedbackMedia} where ${feedbackMedia.feedbackId} = ${feedback.id})::int`,
};

export async function findOrganizationName(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
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

const listedFeedback: ListedTable = { table: feedback, id: feedback.id, createdAt: feedback.createdAt };

function filtersOf({ organizationId, product }: FeedbackListFilter) {
  return and(eq(feedback.organizationId, organizationId), product ? eq(feedback.product, product) : undefined);
}

// Feedback of the organisation (or of one product), from the counters.
async function countFromCounters(db: Database, { organizationId, product }: FeedbackListFilter) {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${feedbackCounts.count}), 0)::int` })
    .from(feedbackCounts)
    .where(
      and(eq(feedbackCounts.organizationId, organizationId), product ? eq(feedbackCounts.product, product) : undefined),
    );
  return row?.value ?? 0;
}

// A page, newest first, and its total (db/paged-list.ts: exact from the
// counters when unsearched, counted up to the cap when searched). Only the
// page's rows are read with their tickets and image counts.
export async function listFeedbackRows(db: Database, filter: FeedbackListFilter) {
  const { ids, count, countCapped } = await pagedList({
    db,
    from: listedFeedback,
    where: filtersOf(filter),
    search: filter.search ? ilike(feedbackSearchText, containsPattern(filter.search)) : undefined,
    limit: filter.limit,
    offset: filter.offset,
    total: filter.search ? undefined : () => countFromCounters(db, filter),
  });
  if (ids.length === 0) return { rows: [], count, countCapped };
  const rows = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .leftJoin(feedbackProducts, productOf)
    .where(inArray(feedback.id, ids))
    .orderBy(...newestFirst(listedFeedback));
  return { rows, count, countCapped };
}

export async function findFeedback(
  db: Database,
  { organizationId, feedbackId }: { organizationId: string; feedbackId: string },
) {
  const [row] = await db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .leftJoin(feedbackProducts, productOf)
    .where(and(eq(feedback.organizationId, organizationId), eq(feedback.id, feedbackId)));
  return row;
}

export function listMediaOf(
  db: Database,
  { organizationId, feedbackId }: { organizationId: string; feedbackId: string },
) {
  return db
    .select()
    .from(feedbackMedia)
    .where(and(eq(feedbackMedia.organizationId, organizationId), eq(feedbackMedia.feedbackId, feedbackId)))
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

// The newest feedback sent from any of these emails: a stakeholder record's,
// prepared once per database handle as its tickets are (tickets.queries.ts).
export function prepareFeedbackFromEmails(db: Database) {
  const statement = db
    .select(feedbackColumns)
    .from(feedback)
    .leftJoin(tickets, linkedTicket)
    .leftJoin(feedbackProducts, productOf)
    .where(
      and(
        eq(feedback.organizationId, sql.placeholder('organizationId')),
        sql`${feedback.stakeholderEmail} = any(${sql.placeholder('emails')}::text[])`,
      ),
    )
    .orderBy(...newestFirst(listedFeedback))
    .limit(sql.placeholder('limit'))
    .prepare('feedback_from_emails');
  return (input: { organizationId: string; emails: string[]; limit: number }): Promise<FeedbackWithTicket[]> =>
    input.emails.length === 0 ? Promise.resolve([]) : statement.execute(input);
}
