import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { feedbackCounts, feedbackProducts } from '../../db/schema/index.js';

export type { FeedbackProductRow } from '../../db/schema/index.js';

// The organisation's products, oldest first (the three it started with lead), each with its feedback count.
export function listProductsOf(db: Database, organizationId: string) {
  return db
    .select({ product: feedbackProducts, count: sql<number>`coalesce(${feedbackCounts.count}, 0)::int` })
    .from(feedbackProducts)
    .leftJoin(
      feedbackCounts,
      and(
        eq(feedbackCounts.organizationId, feedbackProducts.organizationId),
        eq(feedbackCounts.product, feedbackProducts.slug),
      ),
    )
    .where(eq(feedbackProducts.organizationId, organizationId))
    .orderBy(asc(feedbackProducts.createdAt), asc(feedbackProducts.slug));
}

export async function findProductBySlug(
  db: Database,
  { organizationId, slug }: { organizationId: string; slug: string },
) {
  const [row] = await db
    .select()
    .from(feedbackProducts)
    .where(and(eq(feedbackProducts.organizationId, organizationId), eq(feedbackProducts.slug, slug)));
  return row;
}

// The slugs of the organisation that start with this one, to find a free one.
export async function slugsLike(db: Database, { organizationId, slug }: { organizationId: string; slug: string }) {
  const rows = await db
    .select({ slug: feedbackProducts.slug })
    .from(feedbackProducts)
    .where(and(eq(feedbackProducts.organizationId, organizationId), sql`${feedbackProducts.slug} like ${`${slug}%`}`));
  return new Set(rows.map((row) => row.slug));
}

export async function insertProduct(db: Database, values: typeof feedbackProducts.$inferInsert) {
  const [row] = await db.insert(feedbackProducts).values(values).returning({ id: feedbackProducts.id });
  return row!.id;
}

export async function updateProduct(
  db: Database,
  { organizationId, productId }: { organizationId: string; productId: string },
  changes: Partial<typeof feedbackProducts.$inferInsert>,
) {
  const rows = await db
    .update(feedbackProducts)
    .set(changes)
    .where(and(eq(feedbackProducts.organizationId, organizationId), eq(feedbackProducts.id, productId)))
    .returning({ id: feedbackProducts.id });
  return rows.length === 1;
}
