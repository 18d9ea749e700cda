import type { Ticket } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// docs/product.md#tags: the ticket's tags, replaced whole.
export function useSetTicketTags(ticketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tagIds: string[]) =>
      apiRequest<Ticket>(`/ticket/ticket-tags/${ticketId}/`, { method: 'PUT', body: { tag_ids: tagIds } }),
    onSuccess: () => void refreshAfter(queryClient, 'ticket'),
  });
}
