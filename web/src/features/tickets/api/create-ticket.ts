import type { CreateTicketBody, Ticket } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshTickets } from './refresh-tickets';

export function createTicket(body: CreateTicketBody) {
  return apiRequest<Ticket>('/ticket/create-ticket/', { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTicket, onSuccess: () => refreshTickets(queryClient) });
}
