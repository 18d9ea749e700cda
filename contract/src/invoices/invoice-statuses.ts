// Read by the first load (the shell's search and notifications show invoices' states): no zod here (decision 029).

// docs/product.md#invoices: draft → pending (sent) → partially_paid → paid, or cancelled once sent.
// An invoice still owed past its due date is shown as overdue (`overdue`), not a status of its own.
export const invoiceStatuses = ['draft', 'pending', 'partially_paid', 'paid', 'cancelled'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
// Sent, and something is still to be paid on it (docs/product.md#payments).
export const owedInvoiceStatuses = ['pending', 'partially_paid'] as const satisfies InvoiceStatus[];
export const isOwed = (status: InvoiceStatus) => (owedInvoiceStatuses as readonly InvoiceStatus[]).includes(status);
// The history's status filter: the statuses, and overdue.
export const invoiceStatusFilters = [...invoiceStatuses, 'overdue'] as const;
export type InvoiceStatusFilter = (typeof invoiceStatusFilters)[number];
