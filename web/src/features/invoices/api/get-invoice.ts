import type { Invoice } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export const getInvoice = (invoiceId: string) =>
  apiRequest<Invoice>(`/invoice/get-invoice/${encodeURIComponent(invoiceId)}`);

export const invoiceQueryOptions = (invoiceId: string) =>
  queryOptions({ queryKey: [...queryKeys.invoices, 'detail', invoiceId], queryFn: () => getInvoice(invoiceId) });

// An invoice's page follows other people's changes (a payment, a reminder) through live events.
export function useInvoice(invoiceId: string) {
  return useQuery({ ...invoiceQueryOptions(invoiceId), enabled: invoiceId !== '', ...liveQuery });
}
