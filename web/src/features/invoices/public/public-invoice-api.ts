import { type PayOnline, type PaystackReturn, type PublicInvoice, publicInvoiceRead } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicQuery } from '../../../lib/public-requests';

// The stakeholder's own invoice (docs/product.md#invoices), by the signed link in our emails: no session, the
// link is the permission. Read again when the stakeholder comes back to the tab, as a payment may have landed.
export function usePublicInvoice(token: string) {
  return usePublicQuery(token, (signal) => apiRequest<PublicInvoice>(publicInvoiceRead(token), { signal }));
}

// 'Pay now': where Paystack's page for the balance is (docs/product.md#payments).
export const payOnline = (token: string) =>
  apiRequest<PayOnline>(`${publicInvoiceRead(token)}pay/`, { method: 'POST', body: {} });

// Back from Paystack: what became of the payment `reference` names, and the invoice as it now is.
export const confirmPaystackReturn = (token: string, reference: string) =>
  apiRequest<PaystackReturn>(`${publicInvoiceRead(token)}paid/`, { method: 'POST', body: { reference } });
