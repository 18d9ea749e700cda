import type { TicketDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export function getTicket(id: string) {
  return apiRequest<TicketDetail>(`/ticket/get-ticket/${id}/`);
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.tickets, 'detail', id], queryFn: () => getTicket(id) });

// Nothing is asked while no ticket is open; an open ticket follows other
// people's changes like the lists do.
export function useTicket(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), ...liveQuery, enabled: id !== null });
}

function getTicketByReference(reference: string) {
  return apiRequest<TicketDetail>(`/ticket/by-reference/${encodeURIComponent(reference)}/`);
}

// A ticket's page asks by the reference in its address.
export function useTicketByReference(reference: string) {
  return useQuery({
    queryKey: [...queryKeys.tickets, 'by-reference', reference.toUpperCase()],
    queryFn: () => getTicketByReference(reference),
    ...liveQuery,
  });
}
