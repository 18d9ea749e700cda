import fs from 'node:fs';
import { createRequire } from 'node:module';
import { basisPointsToPercent, formatDetailDate, formatDetailDay, formatKobo, kobo, planLabel } from '@srm/contract';
import PDFDocument from 'pdfkit';
import { timeZoneOf } from '../../platform/time-zone/time-zone.js';
import { customerTaxIdOf, isPayable, paymentDetailsOf, supplierIdentifiersOf } from './invoice-payment-details.js';
import { numberOrReference } from './invoices.mapper.js';
import type { InvoiceDetailRow } from './invoices.queries.js';

const require = createRequire(import.meta.url);
// fontkit ships no types: only `create` is used, and pdfkit takes what it returns.
const fontkit = require('fontkit') as { create(bytes: Buffer): object };
// DejaVu Sans has the naira sign, which the PDF standard fonts lack. Each font
// is read once per process: a fresh font's first layout loads its shaping
// tables (~130 ms of blocked event loop on our machines), which every invoice
// then paid again; pdfkit keeps each document's subset apart.
let fonts: { regular: object; bold: object } | undefined;
const loadedFonts = () => {
  fonts ??= {
    regular: fontkit.create(fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
    bold: fontkit.create(fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))),
  };
  return fonts;
};

const ink = '#212529';
const muted = '#495057';
const accent = '#1c3d7a';
const page = { margin: 50, width: 595.28 };
const contentWidth = page.width - page.margin * 2;

// docs/product.md#api-conventions: times as the app shows them, in the organisation's time zone; days as days.
const shownTime = ({ organization }: InvoiceDetailRow, instant: Date) =>
  formatDetailDate(instant, timeZoneOf(organization.country));

export const invoicePdfName = (detail: InvoiceDetailRow) =>
  `${numberOrReference(detail).replace(/[^\w.-]+/g, '_')}.pdf`;

// The invoice as its stakeholder receives it (docs/product.md#invoices): one A4
// page with From, To, number and dates, the two lines and the totals in NGN,
// from the stored row: amounts in kobo, rates in basis points.
export function renderInvoicePdf(detail: InvoiceDetailRow, now: Date): Promise<Buffer> {
  const title = numberOrReference(detail);
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: { Title: `Invoice ${title}`, Author: detail.organization.name, CreationDate: now },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = loadedFonts();
  // pdfkit takes a font fontkit made (PDFFontFactory), which its types do not say.
  doc.registerFont('regular', regular as Buffer);
  doc.registerFont('bold', bold as Buffer);

  drawHeader(doc, detail, title);
  drawParties(doc, detail);
  drawDates(doc, detail, title);
  drawLines(doc, detail);
  drawTotals(doc, detail);
  drawFooter(doc, detail, title);
  doc.end();
  return finished;
}

type Doc = PDFKit.PDFDocument;

function drawHeader(doc: Doc, { invoice }: InvoiceDetailRow, title: string) {
  doc.font('bold').fontSize(24).fillColor(accent).text('INVOICE', page.margin, page.margin);
  doc.font('regular').fontSize(11).fillColor(muted).text(title, { characterSpacing: 0.5 });
  const status = invoice.status === 'paid' ? 'PAID' : invoice.status === 'cancelled' ? 'CANCELLED' : '';
  if (status) {
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(invoice.status === 'paid' ? '#2b8a3e' : '#c92a2a')
      .text(status, page.margin, page.margin + 4, { width: contentWidth, align: 'right' });
  }
  doc.moveDown(2);
}

function party(doc: Doc, x: number, y: number, heading: string, lines: (string | null)[]) {
  const width = contentWidth / 2 - 10;
  doc.font('bold').fontSize(9).fillColor(muted).text(heading.toUpperCase(), x, y, { width });
  doc.moveDown(0.3);
  const [name, ...rest] = lines;
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(ink)
    .text(name ?? 'Unknown', x, doc.y, { width });
  doc.font('regular').fontSize(10);
  for (const line of rest) if (line) doc.text(line, x, doc.y, { width });
  return doc.y;
}

const tin = (taxId: string | null | undefined) => (taxId ? `TIN: ${taxId}` : null);

function drawParties(doc: Doc, { invoice, organization, settings, stakeholder }: InvoiceDetailRow) {
  const top = doc.y;
  const fromBottom = party(doc, page.margin, top, 'From', [
    organization.name,
    settings?.businessAddress ?? null,
    organization.email,
    ...supplierIdentifiersOf({ settings }),
  ]);
  const toBottom = party(doc, page.margin + contentWidth / 2 + 10, top, 'To', [
    stakeholder.name,
    stakeholder.address,
    stakeholder.emails[0] ?? null,
    tin(customerTaxIdOf({ invoice, stakeholder })),
  ]);
  doc.y = Math.max(fromBottom, toBottom) + 20;
}

function drawDates(doc: Doc, detail: InvoiceDetailRow, title: string) {
  const { invoice } = detail;
  const top = doc.y;
  const cells = [
    ['Invoice number', title],
    // A draft has not been sent: it shows no sent date.
    ...(invoice.status !== 'draft' && invoice.sentAt ? [['Sent on', shownTime(detail, invoice.sentAt)]] : []),
    ['Due on', formatDetailDay(invoice.dueDate)],
  ];
  const width = contentWidth / cells.length;
  cells.forEach(([label, value], index) => {
    const x = page.margin + index * width;
    doc.font('bold').fontSize(9).fillColor(muted).text(label!.toUpperCase(), x, top, { width });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(ink)
      .text(value!, x, top + 14, { width });
  });
  doc.y = top + 50;
}

const columns = { description: page.margin, amount: page.margin + contentWidth - 140 };

function row(doc: Doc, description: string, amount: string, options: { bold?: boolean; size?: number } = {}) {
  const top = doc.y;
  doc
    .font(options.bold ? 'bold' : 'regular')
    .fontSize(options.size ?? 10)
    .fillColor(ink);
  doc.text(description, columns.description, top, { width: columns.amount - columns.description - 10 });
  const bottom = doc.y;
  doc.text(amount, columns.amount, top, { width: 140, align: 'right' });
  doc.y = Math.max(bottom, doc.y) + 6;
}

function rule(doc: Doc) {
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.margin + contentWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor('#ced4da')
    .stroke();
  doc.y += 8;
}

function drawLines(doc: Doc, { invoice }: InvoiceDetailRow) {
  doc.font('bold').fontSize(9).fillColor(muted);
  const top = doc.y;
  doc.text('DESCRIPTION', columns.description, top);
  doc.text('AMOUNT (NGN)', columns.amount, top, { width: 140, align: 'right' });
  doc.y += 4;
  rule(doc);
  const plan = planLabel(invoice.plan);
  const months = `${invoice.months} month${invoice.months === 1 ? '' : 's'}`;
  row(doc, `${plan} plan, fixed fee × ${months}`, formatKobo(invoice.fixedAmount));
  const extra = invoice.extraEmployees;
  row(
    doc,
    `${plan} plan, ${extra} employee${extra === 1 ? '' : 's'} above the free users × ${months}`,
    formatKobo(invoice.employeeAmount),
  );
  rule(doc);
}

function drawTotals(doc: Doc, { invoice }: InvoiceDetailRow) {
  const discountKind =
    invoice.discountType === 'percentage'
      ? `${basisPointsToPercent(invoice.discountKoboOrBasisPoints)}%`
      : `flat ${formatKobo(kobo(invoice.discountKoboOrBasisPoints))}`;
  row(doc, 'Subtotal', formatKobo(invoice.subtotal));
  row(doc, `Discount (${discountKind})`, `-${formatKobo(invoice.discount)}`);
  row(doc, 'Amount before tax', formatKobo(invoice.beforeTax));
  row(doc, `VAT (${basisPointsToPercent(invoice.taxBasisPoints)}%)`, formatKobo(invoice.vat));
  rule(doc);
  row(doc, 'Total', formatKobo(invoice.total), { bold: true, size: 13 });
}

// Where to pay, while there is something to pay: the accounts and the organisation's terms.
function drawHowToPay(doc: Doc, detail: InvoiceDetailRow) {
  const { accounts, terms } = paymentDetailsOf(detail);
  if (!isPayable(detail.invoice) || (accounts.length === 0 && !terms)) return;
  doc.moveDown(1.5);
  doc.font('bold').fontSize(9).fillColor(muted).text('HOW TO PAY', page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(ink);
  if (accounts.length > 0) doc.text('By bank transfer to:', page.margin, doc.y, { width: contentWidth });
  for (const account of accounts) doc.text(account, page.margin, doc.y, { width: contentWidth });
  if (terms) {
    doc.moveDown(0.5);
    doc.text(terms, page.margin, doc.y, { width: contentWidth });
  }
}

function drawFooter(doc: Doc, detail: InvoiceDetailRow, title: string) {
  const { invoice } = detail;
  drawHowToPay(doc, detail);
  doc.moveDown(2);
  doc.font('regular').fontSize(9).fillColor(muted);
  const closing =
    invoice.status === 'cancelled'
      ? 'This invoice was cancelled: nothing is owed.'
      : invoice.paidAt
        ? `Paid on ${shownTime(detail, invoice.paidAt)}. Thank you.`
        : `Please pay by ${formatDetailDay(invoice.dueDate)}, quoting ${title}.`;
  doc.text(closing, page.margin, doc.y, { width: contentWidth });
}
