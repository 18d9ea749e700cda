import type { DetailResponse, Ticket, TicketEmailSettings, TicketNoteBody, TicketReplyBody } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh';
import { withFiles } from '../../../ui/form/attach-files';

// docs/product.md#tickets: a ticket's thread. Each write reloads the ticket (and
// the lists its status may move in).
function useTicketWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => void refreshAfter(queryClient, 'ticket') });
}

// With files, as a multipart form (docs/product.md#email-in).
export const useReplyToTicket = () =>
  useTicketWrite(({ id, body, files = [] }: { id: string; body: TicketReplyBody; files?: readonly File[] }) =>
    apiRequest<DetailResponse>(`/ticket/reply-to-ticket/${id}/`, { method: 'POST', body: withFiles(body, files) }),
  );

export const useAddTicketNote = () =>
  useTicketWrite(({ id, body }: { id: string; body: TicketNoteBody }) =>
    apiRequest<DetailResponse>(`/ticket/add-ticket-note/${id}/`, { method: 'POST', body }),
  );

export const useReopenTicket = () =>
  useTicketWrite((id: string) => apiRequest<Ticket>(`/ticket/reopen-ticket/${id}/`, { method: 'POST' }));

const ticketEmailsKey = [...queryKeys.tickets, 'stakeholder-emails'];

// Whether the organisation emails stakeholders about their tickets.
export function useTicketEmailSettings() {
  return useQuery({
    queryKey: ticketEmailsKey,
    queryFn: () => apiRequest<TicketEmailSettings>('/profile/ticket-emails/'),
  });
}

export function useSaveTicketEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketEmailSettings) =>
      apiRequest<TicketEmailSettings>('/profile/ticket-emails/', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(ticketEmailsKey, saved),
  });
}
