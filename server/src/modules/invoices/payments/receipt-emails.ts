import { formatDetailDay, formatKobo, paymentMethodPhrases } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { renderEmail } from '../../../platform/mail/email-layout.js';
import { numberOrReference } from '../invoices.mapper.js';
import { findInvoiceDetail, type InvoiceDetailRow } from '../invoices.queries.js';
import { createInvoiceLinks } from '../public-invoice-links.js';
import { markReceiptQueued, type PaymentLedgerRow } from './payments.queries.js';
import { receiptPdfName, renderReceiptPdf } from './receipt-pdf.js';

export const receiptEmailJob = 'invoice.receipt-email';
type ReceiptEmail = { organizationId: string; invoiceId: string; paymentId: string };

// Asked for in the transaction that records the payment; the job below makes it after the commit.
export function enqueueReceiptEmail(tx: Database, { jobs }: Pick<AppContext, 'jobs'>, email: ReceiptEmail) {
  return jobs.enqueue<ReceiptEmail>(tx, receiptEmailJob, email);
}

export function receiptEmailContent(detail: InvoiceDetailRow, { payment }: PaymentLedgerRow, url: string) {
  const { organization, stakeholder } = detail;
  const invoiceNumber = numberOrReference(detail);
  const amount = formatKobo(payment.amount);
  const how = paymentMethodPhrases[payment.method];
  return renderEmail({
    subject: `Receipt ${payment.receiptNumber} from ${organization.name}`,
    heading: `Thank you for your payment`,
    paragraphs: [
      `Hello ${stakeholder.name},`,
      `${organization.name} has received ${[amount, how].filter(Boolean).join(' ')} on ${formatDetailDay(payment.paidOn)} for invoice ${invoiceNumber}.`,
      payment.balanceAfter > 0
        ? `${formatKobo(payment.balanceAfter)} is left to pay on it.`
        : `Nothing more is owed on invoice ${invoiceNumber}.`,
      `Your receipt ${payment.receiptNumber} is attached as a PDF.`,
    ],
    action: { label: 'View your invoice', url },
    closing: `Questions about it? Reply to ${organization.email}.`,
  });
}

// docs/product.md#payments: every payment's receipt goes to the stakeholder with its PDF, once (a retried job finds
// it queued and sends nothing again). A payment reversed before its receipt left sends none.
export function handleReceiptEmails(context: AppContext) {
  const { database, clock, mailer, jobs } = context;
  const { db } = database;
  const links = createInvoiceLinks(context);
  jobs.handle<ReceiptEmail>(receiptEmailJob, {
    run: async ({ organizationId, invoiceId, paymentId }) => {
      const detail = await findInvoiceDetail(db, { organizationId, invoiceId, visibility: null });
      const entry = detail?.payments.find(({ payment }) => payment.id === paymentId);
      const to = detail?.stakeholder.emails[0];
      if (!detail || !entry || entry.reversal || !to || detail.stakeholder.deletedAt) return;
      const now = clock.now();
      const pdf = await renderReceiptPdf(detail, entry, now);
      await db.transaction(async (tx) => {
        if (!(await markReceiptQueued(tx, { organizationId, paymentId, queuedAt: now }))) return;
        await mailer.queue(tx, {
          organizationId,
          to,
          ...receiptEmailContent(detail, entry, links.urlFor(detail.invoice)),
          attachments: [{ filename: receiptPdfName(entry), contentType: 'application/pdf', content: pdf }],
        });
      });
      mailer.nudge();
    },
  });
}
