import { isOwed, lagosDay, type PaystackOutcome, type PublicInvoice, pathTo, publicInvoiceRead } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/errors/app-error.js';
import { appLink } from '../../platform/mail/app-link.js';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';
import { toInvoice } from './invoices.mapper.js';
import { findInvoiceDetail, findOrganizationOfInvoice, type InvoiceDetailRow } from './invoices.queries.js';
import type { PaystackConnectionService } from './paystack/paystack-connection.service.js';
import type { PaystackPaymentsService } from './paystack/paystack-payments.service.js';
import { createInvoiceLinks } from './public-invoice-links.js';

// The stakeholder's own invoice page (docs/product.md#invoices), opened by the signed link in our emails: the
// invoice as sent, what is left to pay and how, and its PDF. A draft was never sent, so no link opens it.
export function createPublicInvoiceService(
  context: AppContext,
  {
    connections,
    paystackPayments,
  }: { connections: PaystackConnectionService; paystackPayments: PaystackPaymentsService },
) {
  const { database, clock, config } = context;
  const { db } = database;
  const links = createInvoiceLinks(context);

  async function invoiceOfLink(token: string) {
    const claim = links.read(token);
    const organizationId = claim && (await findOrganizationOfInvoice(db, claim.id));
    const row =
      claim && organizationId
        ? await findInvoiceDetail(db, { organizationId, invoiceId: claim.id, visibility: null })
        : undefined;
    // A draft was never sent; a deleted record's invoices are emailed nothing more, and open no more either.
    if (!claim || !row || row.invoice.status === 'draft' || row.stakeholder.deletedAt) {
      throw new AppError('INVOICE_LINK_INVALID');
    }
    const verdict = links.check(claim, row.invoice.stakeholderId);
    if (verdict === 'invalid') throw new AppError('INVOICE_LINK_INVALID');
    if (verdict === 'expired') throw new AppError('INVOICE_LINK_EXPIRED');
    return row;
  }

  // Pay now is offered while something is left to pay, where the organisation takes Paystack.
  const paysOnline = async ({ invoice }: InvoiceDetailRow) =>
    isOwed(invoice.status) &&
    invoice.balance > 0 &&
    (await connections.secretKeyOf(invoice.organizationId)) !== undefined;

  async function get(token: string): Promise<PublicInvoice> {
    const row = await invoiceOfLink(token);
    const invoice = toInvoice(row, lagosDay(clock.now()));
    const payOnline = await paysOnline(row);
    return {
      invoice_number: invoice.invoice_number,
      payment_status: invoice.payment_status,
      overdue: invoice.overdue,
      sent_date: invoice.sent_date,
      due_date: invoice.due_date,
      paid_date: invoice.paid_date,
      plan_label: invoice.plan_label,
      number_of_months: invoice.number_of_months,
      extra_employees: invoice.extra_employees,
      discount_type: invoice.discount_type,
      discount_value: invoice.discount_value,
      tax_rate: invoice.tax_rate,
      fixed_amount: invoice.fixed_amount,
      employee_amount: invoice.employee_amount,
      subtotal: invoice.subtotal,
      discount_applied: invoice.discount_applied,
      before_tax: invoice.before_tax,
      tax: invoice.tax,
      amount: invoice.amount,
      amount_paid: invoice.amount_paid,
      amount_credited: invoice.amount_credited,
      balance: invoice.balance,
      printed_customer_tax_id: invoice.printed_customer_tax_id,
      from: invoice.from,
      how_to_pay: invoice.how_to_pay,
      stakeholder_name: row.stakeholder.name,
      pay_online: payOnline,
      payments: invoice.payments
        .filter((payment) => !payment.reversal)
        .map(({ amount, date, method, receipt_number }) => ({ amount, date, method, receipt_number })),
      credit_notes: invoice.credit_notes.map(({ credit_note_number, amount, reason, issued_at }) => ({
        credit_note_number,
        amount,
        reason,
        issued_at,
      })),
      pdf_url: `/api${publicInvoiceRead(token)}pdf/`,
    };
  }

  return {
    get,

    // 'Pay now': Paystack's page for the balance, coming back to this invoice's page.
    async pay(token: string) {
      const detail = await invoiceOfLink(token);
      return paystackPayments.start({ detail, returnUrl: appLink(config, pathTo.publicInvoice(token)) });
    },

    // Back from Paystack with its reference: checked with Paystack (and recorded once) if it is this invoice's.
    async confirm(token: string, reference: string) {
      const { invoice } = await invoiceOfLink(token);
      const attempt = await paystackPayments.attemptOf({
        organizationId: invoice.organizationId,
        invoiceId: invoice.id,
        reference,
      });
      const settlement = attempt
        ? await paystackPayments.settle({ organizationId: invoice.organizationId, reference })
        : 'unknown';
      const outcome: PaystackOutcome =
        settlement === 'paid' ? 'paid' : settlement === 'refused' ? 'refused' : 'pending';
      return { outcome, invoice: await get(token) };
    },

    async pdf(token: string) {
      const row = await invoiceOfLink(token);
      const payOnline = (await paysOnline(row)) ? appLink(config, pathTo.publicInvoice(token)) : undefined;
      return { filename: invoicePdfName(row), content: await renderInvoicePdf(row, clock.now(), payOnline) };
    },
  };
}
