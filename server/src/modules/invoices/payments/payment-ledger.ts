import { isOwed, type Kobo, type PaymentMethod } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { nextReminderAt } from '../invoice-reminder-schedule.js';
import { ensureSettings } from '../invoice-settings.queries.js';
import { type InvoiceRow, updateInvoiceRow } from '../invoices.queries.js';
import { enqueueCreditNoteEmail } from './credit-note-emails.js';
import { insertCreditNote, takeCreditNoteNumber } from './credit-notes.queries.js';
import { insertPayment, insertReversal, takeReceiptNumber } from './payments.queries.js';
import { enqueueReceiptEmail } from './receipt-emails.js';

export interface IncomingPayment {
  amount: Kobo;
  paidOn: string;
  method: PaymentMethod;
  reference: string | null;
  // Null: Paystack told us of it.
  recordedById: string | null;
}

// docs/product.md#payments: one payment into the ledger of a locked invoice, inside the caller's transaction:
// never more than its balance, a receipt numbered without gaps, the invoice partially paid or paid, and the
// receipt's email queued. Whoever records it (staff, Paystack's webhook) comes through here.
export async function takeLockedPayment(
  tx: Database,
  context: Pick<AppContext, 'clock' | 'jobs'>,
  { invoice, payment }: { invoice: InvoiceRow; payment: IncomingPayment },
) {
  if (!isOwed(invoice.status)) throw new AppError('INVOICE_NOT_OWED');
  if (payment.amount > invoice.balance) throw new AppError('PAYMENT_ABOVE_BALANCE');
  const now = context.clock.now();
  const amountPaid = (invoice.amountPaid + payment.amount) as Kobo;
  const balanceAfter = (invoice.total - amountPaid - invoice.amountCredited) as Kobo;
  const settled = balanceAfter === 0;
  await ensureSettings(tx, invoice.organizationId);
  // Taken after every check, so a refused payment never holds the organisation's numbering; from here to the
  // commit, its payments number one at a time.
  const receipt = await takeReceiptNumber(tx, invoice.organizationId);
  const recorded = await insertPayment(tx, {
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    ...payment,
    recordedAt: now,
    balanceAfter,
    ...receipt,
  });
  await updateInvoiceRow(
    tx,
    { organizationId: invoice.organizationId, invoiceId: invoice.id },
    settled
      ? { amountPaid, status: 'paid', paidAt: now, paidById: payment.recordedById, nextReminderAt: null }
      : { amountPaid, status: 'partially_paid' },
  );
  await enqueueReceiptEmail(tx, context, {
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    paymentId: recorded.id,
  });
  return { payment: recorded, settled };
}

// docs/product.md#payments: a credit note on a locked invoice, inside the caller's transaction: never more than its
// balance, numbered without gaps in its own sequence, emailed with its PDF. Credited to nothing, the invoice is
// settled: paid if anything was paid on it, else cancelled (`closeAs` says cancelled whatever was paid: a
// cancellation credits what was left).
export async function creditLockedInvoice(
  tx: Database,
  context: Pick<AppContext, 'clock' | 'jobs'>,
  {
    invoice,
    amount,
    reason,
    issuedById,
    closeAs,
  }: { invoice: InvoiceRow; amount: Kobo; reason: string; issuedById: string; closeAs?: 'cancelled' },
) {
  if (!isOwed(invoice.status)) throw new AppError('INVOICE_NOT_OWED');
  if (amount > invoice.balance) throw new AppError('CREDIT_ABOVE_BALANCE');
  const now = context.clock.now();
  const amountCredited = (invoice.amountCredited + amount) as Kobo;
  const balanceAfter = (invoice.total - invoice.amountPaid - amountCredited) as Kobo;
  const settledAs = closeAs ?? (balanceAfter > 0 ? null : invoice.amountPaid > 0 ? 'paid' : 'cancelled');
  await ensureSettings(tx, invoice.organizationId);
  // Taken after every check, and held from here to the commit: the organisation's credit notes number one at a time.
  const numbered = await takeCreditNoteNumber(tx, invoice.organizationId);
  const note = await insertCreditNote(tx, {
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    amount,
    reason,
    ...numbered,
    issuedById,
    issuedAt: now,
    balanceAfter,
  });
  await updateInvoiceRow(
    tx,
    { organizationId: invoice.organizationId, invoiceId: invoice.id },
    {
      amountCredited,
      ...(settledAs === 'paid' && { status: 'paid', paidAt: now, paidById: issuedById, nextReminderAt: null }),
      ...(settledAs === 'cancelled' && {
        status: 'cancelled',
        cancelledAt: now,
        cancelledById: issuedById,
        nextReminderAt: null,
      }),
    },
  );
  await enqueueCreditNoteEmail(tx, context, {
    organizationId: invoice.organizationId,
    invoiceId: invoice.id,
    creditNoteId: note.id,
  });
  return { creditNote: note, settledAs };
}

// An invoice of nothing (the Waiver plan) is paid without a payment: nothing came, and no receipt is owed.
export async function settleLockedInvoiceOfNothing(
  tx: Database,
  { clock }: Pick<AppContext, 'clock'>,
  { invoice, settledById }: { invoice: InvoiceRow; settledById: string },
) {
  if (!isOwed(invoice.status)) throw new AppError('INVOICE_NOT_OWED');
  await updateInvoiceRow(
    tx,
    { organizationId: invoice.organizationId, invoiceId: invoice.id },
    { status: 'paid', paidAt: clock.now(), paidById: settledById, nextReminderAt: null },
  );
}

// A payment recorded by mistake is reversed by an entry of its own, never deleted: the balance reopens, and the
// reminders still due follow the settings again.
export async function reverseLockedPayment(
  tx: Database,
  { clock }: Pick<AppContext, 'clock'>,
  {
    invoice,
    payment,
    reason,
    reversedById,
  }: { invoice: InvoiceRow; payment: { id: string; amount: Kobo }; reason: string; reversedById: string },
) {
  if (invoice.status === 'cancelled') throw new AppError('PAYMENT_ON_CANCELLED_INVOICE');
  const now = clock.now();
  await insertReversal(tx, {
    paymentId: payment.id,
    organizationId: invoice.organizationId,
    reason,
    reversedById,
    reversedAt: now,
  });
  const amountPaid = (invoice.amountPaid - payment.amount) as Kobo;
  const settings = await ensureSettings(tx, invoice.organizationId);
  await updateInvoiceRow(
    tx,
    { organizationId: invoice.organizationId, invoiceId: invoice.id },
    {
      amountPaid,
      status: amountPaid === 0 ? 'pending' : 'partially_paid',
      paidAt: null,
      paidById: null,
      nextReminderAt: nextReminderAt({
        schedule: settings,
        dueDate: invoice.dueDate,
        after: now,
        remindersSent: invoice.reminderCount,
      }),
    },
  );
}
