import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { type ActionCallbacks, useInvoiceAction } from './invoice-action';

// The invoice comes back pending, with its number.
export const sendInvoice = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/send-invoice/${encodeURIComponent(invoiceId)}/`, { method: 'POST' });

export const useSendInvoice = (callbacks?: ActionCallbacks<Invoice>) => useInvoiceAction(sendInvoice, callbacks);
