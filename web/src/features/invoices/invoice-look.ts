import { type InvoiceStatusFilter, type InvoiceSummary, isOwed } from '@srm/contract';

// What an invoice's badge says: one still owed past its due date is overdue.
export type InvoiceShownStatus = InvoiceStatusFilter;

export const shownStatusOf = ({ payment_status, overdue }: Pick<InvoiceSummary, 'payment_status' | 'overdue'>) =>
  isOwed(payment_status) && overdue ? 'overdue' : payment_status;

export const statusLabels: Record<InvoiceShownStatus, string> = {
  draft: 'Draft',
  pending: 'Pending',
  partially_paid: 'Partly paid',
  overdue: 'Overdue',
  paid: 'Paid',
  cancelled: 'Cancelled',
};

// The number it was sent with, a duplicate's DUP-…, else a draft's reference.
export const invoiceNumberOf = ({ invoice_number, reference }: Pick<InvoiceSummary, 'invoice_number' | 'reference'>) =>
  invoice_number ?? reference;
