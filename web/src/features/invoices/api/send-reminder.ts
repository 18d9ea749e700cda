import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { type ActionCallbacks, useInvoiceAction } from './invoice-action';

export const sendReminder = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/send-reminder/${encodeURIComponent(invoiceId)}/`, { method: 'POST' });

export const useSendReminder = (callbacks?: ActionCallbacks<Invoice>) => useInvoiceAction(sendReminder, callbacks);
