import type { DetailResponse } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export const deleteInvoice = (invoiceId: string) =>
  apiRequest<DetailResponse>(`/invoice/delete-invoice/${encodeURIComponent(invoiceId)}`, { method: 'DELETE' });

export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    // The deleted invoice's own page would only answer 404 now.
    onSuccess: (_answer, invoiceId) =>
      refreshAfter(queryClient, 'invoice', (query) => query.queryKey.includes(invoiceId)),
  });
}
