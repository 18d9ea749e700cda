import { customFieldTabs, customFieldTargets, customFieldTypes } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { boolean, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations } from './organisation.js';

export const customFieldTarget = pgEnum('custom_field_target', customFieldTargets);
export const customFieldType = pgEnum('custom_field_type', customFieldTypes);
export const customFieldTab = pgEnum('custom_field_tab', customFieldTabs);

// docs/product.md#custom-fields: a field an organisation adds to its stakeholder records or its tickets. A
// record keeps its values by `key` in its `custom_values`; the key and type never change, so stored values
// always read; retiring hides the field from forms while records keep what they hold (decision 022).
export const customFields = pgTable(
  'custom_fields',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    target: customFieldTarget('target').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    type: customFieldType('type').notNull(),
    required: boolean('required').notNull().default(false),
    // The add and edit tab of a stakeholder field; null for a ticket's.
    tab: customFieldTab('tab'),
    choices: text('choices').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('custom_fields_key_unique').on(table.organizationId, table.target, table.key),
    uniqueIndex('custom_fields_label_unique').on(table.organizationId, table.target, sql`lower(${table.label})`),
  ],
);

export type CustomFieldRow = typeof customFields.$inferSelect;
