import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.js';
import { departments, organizations, users } from './organisation.js';

// docs/product.md#email-in: how an organisation takes email. Every organisation has a row (migration
// 0041_mail_in makes one for each new organisation), so its support address always answers.
export const mailSettings = pgTable(
  'mail_settings',
  {
    organizationId: uuid('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The support address is `<slug>@MAIL_IN_DOMAIN`: lower case, unique across organisations.
    slug: text('slug').notNull(),
    // A slug may be chosen once (docs/product.md#email-in): addresses handed out stay valid.
    slugChangedAt: timestamp('slug_changed_at', { withTimezone: true }),
    // Who a ticket opened by email goes to: this member, else the least busy member of this department,
    // else nobody.
    defaultHandlerId: uuid('default_handler_id').references(() => users.id, { onDelete: 'set null' }),
    defaultDepartmentId: uuid('default_department_id').references(() => departments.id, { onDelete: 'set null' }),
    // The organisation's own mailbox, read every minute (docs/product.md#email-in); its password sealed with
    // SECRET_KEY (platform/config/secret-box.ts). No host: no mailbox.
    mailboxHost: text('mailbox_host'),
    mailboxPort: integer('mailbox_port'),
    mailboxSecurity: text('mailbox_security').$type<'tls' | 'starttls' | 'none'>(),
    mailboxUser: text('mailbox_user'),
    mailboxPassword: text('mailbox_password'),
    mailboxAddress: text('mailbox_address'),
    mailboxReadAt: timestamp('mailbox_read_at', { withTimezone: true }),
    mailboxError: text('mailbox_error'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('mail_settings_slug_unique').on(table.slug),
    check('mail_settings_slug_lower', sql`${table.slug} = lower(${table.slug})`),
    index('mail_settings_default_handler_idx').on(table.defaultHandlerId),
    index('mail_settings_default_department_idx').on(table.defaultDepartmentId),
    // The mailboxes to read, found without reading every organisation's row.
    index('mail_settings_mailbox_idx').on(table.organizationId).where(sql`mailbox_host is not null`),
  ],
);

// A stakeholder address mail to which came back undelivered, until mail from it arrives again.
export const failingMailAddresses = pgTable(
  'failing_mail_addresses',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // Lower case.
    address: text('address').notNull(),
    reason: text('reason').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.address] })],
);
