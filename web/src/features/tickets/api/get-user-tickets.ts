import { listPageSize, type TicketPage } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';
import type { TicketListChoices } from '../list/ticket-list-choices';
import { choicesParams } from './get-tickets';

export interface UserTicketsQuery extends Omit<TicketListChoices, 'handlerId'> {
  userId: string;
  page: number;
  search: string;
}

export function getUserTickets({ userId, page, search, ...choices }: UserTicketsQuery) {
  return apiRequest<TicketPage>(`/ticket/get-user-tickets/${encodeURIComponent(userId)}/`, {
    query: { page, page_size: listPageSize, search, ...choicesParams(choices) },
  });
}

export const userTicketsQueryOptions = (query: UserTicketsQuery) =>
  queryOptions({ queryKey: [...queryKeys.tickets, 'user', query], queryFn: () => getUserTickets(query) });

export function useUserTickets(query: UserTicketsQuery) {
  return useQuery({
    ...userTicketsQueryOptions(query),
    ...liveQuery,
    placeholderData: keepPreviousData,
    enabled: query.userId !== '',
  });
}
