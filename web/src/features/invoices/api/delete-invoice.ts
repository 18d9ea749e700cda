import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import type { ActionCallbacks } from './invoice-action';

export const deleteInvoice = (invoiceId: string) =>
  apiRequest<DetailResponse>(`/invoice/delete-invoice/${encodeURIComponent(invoiceId)}`, { method: 'DELETE' });

export function useDeleteInvoice({ onSuccess, onError }: ActionCallbacks<DetailResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (answer, invoiceId) => {
      onSuccess?.(answer);
      // The deleted invoice's own page would only answer 404 now.
      return refreshAfter(queryClient, 'invoice', (query) => query.queryKey.includes(invoiceId));
    },
    onError,
  });
}
