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

// What a button does once its action is answered. Given here, not to `mutate`:
// the answer may come after a live update has already redrawn the page without
// the button (a paid invoice has no 'Mark as paid'), and callbacks given to
// `mutate` die with their component.
export interface ActionCallbacks<Answer> {
  onSuccess?: (answer: Answer) => void;
  onError?: (error: unknown) => void;
}

export function useInvoiceAction<Input = string>(
  action: (input: Input) => Promise<Invoice>,
  { onSuccess, onError }: ActionCallbacks<Invoice> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSuccess: (invoice) => {
      onSuccess?.(invoice);
      return keepInvoice(queryClient, invoice);
    },
    onError,
  });
}
