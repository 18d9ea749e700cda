import type { ErrorBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';
import { ticketQueryOptions } from './get-ticket';

export function deleteTicket(id: string) {
  return apiRequest<ErrorBody>(`/ticket/delete-ticket/${id}/`, { method: 'DELETE' });
}

export function useDeleteTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTicket,
    // The deleted ticket's own detail would only answer 404 now: leave it out.
    onSuccess: (_answer, id) => {
      const detailKey = JSON.stringify(ticketQueryOptions(id).queryKey);
      void refreshAfter(queryClient, 'ticket', (query) => JSON.stringify(query.queryKey) === detailKey);
    },
  });
}
