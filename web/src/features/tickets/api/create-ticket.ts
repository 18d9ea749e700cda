import type { CreateTicketBody, Ticket } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { feedbackKey } from '../../feedback/api/feedback-key';
import { refreshTickets } from './refresh-tickets';

export function createTicket(body: CreateTicketBody) {
  return apiRequest<Ticket>('/ticket/create-ticket/', { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    onSuccess: () => refreshTickets(queryClient),
    // A colleague may have made this feedback's ticket first: the feedback's
    // page then shows theirs instead of offering to create another.
    onError: (_error, body) => {
      if (body.feedback_id) void queryClient.invalidateQueries({ queryKey: feedbackKey });
    },
  });
}
