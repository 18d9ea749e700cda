import type { TicketDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveTicketQuery, ticketsKey } from './tickets-key';

export function getTicket(id: string) {
  return apiRequest<TicketDetail>(`/ticket/get-ticket/${id}/`);
}

export const ticketQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ticketsKey, 'detail', id], queryFn: () => getTicket(id) });

// Nothing is asked while no ticket is open; an open ticket follows other
// people's changes like the lists do.
export function useTicket(id: string | null) {
  return useQuery({ ...ticketQueryOptions(id ?? ''), ...liveTicketQuery, enabled: id !== null });
}
