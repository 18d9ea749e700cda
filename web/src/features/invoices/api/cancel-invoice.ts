import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { type ActionCallbacks, useInvoiceAction } from './invoice-action';

export const cancelInvoice = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/cancel-invoice/${encodeURIComponent(invoiceId)}/`, { method: 'POST' });

export const useCancelInvoice = (callbacks?: ActionCallbacks<Invoice>) => useInvoiceAction(cancelInvoice, callbacks);
