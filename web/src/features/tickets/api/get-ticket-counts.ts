import type { TicketCounts } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveTicketQuery, ticketsKey } from './tickets-key';

export function getTicketCounts() {
  return apiRequest<TicketCounts>('/ticket/ticket-counts/');
}

export const ticketCountsQueryOptions = queryOptions({
  queryKey: [...ticketsKey, 'counts'],
  queryFn: getTicketCounts,
});

// The dashboard cards and the sidebar badges share this one request.
export function useTicketCounts() {
  return useQuery({ ...ticketCountsQueryOptions, ...liveTicketQuery });
}
