import { productColours } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations } from './organisation.js';

// docs/product.md#feedback: an organisation's own products. `slug` is the form's
// address and never changes; a new organisation starts with three
// (a trigger of migration 0027 adds them).
export const feedbackProducts = pgTable(
  'feedback_products',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortCode: text('short_code').notNull(),
    colour: text('colour', { enum: productColours }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('feedback_products_slug_unique').on(table.organizationId, table.slug),
    // Two products of one name would be told apart by nobody.
    uniqueIndex('feedback_products_name_unique').on(table.organizationId, sql`lower(${table.name})`),
  ],
);

export type FeedbackProductRow = typeof feedbackProducts.$inferSelect;
