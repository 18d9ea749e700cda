import { managedOptionLists } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations } from './organisation.js';

export const optionList = pgEnum('option_list', managedOptionLists);

// docs/product.md#stakeholder-options: an organisation's own group companies, industries and kinds of
// 'Others'. A record keeps the `key`, which never changes; renaming changes the `label` every record shows.
// A retired option leaves the choices and stays on the records that hold it. A new organisation starts
// with the spec's values (a trigger of migration 0034 adds them).
export const stakeholderOptions = pgTable(
  'stakeholder_options',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    list: optionList('list').notNull(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('stakeholder_options_key_unique').on(table.organizationId, table.list, table.key),
    // Two options of one name would be told apart by nobody.
    uniqueIndex('stakeholder_options_label_unique').on(table.organizationId, table.list, sql`lower(${table.label})`),
    index('stakeholder_options_order_idx').on(table.organizationId, table.list, table.position),
  ],
);

export type StakeholderOptionRow = typeof stakeholderOptions.$inferSelect;
