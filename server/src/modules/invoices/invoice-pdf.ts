import fs from 'node:fs';
import { createRequire } from 'node:module';
import { formatNaira, type Invoice, nairaToKobo } from '@srm/contract';
import PDFDocument from 'pdfkit';

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

const money = (naira: number) => formatNaira(nairaToKobo(naira));
const longDate = (iso: string | null, fallback: string) =>
  iso
    ? new Intl.DateTimeFormat('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Africa/Lagos',
      }).format(new Date(iso.length === 10 ? `${iso}T12:00:00Z` : iso))
    : fallback;

export const invoicePdfName = (invoice: Invoice) =>
  `${(invoice.invoice_number ?? invoice.reference).replace(/[^\w.-]+/g, '_')}.pdf`;

// The invoice as its stakeholder receives it (docs/product.md#invoices): one A4
// page with From, To, number and dates, the two lines and the totals in NGN.
export function renderInvoicePdf(invoice: Invoice, now: Date): Promise<Buffer> {
  const title = invoice.invoice_number ?? invoice.reference;
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: { Title: `Invoice ${title}`, Author: invoice.from.name, CreationDate: now },
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

  drawHeader(doc, invoice, title);
  drawParties(doc, invoice);
  drawDates(doc, invoice, now);
  drawLines(doc, invoice);
  drawTotals(doc, invoice);
  drawFooter(doc, invoice);
  doc.end();
  return finished;
}

type Doc = PDFKit.PDFDocument;

function drawHeader(doc: Doc, invoice: Invoice, title: string) {
  doc.font('bold').fontSize(24).fillColor(accent).text('INVOICE', page.margin, page.margin);
  doc.font('regular').fontSize(11).fillColor(muted).text(title, { characterSpacing: 0.5 });
  const status = invoice.payment_status === 'paid' ? 'PAID' : invoice.payment_status === 'cancelled' ? 'CANCELLED' : '';
  if (status) {
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(invoice.payment_status === 'paid' ? '#2b8a3e' : '#c92a2a')
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

function drawParties(doc: Doc, invoice: Invoice) {
  const top = doc.y;
  const { from, stakeholder } = invoice;
  const fromBottom = party(doc, page.margin, top, 'From', [
    from.name,
    from.address,
    from.email,
    from.tax_id && `TIN: ${from.tax_id}`,
  ]);
  const toBottom = party(doc, page.margin + contentWidth / 2 + 10, top, 'To', [
    stakeholder.name,
    stakeholder.address,
    stakeholder.email,
    invoice.customer_tax_id && `TIN: ${invoice.customer_tax_id}`,
  ]);
  doc.y = Math.max(fromBottom, toBottom) + 20;
}

function drawDates(doc: Doc, invoice: Invoice, now: Date) {
  const top = doc.y;
  const cells = [
    ['Invoice number', invoice.invoice_number ?? invoice.reference],
    ['Sent on', longDate(invoice.sent_date ?? now.toISOString(), '')],
    ['Due on', longDate(invoice.due_date, 'N/A')],
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

function drawLines(doc: Doc, invoice: Invoice) {
  doc.font('bold').fontSize(9).fillColor(muted);
  const top = doc.y;
  doc.text('DESCRIPTION', columns.description, top);
  doc.text('AMOUNT (NGN)', columns.amount, top, { width: 140, align: 'right' });
  doc.y += 4;
  rule(doc);
  const months = `${invoice.number_of_months} month${invoice.number_of_months === 1 ? '' : 's'}`;
  row(doc, `${invoice.plan_label} plan, fixed fee × ${months}`, money(invoice.fixed_amount));
  const extra = invoice.extra_employees;
  row(
    doc,
    `${invoice.plan_label} plan, ${extra} employee${extra === 1 ? '' : 's'} above the free users × ${months}`,
    money(invoice.employee_amount),
  );
  rule(doc);
}

function drawTotals(doc: Doc, invoice: Invoice) {
  const discountKind =
    invoice.discount_type === 'percentage' ? `${invoice.discount_value}%` : `flat ${money(invoice.discount_value)}`;
  row(doc, 'Subtotal', money(invoice.subtotal));
  row(doc, `Discount (${discountKind})`, `-${money(invoice.discount_applied)}`);
  row(doc, 'Amount before tax', money(invoice.before_tax));
  row(doc, `VAT (${invoice.tax_rate}%)`, money(invoice.tax));
  rule(doc);
  row(doc, 'Total', money(invoice.amount), { bold: true, size: 13 });
}

function drawFooter(doc: Doc, invoice: Invoice) {
  doc.moveDown(2);
  doc.font('regular').fontSize(9).fillColor(muted);
  const paid = invoice.paid_date ? `Paid on ${longDate(invoice.paid_date, '')}. Thank you.` : null;
  doc.text(
    paid ??
      `Please pay by ${longDate(invoice.due_date, 'the due date')}, quoting ${invoice.invoice_number ?? invoice.reference}.`,
    page.margin,
    doc.y,
    {
      width: contentWidth,
    },
  );
}
