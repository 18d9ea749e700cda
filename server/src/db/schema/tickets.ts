import { slaCategories, ticketActivityTypes, ticketPriorities, ticketStatuses, ticketTypes } from '@srm/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { chatUsers } from './chat.js';
import { id, timestamps } from './columns.js';
import { feedback } from './feedback.js';
import { organizations, users } from './organisation.js';
import { stakeholderSensitivity } from './stakeholders.js';

export const ticketStatus = pgEnum('ticket_status', ticketStatuses);
export const ticketPriority = pgEnum('ticket_priority', ticketPriorities);
export const slaCategory = pgEnum('sla_category', slaCategories);
export const ticketType = pgEnum('ticket_type', ticketTypes);
export const ticketActivityType = pgEnum('ticket_activity_type', ticketActivityTypes);

// Human references are per-organisation sequences (docs/product.md#tickets): TCK-000001
// now, FBK-, STK- and LOG- later. A row per organisation and kind, bumped with
// UPDATE … RETURNING so two requests never take the same number.
export const referenceCounters = pgTable(
  'reference_counters',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.kind] })],
);

// docs/product.md#tickets: the SLA targets of an organisation, in hours per category.
export const slaTargets = pgTable('sla_targets', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  standardHours: integer('standard_hours').notNull().default(24),
  mediumHours: integer('medium_hours').notNull().default(72),
  complexHours: integer('complex_hours').notNull().default(168),
  ...timestamps(),
});

const live = sql`deleted_at is null`;

// docs/product.md#tickets. Deleting marks the row (its history stays); every
// list, count and search reads live rows only, through partial indexes.
export const tickets = pgTable(
  'tickets',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: ticketStatus('status').notNull().default('new'),
    priority: ticketPriority('priority').notNull(),
    slaCategory: slaCategory('sla_category').notNull(),
    type: ticketType('type').notNull().default('standard'),
    // A deleted member's tickets stay, unassigned, until someone re-assigns them.
    handlerId: uuid('handler_id').references(() => users.id, { onDelete: 'set null' }),
    stakeholderName: text('stakeholder_name').notNull(),
    stakeholderEmail: text('stakeholder_email').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    // '+ Create a Ticket' on a feedback (docs/product.md#feedback): the feedback is resolved with it.
    feedbackId: uuid('feedback_id').references(() => feedback.id, { onDelete: 'set null' }),
    // 'Create a Ticket' in a chat (docs/product.md#chat): the conversation it came from.
    chatUserId: uuid('chat_user_id').references(() => chatUsers.id, { onDelete: 'set null' }),
    // A ticket that continues its chat by email (docs/product.md#chat-by-email): the conversation's last message
    // it holds. Null for every other ticket.
    chatSequence: integer('chat_sequence'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    // When less than a quarter of the SLA window remains (contract/tickets/sla.ts).
    dueSoonAt: timestamp('due_soon_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    // The latest reopen (docs/product.md#tickets): the SLA window starts here instead
    // of at creation, so a new SLA category's deadline counts from it too.
    reopenedAt: timestamp('reopened_at', { withTimezone: true }),
    // The organisation's own fields' values by key, and their text values in one text for the trigram
    // search (docs/product.md#custom-fields).
    customValues: jsonb('custom_values').$type<Record<string, unknown>>().notNull().default({}),
    customText: text('custom_text').notNull().default(''),
    // The organisation's tags on the ticket (docs/product.md#tags).
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('tickets_organization_number_unique').on(table.organizationId, table.number),
    // Lists, newest first: all, by status, by priority, by handler.
    index('tickets_list_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()).where(live),
    index('tickets_status_list_idx')
      .on(table.organizationId, table.status, table.createdAt.desc(), table.id.desc())
      .where(live),
    // Priority descending serves both a priority's list (newest first) and the
    // list sorted by priority, high first (docs/product.md#tickets).
    index('tickets_priority_list_idx')
      .on(table.organizationId, table.priority.desc(), table.createdAt.desc(), table.id.desc())
      .where(live),
    // One SLA category's list (bench:tickets: 230 ms p95 without it, the count walking the table).
    index('tickets_sla_list_idx')
      .on(table.organizationId, table.slaCategory, table.createdAt.desc(), table.id.desc())
      .where(live),
    // Sorted by deadline, soonest first, resolved tickets last.
    index('tickets_due_list_idx')
      .on(table.organizationId, sql`(status = 'resolved')`, table.dueAt.asc(), table.id.asc())
      .where(live),
    index('tickets_handler_list_idx')
      .on(table.organizationId, table.handlerId, table.createdAt.desc(), table.id.desc())
      .where(live),
    index('tickets_stakeholder_email_idx').on(table.organizationId, table.stakeholderEmail).where(live),
    // The SLA clock's two questions: which tickets turn due, which turn overdue.
    index('tickets_due_soon_idx').on(table.dueSoonAt).where(sql`deleted_at is null and status in ('new', 'open')`),
    index('tickets_deadline_idx').on(table.dueAt).where(sql`deleted_at is null and status in ('new', 'open', 'due')`),
    // Case-insensitive search of titles and references (docs/product.md#tickets), led by
    // the organisation (btree_gin), so a search gathers its own organisation's matches and
    // never other organisations' (decision 020; a common word is walked in a list index instead).
    index('tickets_title_trgm_idx').using('gin', table.organizationId, sql`${table.title} gin_trgm_ops`).where(live),
    index('tickets_reference_trgm_idx')
      .using('gin', table.organizationId, sql`${table.reference} gin_trgm_ops`)
      .where(live),
    // A list by tag (`?tag=`), led by the organisation (btree_gin), as the search is.
    index('tickets_tags_idx').using('gin', table.organizationId, table.tagIds).where(live),
    // Only tickets with custom text are in it: most have none, and an empty text matches no search.
    index('tickets_custom_text_trgm_idx')
      .using('gin', table.organizationId, sql`${table.customText} gin_trgm_ops`)
      .where(sql`deleted_at is null and custom_text <> ''`),
    // Search across everything finds a ticket by whose it is (docs/product.md#search);
    // modules/search spells the same expression.
    index('tickets_stakeholder_trgm_idx')
      .using(
        'gin',
        table.organizationId,
        sql`(${table.stakeholderName} || ' ' || ${table.stakeholderEmail}) gin_trgm_ops`,
      )
      .where(live),
    // Deleting a member sets these to null: without an index leading with the
    // column, each deletion would scan every ticket.
    index('tickets_handler_id_idx').on(table.handlerId),
    index('tickets_created_by_id_idx').on(table.createdById),
    // A conversation's tickets.
    index('tickets_chat_user_id_idx').on(table.chatUserId).where(sql`chat_user_id is not null`),
    // A feedback has at most one live ticket; it also finds that ticket.
    uniqueIndex('tickets_feedback_unique')
      .on(table.feedbackId)
      .where(sql`deleted_at is null and feedback_id is not null`),
  ],
);

// Live tickets per organisation, status and priority (at most 15 rows each),
// kept exact by statement triggers on tickets (migration 0009_ticket_counts):
// dashboard counts and the totals of unsearched lists read these instead of
// counting an organisation's every ticket.
export const ticketCounts = pgTable(
  'ticket_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: ticketStatus('status').notNull(),
    priority: ticketPriority('priority').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.status, table.priority] })],
);

export type TicketRow = typeof tickets.$inferSelect;

// docs/product.md#tickets: every ticket change is an entry, with its author (none for
// the SLA clock) and, for edits, each field's before and after.
export const ticketActivity = pgTable(
  'ticket_activity',
  {
    id: id(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: ticketActivityType('type').notNull(),
    text: text('text').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, { from: string | null; to: string | null }>>(),
    // The words of a reply, a note, a stakeholder's answer or a resolution note.
    body: text('body'),
    // The sensitivity of the stakeholder record whose fields the entry copies (a deleted record's
    // name and contacts): shown only to those who may see it (docs/product.md#stakeholders).
    stakeholderSensitivity: stakeholderSensitivity('stakeholder_sensitivity'),
    // That record's account manager, who sees it whatever its level. No foreign key: a member's id
    // is never reused, and a key would need an index on every entry for a rare deletion.
    stakeholderAccountManagerId: uuid('stakeholder_account_manager_id'),
    // The email this entry came in as (docs/product.md#email-in): its sender, original and refused files.
    emailId: uuid('email_id').references(() => mailMessages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_activity_ticket_idx').on(table.ticketId, table.createdAt),
    index('ticket_activity_email_id_idx').on(table.emailId).where(sql`email_id is not null`),
    // Deleting a member sets author_id to null (see tickets_handler_id_idx).
    index('ticket_activity_author_id_idx').on(table.authorId),
  ],
);

export type TicketActivityRow = typeof ticketActivity.$inferSelect;

// Files of a thread entry (docs/product.md#email-in): an email's attachments, a reply's or an answer's files.
// The file itself lives in the file storage under `fileKey`.
export const ticketFiles = pgTable(
  'ticket_files',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    activityId: uuid('activity_id')
      .notNull()
      .references(() => ticketActivity.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ticket_files_activity_position_unique').on(table.activityId, table.position),
    index('ticket_files_ticket_idx').on(table.organizationId, table.ticketId),
  ],
);

export type TicketFileRow = typeof ticketFiles.$inferSelect;

export const mailDirection = pgEnum('mail_direction', ['in', 'out']);

// What became of a message that came in (docs/product.md#email-in).
export const mailOutcomes = ['opened', 'answered', 'noted', 'ignored', 'bounced'] as const;
export const mailOutcome = pgEnum('mail_outcome', mailOutcomes);
export type MailOutcome = (typeof mailOutcomes)[number];

export interface RefusedFile {
  name: string;
  reason: string;
}

// Every email about a ticket, both ways, by its Message-ID: what threads a reply (its In-Reply-To or
// References names one of these), and what takes a message delivered twice only once (the unique index).
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    // The Message-ID without its angle brackets; a message that came without one is named by its content's hash.
    messageId: text('message_id').notNull(),
    direction: mailDirection('direction').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    // A message that came in: its sender, subject and fate, the whole original in the file storage, the
    // sender check of the receiving relay (`passed`, `failed`, or null when it said nothing), and the
    // attachments it brought that were refused.
    fromAddress: text('from_address'),
    fromName: text('from_name'),
    subject: text('subject'),
    outcome: mailOutcome('outcome'),
    // Why it was ignored: an auto-reply, a bounce, one of the organisation's own addresses.
    outcomeReason: text('outcome_reason'),
    originalKey: text('original_key'),
    senderCheck: text('sender_check').$type<'passed' | 'failed'>(),
    refusedFiles: jsonb('refused_files').$type<RefusedFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mail_messages_message_id_unique').on(table.organizationId, table.messageId),
    index('mail_messages_ticket_idx').on(table.ticketId, table.createdAt),
    // One sender's tickets of the last hour (the limit of docs/product.md#email-in).
    index('mail_messages_opened_by_sender_idx')
      .on(table.organizationId, table.fromAddress, table.createdAt)
      .where(sql`outcome = 'opened'`),
  ],
);

export type MailMessageRow = typeof mailMessages.$inferSelect;
