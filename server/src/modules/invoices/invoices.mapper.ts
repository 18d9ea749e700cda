import {
  basisPointsToPercent,
  duplicateNumberPrefix,
  type Invoice,
  type InvoicePayment,
  type InvoiceSummary,
  isOwed,
  type Kobo,
  kobo,
  koboToNaira,
  planLabel,
} from '@srm/contract';
import { customerTaxIdOf } from './invoice-payment-details.js';
import type { InvoiceDetailRow, InvoiceSummaryRow } from './invoices.queries.js';
import type { PaymentLedgerRow } from './payments/payments.queries.js';

type StaffColumns = { id: string | null; firstName: string | null; lastName: string | null } | null;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const naira = (amount: Kobo | null) => (amount === null ? null : koboToNaira(amount));

function staffReference(staff: StaffColumns) {
  return staff?.id ? { id: staff.id, first_name: staff.firstName ?? '', last_name: staff.lastName ?? '' } : null;
}

// docs/product.md#invoices: an unsent duplicate shows DUP- and the number it copies
// (or, if that one was never sent either, its reference).
function shownNumber({ invoice, duplicateOf }: Pick<InvoiceSummaryRow, 'invoice' | 'duplicateOf'>) {
  if (invoice.invoiceNumber) return invoice.invoiceNumber;
  if (duplicateOf?.id) return `${duplicateNumberPrefix}${duplicateOf.invoiceNumber ?? duplicateOf.reference}`;
  return null;
}

// What the PDF and emails call it: that number, else a draft's reference.
export const numberOrReference = (row: Pick<InvoiceSummaryRow, 'invoice' | 'duplicateOf'>) =>
  shownNumber(row) ?? row.invoice.reference;

export function toInvoiceSummary(row: InvoiceSummaryRow, today: string): InvoiceSummary {
  const { invoice, stakeholder } = row;
  return {
    id: invoice.id,
    reference: invoice.reference,
    invoice_number: shownNumber(row),
    payment_status: invoice.status,
    overdue: isOwed(invoice.status) && invoice.dueDate < today,
    stakeholder: {
      id: stakeholder.id,
      name: stakeholder.name,
      email: stakeholder.emails[0] ?? null,
      address: stakeholder.address,
    },
    plan: invoice.plan,
    amount: koboToNaira(invoice.total),
    amount_paid: koboToNaira(invoice.amountPaid),
    amount_credited: koboToNaira(invoice.amountCredited),
    // A cancelled invoice asks for nothing more (one cancelled before credit notes has none to say so).
    balance: invoice.status === 'cancelled' ? 0 : koboToNaira(invoice.balance),
    created_at: invoice.createdAt.toISOString(),
    // A draft has not been sent, whatever its row holds.
    sent_date: invoice.status === 'draft' ? null : iso(invoice.sentAt),
    due_date: invoice.dueDate,
    paid_date: iso(invoice.paidAt),
  };
}

export function toInvoicePayment({ payment, recordedBy, reversal, reversedBy }: PaymentLedgerRow): InvoicePayment {
  return {
    id: payment.id,
    amount: koboToNaira(payment.amount),
    date: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    receipt_number: payment.receiptNumber,
    recorded_at: payment.recordedAt.toISOString(),
    recorded_by: staffReference(recordedBy),
    reversal: reversal
      ? {
          reversed_at: reversal.reversedAt.toISOString(),
          reversed_by: staffReference(reversedBy),
          reason: reversal.reason,
        }
      : null,
  };
}

// The discount as typed: percent for a percentage, naira for a flat one.
const discountValue = ({ discountType, discountKoboOrBasisPoints: stored }: InvoiceDetailRow['invoice']) =>
  discountType === 'percentage' ? basisPointsToPercent(stored) : koboToNaira(kobo(stored));

export function toInvoice(row: InvoiceDetailRow, today: string): Invoice {
  const { invoice, organization, settings } = row;
  return {
    ...toInvoiceSummary(row, today),
    send_status: invoice.status === 'draft' ? 'draft' : 'save_and_send',
    plan_label: planLabel(invoice.plan),
    number_of_months: invoice.months,
    number_of_employees: invoice.employees,
    subscription_months: invoice.months,
    subscription_employees: invoice.employees,
    extra_employees: invoice.extraEmployees,
    discount_type: invoice.discountType,
    discount_value: discountValue(invoice),
    tax_rate: basisPointsToPercent(invoice.taxBasisPoints),
    fixed_amount: koboToNaira(invoice.fixedAmount),
    employee_amount: koboToNaira(invoice.employeeAmount),
    subtotal: koboToNaira(invoice.subtotal),
    discount_applied: koboToNaira(invoice.discount),
    before_tax: koboToNaira(invoice.beforeTax),
    tax: koboToNaira(invoice.vat),
    customer_tax_id: invoice.customerTaxId,
    printed_customer_tax_id: customerTaxIdOf(row),
    from: {
      name: organization.name,
      address: settings?.businessAddress ?? null,
      email: organization.email,
      tax_id: settings?.taxId ?? null,
      registration_number: settings?.registrationNumber ?? null,
    },
    how_to_pay: {
      bank_accounts: (settings?.bankAccounts ?? []).map((account) => ({
        bank_name: account.bankName,
        account_name: account.accountName,
        account_number: account.accountNumber,
      })),
      terms: settings?.paymentTerms ?? null,
    },
    reminders: {
      count: invoice.reminderCount,
      last_sent_at: iso(invoice.lastReminderAt),
      next_at: isOwed(invoice.status) ? iso(invoice.nextReminderAt) : null,
    },
    sent_by: staffReference(row.sentBy),
    approval_limit: naira(invoice.approvalLimit),
    paid_by: staffReference(row.paidBy),
    payments: row.payments.map(toInvoicePayment),
    credit_notes: row.creditNotes.map(({ creditNote, issuedBy }) => ({
      id: creditNote.id,
      credit_note_number: creditNote.number,
      amount: koboToNaira(creditNote.amount),
      reason: creditNote.reason,
      issued_at: creditNote.issuedAt.toISOString(),
      issued_by: staffReference(issuedBy),
    })),
    cancelled_date: iso(invoice.cancelledAt),
    cancelled_by: staffReference(row.cancelledBy),
    duplicate_of: row.duplicateOf?.id
      ? { id: row.duplicateOf.id, invoice_number: row.duplicateOf.invoiceNumber }
      : null,
    updated_at: invoice.updatedAt.toISOString(),
  };
}
