import fs from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
// fontkit ships no types: only `create` is used, and pdfkit takes what it returns.
const fontkit = require('fontkit') as { create(bytes: Buffer): object };
// DejaVu Sans has the naira sign, which the PDF standard fonts lack. Each font
// is read once per process: a fresh font's first layout loads its shaping
// tables (~130 ms of blocked event loop on our machines), which every document
// then paid again; pdfkit keeps each document's subset apart.
let fonts: { regular: object; bold: object } | undefined;
const loadedFonts = () => {
  fonts ??= {
    regular: fontkit.create(fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'))),
    bold: fontkit.create(fs.readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'))),
  };
  return fonts;
};

// The look every document we send shares: invoices, receipts, credit notes.
export const ink = '#212529';
export const muted = '#495057';
export const accent = '#1c3d7a';
export const stampColours = { good: '#2b8a3e', bad: '#c92a2a', partial: '#e67700' } as const;
export const page = { margin: 50, width: 595.28 };
export const contentWidth = page.width - page.margin * 2;

export type Doc = PDFKit.PDFDocument;

// An A4 document with our fonts, and the bytes it comes to once `doc.end()` is called.
export function openPdf({ title, author, now }: { title: string; author: string; now: Date }) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: page.margin,
    info: { Title: title, Author: author, CreationDate: now },
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
  return { doc, finished };
}

// The document's kind in large letters, its number below, and its state stamped on the right.
export function drawTitle(
  doc: Doc,
  { kind, number, stamp }: { kind: string; number: string; stamp?: { text: string; colour: string } | undefined },
) {
  doc.font('bold').fontSize(24).fillColor(accent).text(kind, page.margin, page.margin);
  doc.font('regular').fontSize(11).fillColor(muted).text(number, { characterSpacing: 0.5 });
  if (stamp) {
    doc
      .font('bold')
      .fontSize(16)
      .fillColor(stamp.colour)
      .text(stamp.text, page.margin, page.margin + 4, { width: contentWidth, align: 'right' });
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

// Two parties side by side: who issues the document, and to whom.
export function drawParties(
  doc: Doc,
  left: { heading: string; lines: (string | null)[] },
  right: { heading: string; lines: (string | null)[] },
) {
  const top = doc.y;
  const leftBottom = party(doc, page.margin, top, left.heading, left.lines);
  const rightBottom = party(doc, page.margin + contentWidth / 2 + 10, top, right.heading, right.lines);
  doc.y = Math.max(leftBottom, rightBottom) + 20;
}

// A row of labelled facts (numbers, dates), side by side.
export function drawCells(doc: Doc, cells: [label: string, value: string][]) {
  const top = doc.y;
  const width = contentWidth / cells.length;
  cells.forEach(([label, value], index) => {
    const x = page.margin + index * width;
    doc.font('bold').fontSize(9).fillColor(muted).text(label.toUpperCase(), x, top, { width });
    doc
      .font('regular')
      .fontSize(11)
      .fillColor(ink)
      .text(value, x, top + 14, { width });
  });
  doc.y = top + 50;
}

const columns = { description: page.margin, amount: page.margin + contentWidth - 140 };

// A line of the figures: its description, and its amount on the right.
export function drawRow(
  doc: Doc,
  description: string,
  amount: string,
  options: { bold?: boolean; size?: number } = {},
) {
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

export function drawColumnHeadings(doc: Doc, description: string, amount: string) {
  doc.font('bold').fontSize(9).fillColor(muted);
  const top = doc.y;
  doc.text(description, columns.description, top);
  doc.text(amount, columns.amount, top, { width: 140, align: 'right' });
  doc.y += 4;
  drawRule(doc);
}

export function drawRule(doc: Doc) {
  doc
    .moveTo(page.margin, doc.y)
    .lineTo(page.margin + contentWidth, doc.y)
    .lineWidth(0.5)
    .strokeColor('#ced4da')
    .stroke();
  doc.y += 8;
}

// A headed block of text lines across the page.
export function drawSection(doc: Doc, heading: string, lines: string[]) {
  doc.moveDown(1.5);
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(muted)
    .text(heading.toUpperCase(), page.margin, doc.y, { width: contentWidth });
  doc.moveDown(0.3);
  doc.font('regular').fontSize(10).fillColor(ink);
  for (const line of lines) doc.text(line, page.margin, doc.y, { width: contentWidth });
}

// The closing words at the foot of the document.
export function drawClosing(doc: Doc, text: string) {
  doc.moveDown(2);
  doc.font('regular').fontSize(9).fillColor(muted);
  doc.text(text, page.margin, doc.y, { width: contentWidth });
}

// A line that opens `url` when pressed (in every PDF reader that follows links).
export function drawLink(doc: Doc, text: string, url: string) {
  doc.moveDown(0.5);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(accent)
    .text(text, page.margin, doc.y, { width: contentWidth, link: url, underline: true });
}
