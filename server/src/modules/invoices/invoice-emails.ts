import { formatDetailDay, formatKobo, isOwed, planLabel } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import { paymentDetailsOf, payOnlineText } from './invoice-payment-details.js';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';
import { numberOrReference } from './invoices.mapper.js';
import { findInvoiceDetail, type InvoiceDetailRow, markEmailQueued, takeEmailNumber } from './invoices.queries.js';
import { createInvoiceLinks } from './public-invoice-links.js';

export const invoiceEmailJob = 'invoice.email';
type EmailKind = 'invoice' | 'reminder';
type InvoiceEmail = { organizationId: string; invoiceId: string; kind: EmailKind; emailNumber: number };

// How to pay, as the email says it: the accounts, then the organisation's terms (invoice-payment-details.ts).
function howToPayParagraphs(detail: InvoiceDetailRow, number: string) {
  const { accounts, terms } = paymentDetailsOf(detail);
  return [
    ...(accounts.length > 0 ? [`Pay by bank transfer, quoting ${number}, to:`, ...accounts] : []),
    ...(terms ? [terms] : []),
  ];
}

// Paying online, where the organisation takes Paystack and something is left to pay (docs/product.md#payments).
const payOnlineParagraph = `${payOnlineText}: press Pay now.`;

// `url`: the invoice's own page for the stakeholder, a fresh 30-day link in every email (public-invoice-links.ts);
// `payOnline`: whether that page offers Pay now.
export function invoiceEmailContent(detail: InvoiceDetailRow, kind: EmailKind, url: string, payOnline = false) {
  const { invoice, organization, stakeholder } = detail;
  const number = numberOrReference(detail);
  const total = formatKobo(invoice.total);
  // docs/product.md#api-conventions: a day as the app shows it (the due date is a day, in no time zone).
  const due = formatDetailDay(invoice.dueDate);
  const sender = organization.name;
  return renderEmail(
    kind === 'invoice'
      ? {
          subject: `Invoice ${number} from ${sender}`,
          heading: `Invoice ${number}`,
          paragraphs: [
            `Hello ${stakeholder.name},`,
            `${sender} has sent you invoice ${number} for the ${planLabel(invoice.plan)} plan: ${total}, due on ${due}.`,
            'The invoice is attached as a PDF.',
            ...(payOnline ? [payOnlineParagraph] : []),
            ...howToPayParagraphs(detail, number),
          ],
          action: { label: payOnline ? 'Pay now' : 'View your invoice', url },
          closing: `Questions about it? Reply to ${organization.email}.`,
        }
      : {
          subject: `Reminder: invoice ${number} from ${sender}, due ${due}`,
          heading: `A reminder about invoice ${number}`,
          paragraphs: [
            `Hello ${stakeholder.name},`,
            invoice.balance < invoice.total
              ? `Invoice ${number} from ${sender} for ${total} is due on ${due}: ${formatKobo(invoice.balance)} of it is still to be paid.`
              : `Invoice ${number} from ${sender} for ${total} is due on ${due} and is not yet marked as paid.`,
            'The invoice is attached again as a PDF. If you have paid it already, thank you: please ignore this reminder.',
            ...(payOnline ? [payOnlineParagraph] : []),
            ...howToPayParagraphs(detail, number),
          ],
          action: { label: payOnline ? 'Pay now' : 'View your invoice', url },
          closing: `Questions about it? Reply to ${organization.email}.`,
        },
  );
}

// Asks for one email about an invoice, inside the transaction that causes it
// (sending it, a reminder). The email itself is made by the job below, after
// the commit: rendering the PDF takes tens of milliseconds, which the
// numbering lock of a send must not wait for (decision 015).
export async function requestInvoiceEmail(
  tx: Database,
  context: Pick<AppContext, 'jobs'>,
  { organizationId, invoiceId, kind }: { organizationId: string; invoiceId: string; kind: EmailKind },
) {
  const emailNumber = await takeEmailNumber(tx, { organizationId, invoiceId });
  await enqueueInvoiceEmail(tx, context, { organizationId, invoiceId, kind, emailNumber });
}

// The same, for a caller that counts the email on the invoice in its own update.
export function enqueueInvoiceEmail(tx: Database, { jobs }: Pick<AppContext, 'jobs'>, email: InvoiceEmail) {
  return jobs.enqueue<InvoiceEmail>(tx, invoiceEmailJob, email);
}

// Renders the PDF and queues the email with it. Queuing also records the
// email by its number (invoice_emails), so a retried job (its first run queued
// the email but could not report back) never queues it twice.
export function handleInvoiceEmails(
  context: AppContext,
  { paysOnline }: { paysOnline: (organizationId: string) => Promise<boolean> },
) {
  const { database, clock, mailer, jobs } = context;
  const { db } = database;
  const links = createInvoiceLinks(context);
  jobs.handle<InvoiceEmail>(invoiceEmailJob, {
    run: async ({ organizationId, invoiceId, kind, emailNumber }) => {
      const row = await findInvoiceDetail(db, { organizationId, invoiceId, visibility: null });
      const to = row?.stakeholder.emails[0];
      // Gone, its record deleted (it left every address), or a reminder overtaken by
      // a payment or a cancellation: nothing to send.
      if (!row || !to || row.stakeholder.deletedAt) return;
      if (kind === 'reminder' && !isOwed(row.invoice.status)) return;
      const now = clock.now();
      const url = links.urlFor(row.invoice);
      const payOnline = isOwed(row.invoice.status) && row.invoice.balance > 0 && (await paysOnline(organizationId));
      const pdf = await renderInvoicePdf(row, now, payOnline ? url : undefined);
      await db.transaction(async (tx) => {
        if (!(await markEmailQueued(tx, { organizationId, invoiceId, emailNumber, kind, queuedAt: now }))) return;
        await mailer.queue(tx, {
          organizationId,
          to,
          ...invoiceEmailContent(row, kind, url, payOnline),
          attachments: [{ filename: invoicePdfName(row), contentType: 'application/pdf', content: pdf }],
        });
      });
      mailer.nudge();
    },
  });
}
