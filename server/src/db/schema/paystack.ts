import type { Kobo } from '@srm/contract';
import { sql } from 'drizzle-orm';
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { invoicePayments, invoices } from './invoices.js';
import { organizations, users } from './organisation.js';

// docs/product.md#payments, "Pay with Paystack": the organisation's Paystack account, by its secret key sealed with
// SECRET_KEY (platform/config/secret-box.ts). One per organisation; none until a manager connects it.
export const paystackConnections = pgTable('paystack_connections', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  sealedSecretKey: text('sealed_secret_key').notNull(),
  mode: text('mode').$type<'test' | 'live'>().notNull(),
  keyEnding: text('key_ending').notNull(),
  connectedById: uuid('connected_by_id').references(() => users.id, { onDelete: 'set null' }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
});

export const paystackAttemptStates = ['started', 'paid', 'refused'] as const;
export const paystackAttemptState = pgEnum('paystack_attempt_state', paystackAttemptStates);

// Each 'Pay now': the transaction SRM asked Paystack for, by its reference (unique per attempt), for the balance
// at that moment. Paystack's word that it was paid settles it once: paid (with the ledger's payment), or refused
// with why (an amount or currency not asked for, nothing left to pay).
export const paystackAttempts = pgTable(
  'paystack_attempts',
  {
    reference: text('reference').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).$type<Kobo>().notNull(),
    state: paystackAttemptState('state').notNull().default('started'),
    paymentId: uuid('payment_id').references(() => invoicePayments.id, { onDelete: 'set null' }),
    refusal: text('refusal'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('paystack_attempts_invoice_idx').on(table.invoiceId),
    uniqueIndex('paystack_attempts_payment_unique').on(table.paymentId).where(sql`payment_id is not null`),
  ],
);

export type PaystackAttemptRow = typeof paystackAttempts.$inferSelect;
