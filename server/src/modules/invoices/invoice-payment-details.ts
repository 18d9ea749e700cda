import type { InvoiceDetailRow } from './invoices.queries.js';

// docs/product.md#invoices, "How to pay": what every invoice, its email and its reminders tell the customer, from
// the invoice settings: each account (the default first, as the settings keep them), then the terms.
export function paymentDetailsOf({ settings }: Pick<InvoiceDetailRow, 'settings'>) {
  const accounts = (settings?.bankAccounts ?? []).map(
    (account) => `${account.bankName}, ${account.accountName}, account number ${account.accountNumber}`,
  );
  return { accounts, terms: settings?.paymentTerms ?? null };
}

// The supplier's identifiers a tax officer asks for, as the invoice's From shows them.
export function supplierIdentifiersOf({ settings }: Pick<InvoiceDetailRow, 'settings'>) {
  return [
    settings?.taxId ? `TIN: ${settings.taxId}` : null,
    settings?.registrationNumber ? `RC/BN: ${settings.registrationNumber}` : null,
  ];
}
