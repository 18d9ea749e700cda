import {
  type FilterTicketsBody,
  listPageSize,
  type TicketPage,
  type TicketPriority,
  type TicketStatusFilter,
} from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';

export interface TicketListQuery {
  status?: TicketStatusFilter | undefined;
  priority?: TicketPriority | undefined;
  page: number;
  search: string;
  pageSize?: number | undefined;
}

// The whole list is all-tickets; a status or priority list is filter-by-status.
export function getTickets({ status, priority, page, search, pageSize = listPageSize }: TicketListQuery) {
  if (!status && !priority) {
    return apiRequest<TicketPage>('/ticket/all-tickets/', { query: { page, page_size: pageSize, search } });
  }
  const body: FilterTicketsBody = { status, priority, page, page_size: pageSize, search: search || undefined };
  return apiRequest<TicketPage>('/ticket/filter-by-status/', { method: 'POST', body });
}

export const ticketListQueryOptions = (query: TicketListQuery) =>
  queryOptions({ queryKey: [...queryKeys.tickets, 'list', query], queryFn: () => getTickets(query) });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useTicketList(query: TicketListQuery) {
  return useQuery({ ...ticketListQueryOptions(query), ...liveQuery, placeholderData: keepPreviousData });
}
