import type { Invoice } from '@srm/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '../../../lib/refresh';
import { invoiceQueryOptions } from './get-invoice';

// What every action on one invoice does with its answer (the invoice as it
// now is): its page shows it at once, without asking again, and lists and dashboards reload.
export function keepInvoice(queryClient: QueryClient, invoice: Invoice) {
  const { queryKey } = invoiceQueryOptions(invoice.id);
  queryClient.setQueryData(queryKey, invoice);
  const detailKey = JSON.stringify(queryKey);
  return refreshAfter(queryClient, 'invoice', (query) => JSON.stringify(query.queryKey) === detailKey);
}

export function useInvoiceAction(action: (invoiceId: string) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: (invoice) => keepInvoice(queryClient, invoice) });
}
