import {
  basisPointsToPercent,
  formatDetailDate,
  formatDetailDay,
  formatKobo,
  isOwed,
  kobo,
  planLabel,
} from '@srm/contract';
import { timeZoneOf } from '../../platform/time-zone/time-zone.js';
import {
  customerTaxIdOf,
  isPayable,
  paymentDetailsOf,
  payOnlineText,
  supplierIdentifiersOf,
} from './invoice-payment-details.js';
import { numberOrReference } from './invoices.mapper.js';
import type { InvoiceDetailRow } from './invoices.queries.js';
import {
  type Doc,
  drawCells,
  drawClosing,
  drawColumnHeadings,
  drawLink,
  drawParties,
  drawRow,
  drawRule,
  drawSection,
  drawTitle,
  openPdf,
  stampColours,
} from './pdf-layout.js';

// docs/product.md#api-conventions: times as the app shows them, in the organisation's time zone; days as days.
export const shownTime = ({ organization }: Pick<InvoiceDetailRow, 'organization'>, instant: Date) =>
  formatDetailDate(instant, timeZoneOf(organization.country));

export const invoicePdfName = (detail: InvoiceDetailRow) =>
  `${numberOrReference(detail).replace(/[^\w.-]+/g, '_')}.pdf`;

type Party = { heading: string; lines: (string | null)[] };

const tin = (taxId: string | null | undefined) => (taxId ? `TIN: ${taxId}` : null);

// Who issues our documents and to whom, as every one of them shows it.
export function partiesOf(detail: InvoiceDetailRow, toHeading: string): [from: Party, to: Party] {
  const { invoice, organization, settings, stakeholder } = detail;
  return [
    {
      heading: 'From',
      lines: [
        organization.name,
        settings?.businessAddress ?? null,
        organization.email,
        ...supplierIdentifiersOf(detail),
      ],
    },
    {
      heading: toHeading,
      lines: [
        stakeholder.name,
        stakeholder.address,
        stakeholder.emails[0] ?? null,
        tin(customerTaxIdOf({ invoice, stakeholder })),
      ],
    },
  ];
}

const stamps = {
  paid: { text: 'PAID', colour: stampColours.good },
  partially_paid: { text: 'PARTLY PAID', colour: stampColours.partial },
  cancelled: { text: 'CANCELLED', colour: stampColours.bad },
} as const;

// The invoice as its stakeholder receives it (docs/product.md#invoices): one A4
// page with From, To, number and dates, the two lines and the totals in NGN,
// what was paid and what is left, from the stored row: amounts in kobo, rates in basis points.
// `payOnlineUrl`: the stakeholder's own page, where the organisation takes Paystack (docs/product.md#payments).
export function renderInvoicePdf(detail: InvoiceDetailRow, now: Date, payOnlineUrl?: string): Promise<Buffer> {
  const title = numberOrReference(detail);
  const { invoice } = detail;
  const { doc, finished } = openPdf({ title: `Invoice ${title}`, author: detail.organization.name, now });
  drawTitle(doc, { kind: 'INVOICE', number: title, stamp: stamps[invoice.status as keyof typeof stamps] });
  const [from, to] = partiesOf(detail, 'To');
  drawParties(doc, from, to);
  drawCells(doc, [
    ['Invoice number', title],
    // A draft has not been sent: it shows no sent date.
    ...(invoice.status !== 'draft' && invoice.sentAt
      ? [['Sent on', shownTime(detail, invoice.sentAt)] as [string, string]]
      : []),
    ['Due on', formatDetailDay(invoice.dueDate)],
  ]);
  drawLines(doc, detail);
  drawTotals(doc, detail);
  drawHowToPay(doc, detail, payOnlineUrl);
  drawClosing(doc, closingOf(detail, title));
  doc.end();
  return finished;
}

function drawLines(doc: Doc, { invoice }: InvoiceDetailRow) {
  drawColumnHeadings(doc, 'DESCRIPTION', 'AMOUNT (NGN)');
  const plan = planLabel(invoice.plan);
  const months = `${invoice.months} month${invoice.months === 1 ? '' : 's'}`;
  drawRow(doc, `${plan} plan, fixed fee × ${months}`, formatKobo(invoice.fixedAmount));
  const extra = invoice.extraEmployees;
  drawRow(
    doc,
    `${plan} plan, ${extra} employee${extra === 1 ? '' : 's'} above the free users × ${months}`,
    formatKobo(invoice.employeeAmount),
  );
  drawRule(doc);
}

function drawTotals(doc: Doc, { invoice }: InvoiceDetailRow) {
  const discountKind =
    invoice.discountType === 'percentage'
      ? `${basisPointsToPercent(invoice.discountKoboOrBasisPoints)}%`
      : `flat ${formatKobo(kobo(invoice.discountKoboOrBasisPoints))}`;
  drawRow(doc, 'Subtotal', formatKobo(invoice.subtotal));
  drawRow(doc, `Discount (${discountKind})`, `-${formatKobo(invoice.discount)}`);
  drawRow(doc, 'Amount before tax', formatKobo(invoice.beforeTax));
  drawRow(doc, `VAT (${basisPointsToPercent(invoice.taxBasisPoints)}%)`, formatKobo(invoice.vat));
  drawRule(doc);
  drawRow(doc, 'Total', formatKobo(invoice.total), { bold: true, size: 13 });
  // docs/product.md#payments: paid or credited in part, the invoice says how much came, what was credited, and
  // what is left.
  const settledByPaymentsAlone = invoice.status === 'paid' && invoice.amountCredited === 0;
  if ((invoice.amountPaid > 0 || invoice.amountCredited > 0) && !settledByPaymentsAlone) {
    if (invoice.amountPaid > 0) drawRow(doc, 'Paid so far', `-${formatKobo(invoice.amountPaid)}`);
    if (invoice.amountCredited > 0) drawRow(doc, 'Credited', `-${formatKobo(invoice.amountCredited)}`);
    if (isOwed(invoice.status)) drawRow(doc, 'Balance due', formatKobo(invoice.balance), { bold: true, size: 13 });
  }
}

// Where to pay, while there is something to pay: the accounts and the organisation's terms.
function drawHowToPay(doc: Doc, detail: InvoiceDetailRow, payOnlineUrl: string | undefined) {
  const { accounts, terms } = paymentDetailsOf(detail);
  if (!isPayable(detail.invoice) || (accounts.length === 0 && !terms && !payOnlineUrl)) return;
  drawSection(doc, 'How to pay', [
    ...(accounts.length > 0 ? ['By bank transfer to:', ...accounts] : []),
    ...(terms ? ['', terms] : []),
  ]);
  if (payOnlineUrl) drawLink(doc, `${payOnlineText}: Pay now`, payOnlineUrl);
}

function closingOf(detail: InvoiceDetailRow, title: string) {
  const { invoice } = detail;
  if (invoice.status === 'cancelled') return 'This invoice was cancelled: nothing is owed.';
  if (invoice.status === 'paid') {
    // The day its last payment was made, as its payer dated it (docs/product.md#payments).
    const lastPaid = detail.payments.filter(({ reversal }) => !reversal).at(-1)?.payment.paidOn;
    if (invoice.amountCredited > 0) return 'Settled by the payments and credit notes above. Thank you.';
    return lastPaid ? `Paid in full on ${formatDetailDay(lastPaid)}. Thank you.` : 'Paid. Thank you.';
  }
  const owed = invoice.balance < invoice.total ? `the balance of ${formatKobo(invoice.balance)}` : null;
  return `Please pay ${owed ? `${owed} ` : ''}by ${formatDetailDay(invoice.dueDate)}, quoting ${title}.`;
}
