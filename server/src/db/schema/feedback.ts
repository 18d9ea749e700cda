import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations } from './organisation.js';

// docs/product.md#feedback: what a stakeholder sent through a product's public
// form. `product` is the form's slug ('acadaboo'); the stakeholder is whoever
// filled the form in, kept as typed (no account, no record yet).
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    product: text('product').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    stakeholderName: text('stakeholder_name').notNull(),
    stakeholderEmail: text('stakeholder_email').notNull(),
    stakeholderPhone: text('stakeholder_phone'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('feedback_organization_number_unique').on(table.organizationId, table.number),
    // The inbox and a product's list, newest first; the product index also
    // counts each product's responses.
    index('feedback_list_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()),
    index('feedback_product_list_idx').on(table.organizationId, table.product, table.createdAt.desc(), table.id.desc()),
    // A stakeholder record's feedback, by any of its emails.
    index('feedback_stakeholder_email_idx').on(table.organizationId, table.stakeholderEmail),
    // One trigram index serves the whole search (reference, subject, name and
    // email); feedback.queries.ts spells the same expression. Led by the
    // organisation, as the tickets' (decision 020).
    index('feedback_search_trgm_idx').using(
      'gin',
      table.organizationId,
      sql`(${table.reference} || ' ' || ${table.subject} || ' ' || ${table.stakeholderName} || ' ' || ${table.stakeholderEmail}) gin_trgm_ops`,
    ),
  ],
);

export type FeedbackRow = typeof feedback.$inferSelect;

// The images of a feedback, in the order they were attached. The file itself
// lives in the file storage under `fileKey`.
export const feedbackMedia = pgTable(
  'feedback_media',
  {
    id: id(),
    feedbackId: uuid('feedback_id')
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('feedback_media_feedback_position_unique').on(table.feedbackId, table.position)],
);

export type FeedbackMediaRow = typeof feedbackMedia.$inferSelect;

// Feedback per organisation and product, kept exact by statement triggers on
// feedback (migration 0011_feedback_counts): the product cards and the totals
// of unsearched lists read these instead of counting every feedback.
export const feedbackCounts = pgTable(
  'feedback_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    product: text('product').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.product] })],
);
