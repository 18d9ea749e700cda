import type { DetailResponse, Invoice } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import type { ActionCallbacks } from './invoice-action';

// The status the user saw goes with it: a draft sent meanwhile is not deleted (the server refuses).
export const deleteInvoice = ({ id, payment_status }: Pick<Invoice, 'id' | 'payment_status'>) =>
  apiRequest<DetailResponse>(
    `/invoice/delete-invoice/${encodeURIComponent(id)}?status=${encodeURIComponent(payment_status)}`,
    { method: 'DELETE' },
  );

export function useDeleteInvoice({ onSuccess, onError }: ActionCallbacks<DetailResponse> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvoice,
    onSuccess: (answer, { id }) => {
      onSuccess?.(answer);
      // The deleted invoice's own page would only answer 404 now.
      return refreshAfter(queryClient, 'invoice', (query) => query.queryKey.includes(id));
    },
    onError,
  });
}
