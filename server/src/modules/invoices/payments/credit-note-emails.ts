import { formatKobo } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { renderEmail } from '../../../platform/mail/email-layout.js';
import { numberOrReference } from '../invoices.mapper.js';
import { findInvoiceDetail, type InvoiceDetailRow } from '../invoices.queries.js';
import { createInvoiceLinks } from '../public-invoice-links.js';
import { creditNotePdfName, renderCreditNotePdf } from './credit-note-pdf.js';
import { type CreditNoteRow, markCreditNoteQueued } from './credit-notes.queries.js';

export const creditNoteEmailJob = 'invoice.credit-note-email';
type CreditNoteEmail = { organizationId: string; invoiceId: string; creditNoteId: string };

// Asked for in the transaction that issues the credit note; the job below makes it after the commit.
export function enqueueCreditNoteEmail(tx: Database, { jobs }: Pick<AppContext, 'jobs'>, email: CreditNoteEmail) {
  return jobs.enqueue<CreditNoteEmail>(tx, creditNoteEmailJob, email);
}

export function creditNoteEmailContent(detail: InvoiceDetailRow, note: CreditNoteRow, url: string) {
  const { organization, stakeholder } = detail;
  const invoiceNumber = numberOrReference(detail);
  return renderEmail({
    subject: `Credit note ${note.number} for invoice ${invoiceNumber} from ${organization.name}`,
    heading: `Credit note ${note.number}`,
    paragraphs: [
      `Hello ${stakeholder.name},`,
      `${organization.name} has credited ${formatKobo(note.amount)} on invoice ${invoiceNumber}: ${note.reason}`,
      note.balanceAfter > 0
        ? `${formatKobo(note.balanceAfter)} is left to pay on it.`
        : `Nothing more is owed on invoice ${invoiceNumber}.`,
      `The credit note ${note.number} is attached as a PDF.`,
    ],
    action: { label: 'View your invoice', url },
    closing: `Questions about it? Reply to ${organization.email}.`,
  });
}

// docs/product.md#payments: every credit note goes to the stakeholder with its PDF, once.
export function handleCreditNoteEmails(context: AppContext) {
  const { database, clock, mailer, jobs } = context;
  const { db } = database;
  const links = createInvoiceLinks(context);
  jobs.handle<CreditNoteEmail>(creditNoteEmailJob, {
    run: async ({ organizationId, invoiceId, creditNoteId }) => {
      const detail = await findInvoiceDetail(db, { organizationId, invoiceId, visibility: null });
      const note = detail?.creditNotes.find(({ creditNote }) => creditNote.id === creditNoteId)?.creditNote;
      const to = detail?.stakeholder.emails[0];
      if (!detail || !note || !to || detail.stakeholder.deletedAt) return;
      const now = clock.now();
      const pdf = await renderCreditNotePdf(detail, note, now);
      await db.transaction(async (tx) => {
        if (!(await markCreditNoteQueued(tx, { organizationId, creditNoteId, queuedAt: now }))) return;
        await mailer.queue(tx, {
          organizationId,
          to,
          ...creditNoteEmailContent(detail, note, links.urlFor(detail.invoice)),
          attachments: [{ filename: creditNotePdfName(note), contentType: 'application/pdf', content: pdf }],
        });
      });
      mailer.nudge();
    },
  });
}
