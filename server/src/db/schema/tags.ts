import { tagColours } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations } from './organisation.js';

// docs/product.md#tags: the organisation's tags, with a colour. Records and tickets hold tag ids (their
// `tag_ids`), so renaming a tag touches one row and shows everywhere (decision 022).
export const tags = pgTable(
  'tags',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    colour: text('colour', { enum: tagColours }).notNull(),
    ...timestamps(),
  },
  (table) => [uniqueIndex('tags_name_unique').on(table.organizationId, sql`lower(${table.name})`)],
);

export type TagRow = typeof tags.$inferSelect;
