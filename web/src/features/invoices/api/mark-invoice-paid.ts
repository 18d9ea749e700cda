import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { type ActionCallbacks, useInvoiceAction } from './invoice-action';

export const markInvoicePaid = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/mark-invoice-paid/${encodeURIComponent(invoiceId)}`, { method: 'PUT' });

export const useMarkInvoicePaid = (callbacks?: ActionCallbacks<Invoice>) =>
  useInvoiceAction(markInvoicePaid, callbacks);
