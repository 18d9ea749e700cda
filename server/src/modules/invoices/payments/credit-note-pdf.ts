import { formatKobo, type Kobo, kobo } from '@srm/contract';
import { partiesOf, shownTime } from '../invoice-pdf.js';
import { numberOrReference } from '../invoices.mapper.js';
import type { InvoiceDetailRow } from '../invoices.queries.js';
import {
  drawCells,
  drawClosing,
  drawColumnHeadings,
  drawParties,
  drawRow,
  drawRule,
  drawSection,
  drawTitle,
  openPdf,
} from '../pdf-layout.js';
import type { CreditNoteRow } from './credit-notes.queries.js';

export const creditNotePdfName = (note: Pick<CreditNoteRow, 'number'>) =>
  `${note.number.replace(/[^\w.-]+/g, '_')}.pdf`;

// The VAT a credit takes back: the invoice's VAT in the share the credit is of its total, to the kobo.
const vatOf = (amount: Kobo, { vat, total }: { vat: Kobo; total: Kobo }) =>
  total > 0 ? kobo(Math.round((amount * vat) / total)) : kobo(0);

// docs/product.md#payments: a credit note, one A4 page, with its own number, naming the invoice it corrects (its
// number and the day it was sent), why, the amount and the VAT in it, and what is left to pay after it.
export function renderCreditNotePdf(detail: InvoiceDetailRow, note: CreditNoteRow, now: Date): Promise<Buffer> {
  const { invoice } = detail;
  const invoiceNumber = numberOrReference(detail);
  const { doc, finished } = openPdf({ title: `Credit note ${note.number}`, author: detail.organization.name, now });
  drawTitle(doc, { kind: 'CREDIT NOTE', number: note.number });
  const [from, to] = partiesOf(detail, 'To');
  drawParties(doc, from, to);
  drawCells(doc, [
    ['Credit note number', note.number],
    ['Issued on', shownTime(detail, note.issuedAt)],
    ['Corrects invoice', invoiceNumber],
  ]);
  drawSection(doc, 'Reason', [note.reason]);
  doc.moveDown(1);
  drawColumnHeadings(doc, 'CREDIT', 'AMOUNT (NGN)');
  drawRow(doc, `Credited on invoice ${invoiceNumber}`, formatKobo(note.amount), { bold: true, size: 13 });
  drawRow(doc, 'of which VAT', formatKobo(vatOf(note.amount, invoice)));
  drawRule(doc);
  const sent = invoice.sentAt ? `, sent on ${shownTime(detail, invoice.sentAt)}` : '';
  drawRow(doc, `Invoice ${invoiceNumber} total${sent}`, formatKobo(invoice.total));
  drawRow(doc, 'Left to pay after this credit', formatKobo(note.balanceAfter), { bold: true });
  drawClosing(doc, `This credit note lowers what is owed on invoice ${invoiceNumber}; it is not a refund.`);
  doc.end();
  return finished;
}
