import type { CreatedTicket, CreateTicketBody } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export function createTicket(body: CreateTicketBody) {
  return apiRequest<CreatedTicket>('/ticket/create-ticket/', { method: 'POST', body });
}

export function useCreateTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTicket,
    // Not awaited: the wizard's success step must not wait for every list to reload. A ticket's change
    // already makes the records stale (lib/refresh.ts), the one it may have added too.
    onSuccess: () => void refreshAfter(queryClient, 'ticket'),
    // A colleague may have made this feedback's ticket first: the feedback's
    // page then shows theirs instead of offering to create another.
    onError: (_error, body) => {
      if (body.feedback_id) void refreshAfter(queryClient, 'feedback');
    },
  });
}
