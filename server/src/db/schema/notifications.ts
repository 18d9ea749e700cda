import { notificationKinds } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { organizations, users } from './organisation.js';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

// docs/product.md#notifications: one row per member of staff told something.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    // The record it is about (a ticket, a conversation…): a chat's notices fold into one while unread.
    subjectId: uuid('subject_id'),
    readAt: timestampColumn('read_at'),
    createdAt: timestampColumn('created_at').notNull(),
  },
  (table) => [
    index('notifications_user_list_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    index('notifications_user_unread_idx').on(table.userId, table.subjectId).where(sql`read_at is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;

// A member's own choice of which kinds also come by email.
export const notificationEmailPreferences = pgTable(
  'notification_email_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

// The organisation's defaults: what a member who has not chosen gets.
export const organizationNotificationDefaults = pgTable(
  'organization_notification_defaults',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    email: boolean('email').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.kind] })],
);
