import type { Tag } from '@srm/contract';
import { and, arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { stakeholders, tags, tickets } from '../../db/schema/index.js';

const toTag = (row: typeof tags.$inferSelect): Tag => ({ id: row.id, name: row.name, colour: row.colour });

// docs/product.md#tags: the organisation's tags by name.
export async function listTags(db: Database, organizationId: string): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.organizationId, organizationId))
    .orderBy(asc(sql`lower(${tags.name})`));
  return rows.map(toTag);
}

// Those of the ids that are tags of the organisation.
export async function tagsOfOrganization(db: Database, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(tags)
    .where(and(eq(tags.organizationId, organizationId), inArray(tags.id, [...ids])));
  return rows.map(toTag);
}

export async function insertTag(tx: Database, values: typeof tags.$inferInsert) {
  await tx.insert(tags).values(values);
}

export async function updateTag(
  tx: Database,
  { organizationId, tagId }: { organizationId: string; tagId: string },
  changes: Partial<typeof tags.$inferInsert>,
) {
  const rows = await tx
    .update(tags)
    .set(changes)
    .where(and(eq(tags.organizationId, organizationId), eq(tags.id, tagId)))
    .returning({ id: tags.id });
  return rows.length === 1;
}

// Every record and ticket holding `from` holds `into` instead (once), and `from` is gone: one statement per
// table, through the tag indexes, whatever the number of rows (decision 022).
export async function mergeTag(
  tx: Database,
  { organizationId, from, into }: { organizationId: string; from: string; into: string },
) {
  for (const table of [stakeholders, tickets]) {
    await tx
      .update(table)
      .set({
        tagIds: sql`array(select distinct unnest(array_replace(${table.tagIds}, ${from}::uuid, ${into}::uuid)))`,
      })
      .where(and(eq(table.organizationId, organizationId), arrayContains(table.tagIds, [from])));
  }
  await tx.delete(tags).where(and(eq(tags.organizationId, organizationId), eq(tags.id, from)));
}

// `?tag=`: the rows holding the tag, through the table's tag index.
export const holdsTag = (table: typeof stakeholders | typeof tickets, tagId: string) =>
  arrayContains(table.tagIds, [tagId]);
