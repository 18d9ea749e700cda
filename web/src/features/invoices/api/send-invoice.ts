import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { useInvoiceAction } from './invoice-action';

// The invoice comes back pending, with its number.
export const sendInvoice = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/send-invoice/${encodeURIComponent(invoiceId)}/`, { method: 'POST' });

export const useSendInvoice = () => useInvoiceAction(sendInvoice);
