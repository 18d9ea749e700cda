import { chatSenders } from '@srm/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import { id } from './columns.js';
import { organizations, users } from './organisation.js';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });

// docs/product.md#chat (decision 016): one conversation per email that has
// written to the organisation, its "chat user". `last_sequence` numbers
// its messages; the two "seen" marks are the staff's (the list's red dot) and
// the stakeholder's (missed replies are emailed past it, never twice past
// `emailed_sequence`). A start with an email that has a conversation already
// gets one of its own, `earlier_chat_user_id` naming the one it joins once the
// address is proven; `verified` says whether it ever was.
export const chatUsers = pgTable(
  'chat_users',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    email: text('email').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
    seen: boolean('seen').notNull().default(true),
    stakeholderSeenSequence: integer('stakeholder_seen_sequence').notNull().default(0),
    emailedSequence: integer('emailed_sequence').notNull().default(0),
    verified: boolean('verified').notNull().default(false),
    earlierChatUserId: uuid('earlier_chat_user_id').references((): AnyPgColumn => chatUsers.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // One conversation per email is the email's; the others wait to join it.
    uniqueIndex('chat_users_organization_email_unique')
      .on(table.organizationId, table.email)
      .where(sql`earlier_chat_user_id is null`),
    index('chat_users_earlier_idx').on(table.earlierChatUserId).where(sql`earlier_chat_user_id is not null`),
    // The users list, newest update first.
    index('chat_users_list_idx').on(table.organizationId, table.updatedAt.desc(), table.id.desc()),
  ],
);

export type ChatUserRow = typeof chatUsers.$inferSelect;

// A browser's way back into its conversation, kept only as a hash. It reads
// the conversation from `first_sequence` on. `verified`: it proved the email
// (the emailed code, kept as a keyed hash like sign-up's, or the organisation's
// website vouched); a session that did not loses the conversation once one does.
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    chatUserId: uuid('chat_user_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // The name given when this session started, shown on its messages.
    fullName: text('full_name').notNull(),
    firstSequence: integer('first_sequence').notNull(),
    verified: boolean('verified').notNull().default(false),
    codeHash: text('code_hash'),
    codeFailedAttempts: integer('code_failed_attempts').notNull().default(0),
    codeExpiresAt: timestampColumn('code_expires_at'),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
    expiresAt: timestampColumn('expires_at').notNull(),
  },
  (table) => [index('chat_sessions_chat_user_idx').on(table.chatUserId)],
);

// docs/product.md#chat: the secret an organisation's website signs its
// signed-in visitor's email with (`identity_hmac`), sealed with the server's
// key so the database alone does not give it away.
export const chatIdentitySecrets = pgTable('chat_identity_secrets', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sealedSecret: text('sealed_secret').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
});

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    chatUserId: uuid('chat_user_id')
      .notNull()
      .references(() => chatUsers.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    clientId: text('client_id').notNull(),
    sender: text('sender', { enum: chatSenders }).notNull(),
    // The staff member who wrote it (null for the stakeholder, or once they are deleted).
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestampColumn('created_at').notNull().defaultNow(),
  },
  (table) => [
    // The history in order, and what a reconnecting client asks for (after a sequence).
    unique('chat_messages_sequence_unique').on(table.chatUserId, table.sequence),
    // A retried send is stored once.
    unique('chat_messages_client_id_unique').on(table.chatUserId, table.clientId),
    check('chat_messages_sequence_positive', sql`${table.sequence} > 0`),
    // Deleting a member sets their messages' author to null without scanning every message.
    index('chat_messages_staff_user_idx').on(table.staffUserId).where(sql`staff_user_id is not null`),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
