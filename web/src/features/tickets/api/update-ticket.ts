import type { Ticket, UpdateTicketBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// Edits a ticket; resolving is the same call with status 'resolved'.
export function updateTicket({ id, body }: { id: string; body: UpdateTicketBody }) {
  return apiRequest<Ticket>(`/ticket/update-ticket/${id}/`, { method: 'PUT', body });
}

export function useUpdateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTicket, onSuccess: () => void refreshAfter(queryClient, 'ticket') });
}
