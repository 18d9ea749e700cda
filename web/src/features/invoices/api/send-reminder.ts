import type { Invoice } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { useInvoiceAction } from './invoice-action';

export const sendReminder = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/send-reminder/${encodeURIComponent(invoiceId)}/`, { method: 'POST' });

export const useSendReminder = () => useInvoiceAction(sendReminder);
