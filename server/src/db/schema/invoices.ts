import {
  defaultCreditNotePrefix,
  defaultReceiptPrefix,
  discountTypes,
  invoicePlanCodes,
  invoiceStatuses,
  type Kobo,
  paymentMethods,
} from '@srm/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations, users } from './organisation.js';
import { stakeholderSensitivity, stakeholders } from './stakeholders.js';

export const invoiceStatus = pgEnum('invoice_status', invoiceStatuses);
export const invoicePlan = pgEnum('invoice_plan', invoicePlanCodes);
export const discountType = pgEnum('discount_type', discountTypes);
export const paymentMethod = pgEnum('payment_method', paymentMethods);

// Amounts in kobo (docs/product.md#invoices), never above 2^53.
const kobo = (name: string) => bigint(name, { mode: 'number' }).$type<Kobo>();
const staff = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });
const live = sql`deleted_at is null`;

// Decision 015: a draft has only its reference (REF-000001); sending gives it
// the next number of the settings. A deleted draft is gone; a deleted sent
// invoice is only marked, so its number is never reused nor missing.
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    invoiceNumber: text('invoice_number'),
    // The settings' sequence the number was made from (INV-000042: 42): the history's order by number,
    // whatever prefix, suffix or width the numbering had then. Null until sent.
    invoiceSequence: integer('invoice_sequence'),
    status: invoiceStatus('status').notNull().default('draft'),
    stakeholderId: uuid('stakeholder_id')
      .notNull()
      .references(() => stakeholders.id),
    customerTaxId: text('customer_tax_id'),
    plan: invoicePlan('plan').notNull(),
    months: integer('months').notNull(),
    employees: integer('employees').notNull(),
    discountType: discountType('discount_type').notNull(),
    // The discount as typed, in hundredths: kobo for a flat discount, basis points for a percentage.
    discountKoboOrBasisPoints: bigint('discount_kobo_or_basis_points', { mode: 'number' }).notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    // priceInvoice's figures when last saved.
    extraEmployees: integer('extra_employees').notNull(),
    fixedAmount: kobo('fixed_amount').notNull(),
    employeeAmount: kobo('employee_amount').notNull(),
    subtotal: kobo('subtotal').notNull(),
    discount: kobo('discount').notNull(),
    beforeTax: kobo('before_tax').notNull(),
    vat: kobo('vat').notNull(),
    total: kobo('total').notNull(),
    // docs/product.md#payments: the payments standing (less their reversals), kept with each entry in the
    // ledger's transaction, and what is left to pay.
    amountPaid: kobo('amount_paid')
      .notNull()
      .default(0 as Kobo),
    amountCredited: kobo('amount_credited')
      .notNull()
      .default(0 as Kobo),
    balance: kobo('balance').notNull().generatedAlwaysAs(sql`total - amount_paid - amount_credited`),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentById: staff('sent_by_id'),
    // The approval limit that applied to the sender then (null: none).
    approvalLimit: kobo('approval_limit'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidById: staff('paid_by_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: staff('cancelled_by_id'),
    reminderCount: integer('reminder_count').notNull().default(0),
    lastReminderAt: timestamp('last_reminder_at', { withTimezone: true }),
    // When the reminder job should next email it (null: no more).
    nextReminderAt: timestamp('next_reminder_at', { withTimezone: true }),
    // Emails about it asked for so far (the invoice, then each reminder): the
    // next one's number (invoice_emails).
    emailsRequested: integer('emails_requested').notNull().default(0),
    duplicateOfId: uuid('duplicate_of_id'),
    // Kept by trigger from the stakeholder (migration 0018_invoice_search): the
    // search over number, reference, name and emails, and who may see the row.
    searchText: text('search_text').notNull().default(''),
    stakeholderSensitivity: stakeholderSensitivity('stakeholder_sensitivity'),
    createdById: staff('created_by_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('invoices_organization_number_unique').on(table.organizationId, table.number),
    // Numbers are unique for good, deleted invoices included.
    uniqueIndex('invoices_invoice_number_unique').on(table.organizationId, table.invoiceNumber),
    index('invoices_list_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()).where(live),
    index('invoices_status_list_idx')
      .on(table.organizationId, table.status, table.createdAt.desc(), table.id.desc())
      .where(live),
    // The history's other orders (docs/product.md#invoices), each walked either way; by number, drafts
    // (no number yet) come last both ways, so each direction has its own index.
    index('invoices_number_list_idx')
      .on(table.organizationId, table.invoiceSequence.desc(), table.id.desc())
      .where(live),
    index('invoices_number_asc_list_idx')
      .on(table.organizationId, table.invoiceSequence.asc(), table.id.asc())
      .where(live),
    index('invoices_due_list_idx').on(table.organizationId, table.dueDate.desc(), table.id.desc()).where(live),
    index('invoices_amount_list_idx').on(table.organizationId, table.total.desc(), table.id.desc()).where(live),
    // Led by the organisation, as the tickets' (decision 020).
    index('invoices_search_trgm_idx')
      .using('gin', table.organizationId, sql`${table.searchText} gin_trgm_ops`)
      .where(live),
    // The dashboards' index, with INCLUDE, is made in migration 0018_invoice_search.
    // The overdue list and the ageing of what is owed: owed invoices by due date.
    index('invoices_owed_due_idx')
      .on(table.organizationId, table.dueDate)
      .where(sql`deleted_at is null and status in ('pending', 'partially_paid')`),
    index('invoices_reminders_due_idx')
      .on(table.nextReminderAt)
      .where(sql`deleted_at is null and status in ('pending', 'partially_paid') and next_reminder_at is not null`),
    index('invoices_stakeholder_id_idx').on(table.stakeholderId),
    index('invoices_duplicate_of_id_idx').on(table.duplicateOfId),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

// Live invoices per organisation, status and stakeholder sensitivity, kept by
// keep_counts: the totals of unsearched lists, for each reader's levels.
export const invoiceCounts = pgTable(
  'invoice_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    status: invoiceStatus('status').notNull(),
    stakeholderSensitivity: stakeholderSensitivity('stakeholder_sensitivity'),
    count: integer('count').notNull(),
  },
  (table) => [
    unique('invoice_counts_key')
      .on(table.organizationId, table.status, table.stakeholderSensitivity)
      .nullsNotDistinct(),
  ],
);

// The invoice settings (docs/product.md#invoices): one row per organisation, made with the
// defaults on first use. `lastSequence` is the sequence of the latest number
// given; the send that takes the next one locks this row (decision 015).
export const invoiceSettings = pgTable('invoice_settings', {
  id: id(),
  organizationId: uuid('organization_id')
    .notNull()
    .unique()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  numberPrefix: text('number_prefix').notNull(),
  numberSuffix: text('number_suffix').notNull(),
  numberStart: integer('number_start').notNull(),
  numberDigits: integer('number_digits').notNull(),
  lastSequence: integer('last_sequence').notNull().default(0),
  approvalEnabled: boolean('approval_enabled').notNull(),
  approvalLimitFlat: kobo('approval_limit_flat'),
  cancellingAllowed: boolean('cancelling_allowed').notNull(),
  remindersEnabled: boolean('reminders_enabled').notNull(),
  reminderDaysBeforeDue: integer('reminder_days_before_due'),
  remindOnDueDate: boolean('remind_on_due_date').notNull(),
  reminderEveryDays: integer('reminder_every_days'),
  reminderMax: integer('reminder_max').notNull(),
  businessAddress: text('business_address'),
  taxId: text('tax_id'),
  // How to pay (docs/product.md#invoices): the CAC number, the terms, and the accounts, the default among them.
  registrationNumber: text('registration_number'),
  paymentTerms: text('payment_terms'),
  bankAccounts: jsonb('bank_accounts').$type<StoredBankAccount[]>().notNull().default([]),
  // docs/product.md#payments: receipts are numbered without gaps, as invoices are (decision 015).
  receiptPrefix: text('receipt_prefix').notNull().default(defaultReceiptPrefix),
  lastReceiptSequence: integer('last_receipt_sequence').notNull().default(0),
  creditNotePrefix: text('credit_note_prefix').notNull().default(defaultCreditNotePrefix),
  lastCreditNoteSequence: integer('last_credit_note_sequence').notNull().default(0),
  ...timestamps(),
});

// One account a customer pays into, as the settings keep it (contract: BankAccount).
export interface StoredBankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  isDefault: boolean;
}

export type InvoiceSettingsRow = typeof invoiceSettings.$inferSelect;

// A member's part in the invoice settings: an executive's own approval limit
// (null: the flat limit), and whether they may cancel invoices beyond their role.
export const invoiceStaffSettings = pgTable(
  'invoice_staff_settings',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    approvalLimit: kobo('approval_limit'),
    mayCancel: boolean('may_cancel').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.userId] })],
);

// Each email about an invoice once it is queued, by its number: the job that
// renders the PDF and queues it writes this row in the same transaction, so a
// retried job (whatever the order jobs finish in) never queues one twice.
export const invoiceEmails = pgTable(
  'invoice_emails',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    emailNumber: integer('email_number').notNull(),
    kind: text('kind').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.emailNumber] })],
);

// docs/product.md#payments: the ledger of what was paid on each invoice. An entry is never changed nor
// deleted: a payment recorded by mistake gets a reversal (payment_reversals), which reopens the balance.
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: kobo('amount').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: paymentMethod('method').notNull(),
    reference: text('reference'),
    // The organisation's receipt sequence (invoice_settings.last_receipt_sequence) and the number it printed.
    receiptSequence: integer('receipt_sequence').notNull(),
    receiptNumber: text('receipt_number').notNull(),
    // Null: Paystack told us of it.
    recordedById: staff('recorded_by_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    // What was left to pay once it was taken, as its receipt says.
    balanceAfter: kobo('balance_after').notNull(),
    // Set by the job that queues the receipt's email, once: a retried job sends nothing twice.
    receiptQueuedAt: timestamp('receipt_queued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invoice_payments_receipt_unique').on(table.organizationId, table.receiptSequence),
    index('invoice_payments_invoice_idx').on(table.invoiceId, table.recordedAt),
    // The dashboards' money collected in a period.
    index('invoice_payments_paid_on_idx').on(table.organizationId, table.paidOn),
    check('invoice_payments_amount_positive', sql`amount > 0`),
  ],
);

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;

// A payment's reversal: at most one, the whole payment.
export const paymentReversals = pgTable('payment_reversals', {
  paymentId: uuid('payment_id')
    .primaryKey()
    .references(() => invoicePayments.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  reversedById: staff('reversed_by_id'),
  reversedAt: timestamp('reversed_at', { withTimezone: true }).notNull(),
});

// docs/product.md#payments: what a sent invoice no longer asks for, and why, numbered in a sequence of its own
// (CRN-000001) as receipts are. Never changed nor deleted: it lowers the invoice's balance for good.
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: kobo('amount').notNull(),
    reason: text('reason').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedById: staff('issued_by_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    // What was left to pay once it was issued, as the credit note says.
    balanceAfter: kobo('balance_after').notNull(),
    // Set by the job that queues its email, once.
    emailQueuedAt: timestamp('email_queued_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('credit_notes_sequence_unique').on(table.organizationId, table.sequence),
    index('credit_notes_invoice_idx').on(table.invoiceId, table.issuedAt),
    check('credit_notes_amount_positive', sql`amount > 0`),
  ],
);

export type CreditNoteRow = typeof creditNotes.$inferSelect;
