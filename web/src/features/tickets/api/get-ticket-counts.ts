import type { TicketCounts } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export function getTicketCounts() {
  return apiRequest<TicketCounts>('/ticket/ticket-counts/');
}

export const ticketCountsQueryOptions = queryOptions({
  queryKey: [...queryKeys.tickets, 'counts'],
  queryFn: getTicketCounts,
});

// The dashboard cards and the sidebar badges share this one request.
export function useTicketCounts() {
  return useQuery({ ...ticketCountsQueryOptions, ...liveQuery });
}
