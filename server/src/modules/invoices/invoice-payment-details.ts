import { isOwed } from '@srm/contract';
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

// Something is still to be paid: a draft (as it will be sent) or a sent invoice neither paid nor cancelled.
export const isPayable = (invoice: Pick<InvoiceDetailRow['invoice'], 'status'>) =>
  invoice.status === 'draft' || isOwed(invoice.status);

// The customer's TIN as the invoice prints it: the one typed on it, else (until it is sent, when it is kept) the
// one on the stakeholder's record.
export const customerTaxIdOf = ({ invoice, stakeholder }: Pick<InvoiceDetailRow, 'invoice' | 'stakeholder'>) =>
  invoice.customerTaxId ?? stakeholder.taxId;

// Paying online, where the organisation takes Paystack (docs/product.md#payments): what the email and the PDF say
// beside their 'Pay now'.
export const payOnlineText = 'Pay online by card, bank transfer or USSD';
