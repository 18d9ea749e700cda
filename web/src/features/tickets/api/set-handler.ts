import type { Ticket } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// Re-assign (docs/product.md#tickets): a GET that changes the handler, as the API has always had it.
export function setHandler({ ticketId, userId }: { ticketId: string; userId: string }) {
  return apiRequest<Ticket>(`/ticket/set-handler/${ticketId}/${userId}/`);
}

export function useSetHandler() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setHandler, onSuccess: () => void refreshAfter(queryClient, 'ticket') });
}
