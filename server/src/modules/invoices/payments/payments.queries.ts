import { formatReceiptNumber, type Kobo, type PaymentMethod } from '@srm/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { invoicePayments, invoiceSettings, paymentReversals, users } from '../../../db/schema/index.js';

export type { InvoicePaymentRow } from '../../../db/schema/index.js';

// The next receipt number of the organisation, taken in the transaction that records the payment: the settings
// row stays locked until it ends, so concurrent payments number one by one, and one that rolls back gives its
// number back (docs/product.md#payments). The caller has made the settings row (ensureSettings).
export async function takeReceiptNumber(tx: Database, organizationId: string) {
  const [row] = await tx
    .update(invoiceSettings)
    .set({ lastReceiptSequence: sql`${invoiceSettings.lastReceiptSequence} + 1` })
    .where(eq(invoiceSettings.organizationId, organizationId))
    .returning({ sequence: invoiceSettings.lastReceiptSequence, prefix: invoiceSettings.receiptPrefix });
  if (!row) throw new Error('the invoice settings must exist before a receipt is numbered');
  return { receiptSequence: row.sequence, receiptNumber: formatReceiptNumber(row.prefix, row.sequence) };
}

export interface NewPayment {
  organizationId: string;
  invoiceId: string;
  amount: Kobo;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  recordedById: string | null;
  recordedAt: Date;
  balanceAfter: Kobo;
  receiptSequence: number;
  receiptNumber: string;
}

export async function insertPayment(tx: Database, payment: NewPayment) {
  const [row] = await tx.insert(invoicePayments).values(payment).returning();
  return row!;
}

// A payment of the organisation, with whether it was reversed.
export async function findPayment(
  db: Database,
  { organizationId, paymentId }: { organizationId: string; paymentId: string },
) {
  const [row] = await db
    .select({ payment: invoicePayments, reversedAt: paymentReversals.reversedAt })
    .from(invoicePayments)
    .leftJoin(paymentReversals, eq(paymentReversals.paymentId, invoicePayments.id))
    .where(and(eq(invoicePayments.organizationId, organizationId), eq(invoicePayments.id, paymentId)));
  return row;
}

export async function insertReversal(
  tx: Database,
  reversal: { paymentId: string; organizationId: string; reason: string; reversedById: string; reversedAt: Date },
) {
  await tx.insert(paymentReversals).values(reversal);
}

const recordedBy = alias(users, 'recorded_by');
const reversedBy = alias(users, 'reversed_by');

// An invoice's ledger, oldest first: each payment, who recorded it, and its reversal if any. Drizzle takes a left
// join's object as missing when its first column is null: each starts with a column that never is.
export function listPaymentsOf(
  db: Database,
  { organizationId, invoiceId }: { organizationId: string; invoiceId: string },
) {
  return db
    .select({
      payment: invoicePayments,
      recordedBy: { id: recordedBy.id, firstName: recordedBy.firstName, lastName: recordedBy.lastName },
      reversal: {
        reversedAt: paymentReversals.reversedAt,
        reason: paymentReversals.reason,
        reversedById: paymentReversals.reversedById,
      },
      reversedBy: { id: reversedBy.id, firstName: reversedBy.firstName, lastName: reversedBy.lastName },
    })
    .from(invoicePayments)
    .leftJoin(recordedBy, eq(recordedBy.id, invoicePayments.recordedById))
    .leftJoin(paymentReversals, eq(paymentReversals.paymentId, invoicePayments.id))
    .leftJoin(reversedBy, eq(reversedBy.id, paymentReversals.reversedById))
    .where(and(eq(invoicePayments.organizationId, organizationId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.recordedAt), asc(invoicePayments.receiptSequence));
}

export type PaymentLedgerRow = Awaited<ReturnType<typeof listPaymentsOf>>[number];

// Records that a payment's receipt is queued for email; false if it already was.
export async function markReceiptQueued(
  tx: Database,
  { organizationId, paymentId, queuedAt }: { organizationId: string; paymentId: string; queuedAt: Date },
) {
  const rows = await tx
    .update(invoicePayments)
    .set({ receiptQueuedAt: queuedAt })
    .where(
      and(
        eq(invoicePayments.organizationId, organizationId),
        eq(invoicePayments.id, paymentId),
        isNull(invoicePayments.receiptQueuedAt),
      ),
    )
    .returning({ id: invoicePayments.id });
  return rows.length > 0;
}
