import { formatDetailDay, formatKobo, paymentMethodLabels } from '@srm/contract';
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
  stampColours,
} from '../pdf-layout.js';
import type { PaymentLedgerRow } from './payments.queries.js';

export const receiptPdfName = ({ payment }: PaymentLedgerRow) =>
  `${payment.receiptNumber.replace(/[^\w.-]+/g, '_')}.pdf`;

// docs/product.md#payments: a payment's receipt, one A4 page: who received what from whom, on which day and how,
// for which invoice, and what was left to pay once it came. A reversed payment's receipt says so.
export function renderReceiptPdf(detail: InvoiceDetailRow, entry: PaymentLedgerRow, now: Date): Promise<Buffer> {
  const { payment, reversal } = entry;
  const invoiceNumber = numberOrReference(detail);
  const { doc, finished } = openPdf({
    title: `Receipt ${payment.receiptNumber}`,
    author: detail.organization.name,
    now,
  });
  drawTitle(doc, {
    kind: 'RECEIPT',
    number: payment.receiptNumber,
    stamp: reversal ? { text: 'REVERSED', colour: stampColours.bad } : undefined,
  });
  const [from, to] = partiesOf(detail, 'Received from');
  drawParties(doc, from, to);
  drawCells(doc, [
    ['Receipt number', payment.receiptNumber],
    ['Paid on', formatDetailDay(payment.paidOn)],
    ['For invoice', invoiceNumber],
  ]);
  drawColumnHeadings(doc, 'PAYMENT', 'AMOUNT (NGN)');
  const how = [paymentMethodLabels[payment.method], payment.reference && `reference ${payment.reference}`];
  drawRow(doc, how.filter(Boolean).join(', '), formatKobo(payment.amount), { bold: true, size: 13 });
  drawRule(doc);
  drawRow(doc, `Invoice ${invoiceNumber} total`, formatKobo(detail.invoice.total));
  drawRow(doc, 'Left to pay after this payment', formatKobo(payment.balanceAfter), { bold: true });
  if (reversal) {
    drawSection(doc, 'Reversed', [`On ${shownTime(detail, reversal.reversedAt)}: ${reversal.reason}`]);
  }
  drawClosing(
    doc,
    reversal
      ? 'This payment was reversed: this receipt no longer counts towards the invoice.'
      : `Received with thanks by ${detail.organization.name}.`,
  );
  doc.end();
  return finished;
}
