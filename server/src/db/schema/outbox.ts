import { customType, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.js';
import { organizations } from './organisation.js';

export interface MailThreading {
  messageId: string;
  replyTo: string;
  inReplyTo?: string | undefined;
  references?: string[] | undefined;
  // RFC 3834: an email no person wrote says so, so other helpdesks and out-of-office replies do not answer it.
  autoSubmitted?: 'auto-replied' | 'auto-generated' | undefined;
}

// pending → sent | failed after the last retry; `logged` when no SMTP server is
// configured (development) and the message was printed instead.
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed', 'logged']);

// Every email, written in the same transaction as the change that causes it,
// with a job that delivers it afterwards (platform/mail, platform/jobs). The
// job holds the claim and the next attempt; this row records the outcome.
export const outbox = pgTable('outbox', {
  id: id(),
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  htmlBody: text('html_body').notNull(),
  textBody: text('text_body').notNull(),
  // An email about a ticket (docs/product.md#email-in): its own Message-ID, where replies go, and the
  // messages it answers, so the stakeholder's mail program threads it and their reply finds the ticket.
  threading: jsonb('threading').$type<MailThreading>(),
  status: outboxStatus('status').notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

// Files sent with an email (an invoice's PDF), written with it in the same
// transaction, so the email goes out exactly as it was when its cause
// committed; removed once it is delivered, as its body is.
export const outboxAttachments = pgTable(
  'outbox_attachments',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    content: bytea('content').notNull(),
  },
  (table) => [index('outbox_attachments_message_id_idx').on(table.messageId)],
);
