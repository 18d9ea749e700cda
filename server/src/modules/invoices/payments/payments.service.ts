import { type CreditNoteBody, type Invoice, lagosDay, nairaToKobo, type RecordPaymentBody } from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../platform/auth/actor.js';
import { visibilityOf } from '../../../platform/auth/record-visibility.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { createNotifier } from '../../notifications/index.js';
import { announceInvoiceChange, announceInvoicePaid } from '../invoice-announce.js';
import { tellInvoicePaid } from '../invoice-notices.js';
import { findInvoiceDetail, type InvoiceRow, lockInvoice } from '../invoices.queries.js';
import { creditNotePdfName, renderCreditNotePdf } from './credit-note-pdf.js';
import { findCreditNote } from './credit-notes.queries.js';
import {
  creditLockedInvoice,
  type IncomingPayment,
  reverseLockedPayment,
  settleLockedInvoiceOfNothing,
  takeLockedPayment,
} from './payment-ledger.js';
import { findPayment } from './payments.queries.js';
import { receiptPdfName, renderReceiptPdf } from './receipt-pdf.js';

type ParsedPaymentBody = z.output<typeof RecordPaymentBody>;
type ParsedCreditBody = z.output<typeof CreditNoteBody>;

// docs/product.md#payments: staff record what came in, by hand, and reverse what was recorded by mistake. Each
// answers the invoice as `get` shows it, read in the change's own transaction.
export function createPaymentsService(
  context: AppContext,
  getInvoice: (input: { actor: Actor; invoiceId: string }, reader: Database) => Promise<Invoice>,
) {
  const { database, clock } = context;
  const { db } = database;
  const notifier = createNotifier(context);

  async function lockVisible(tx: Database, actor: Actor, invoiceId: string) {
    const row = await lockInvoice(tx, {
      organizationId: actor.organizationId,
      invoiceId,
      visibility: visibilityOf(actor),
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  // `paymentOf` null: an invoice of nothing, settled without a payment.
  async function take(actor: Actor, invoiceId: string, paymentOf: (invoice: InvoiceRow) => IncomingPayment | null) {
    const told = notifier.batch();
    const { invoice, settled, answer } = await db.transaction(async (tx) => {
      const invoice = await lockVisible(tx, actor, invoiceId);
      const payment = paymentOf(invoice);
      const { settled } = payment
        ? await takeLockedPayment(tx, context, { invoice, payment })
        : await settleLockedInvoiceOfNothing(tx, context, { invoice, settledById: actor.userId }).then(() => ({
            settled: true,
          }));
      if (settled) await tellInvoicePaid(tx, told, context, { actor, invoice });
      return { invoice, settled, answer: await getInvoice({ actor, invoiceId }, tx) };
    });
    told.announce();
    await announceInvoiceChange(context, invoice);
    if (settled) await announceInvoicePaid(context, invoice);
    context.jobs.nudge();
    return answer;
  }

  return {
    async recordPayment({ actor, invoiceId, body }: { actor: Actor; invoiceId: string; body: ParsedPaymentBody }) {
      // A day in Lagos, as every invoice day is (docs/product.md#invoices).
      if (body.date > lagosDay(clock.now())) throw new AppError('PAYMENT_DATE_IN_FUTURE');
      return take(actor, invoiceId, () => ({
        amount: nairaToKobo(body.amount),
        paidOn: body.date,
        method: body.method,
        reference: body.reference,
        recordedById: actor.userId,
      }));
    },

    // The spec's 'Mark as paid': whatever is left, paid today, with its receipt like any payment.
    async markInvoicePaid({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
      return take(actor, invoiceId, (invoice) =>
        invoice.total === 0
          ? null
          : {
              amount: invoice.balance,
              paidOn: lagosDay(clock.now()),
              method: 'other',
              reference: null,
              recordedById: actor.userId,
            },
      );
    },

    async reversePayment({ actor, paymentId, reason }: { actor: Actor; paymentId: string; reason: string }) {
      const found = await findPayment(db, { organizationId: actor.organizationId, paymentId });
      if (!found) throw new AppError('NOT_FOUND');
      const { payment } = found;
      const { invoice, answer } = await db.transaction(async (tx) => {
        const invoice = await lockVisible(tx, actor, payment.invoiceId);
        // Read again under the invoice's lock: a reversal committed meanwhile is seen here.
        const current = await findPayment(tx, { organizationId: actor.organizationId, paymentId });
        if (current?.reversedAt) throw new AppError('PAYMENT_ALREADY_REVERSED');
        await reverseLockedPayment(tx, context, { invoice, payment, reason, reversedById: actor.userId });
        return { invoice, answer: await getInvoice({ actor, invoiceId: invoice.id }, tx) };
      });
      await announceInvoiceChange(context, invoice);
      context.jobs.nudge();
      return answer;
    },

    // docs/product.md#payments: a credit note for part or all of what is left, with a reason.
    async issueCreditNote({ actor, invoiceId, body }: { actor: Actor; invoiceId: string; body: ParsedCreditBody }) {
      const { invoice, answer } = await db.transaction(async (tx) => {
        const invoice = await lockVisible(tx, actor, invoiceId);
        await creditLockedInvoice(tx, context, {
          invoice,
          amount: nairaToKobo(body.amount),
          reason: body.reason,
          issuedById: actor.userId,
        });
        return { invoice, answer: await getInvoice({ actor, invoiceId }, tx) };
      });
      await announceInvoiceChange(context, invoice);
      context.jobs.nudge();
      return answer;
    },

    async creditNotePdf({ actor, creditNoteId }: { actor: Actor; creditNoteId: string }) {
      const found = await findCreditNote(db, { organizationId: actor.organizationId, creditNoteId });
      const detail =
        found &&
        (await findInvoiceDetail(db, {
          organizationId: actor.organizationId,
          invoiceId: found.invoiceId,
          visibility: visibilityOf(actor),
        }));
      if (!found || !detail) throw new AppError('NOT_FOUND');
      return { filename: creditNotePdfName(found), content: await renderCreditNotePdf(detail, found, clock.now()) };
    },

    async receiptPdf({ actor, paymentId }: { actor: Actor; paymentId: string }) {
      const found = await findPayment(db, { organizationId: actor.organizationId, paymentId });
      const detail =
        found &&
        (await findInvoiceDetail(db, {
          organizationId: actor.organizationId,
          invoiceId: found.payment.invoiceId,
          visibility: visibilityOf(actor),
        }));
      const entry = detail?.payments.find(({ payment }) => payment.id === paymentId);
      if (!detail || !entry) throw new AppError('NOT_FOUND');
      return { filename: receiptPdfName(entry), content: await renderReceiptPdf(detail, entry, clock.now()) };
    },
  };
}
