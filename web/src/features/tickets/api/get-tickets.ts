import { type FilterTicketsBody, listPageSize, type TicketPage, type TicketStatusGroup } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { liveQuery, queryKeys } from '../../../lib/query-keys';
import type { TicketListChoices } from '../list/ticket-list-choices';
import type { TicketListView } from '../list/ticket-list-views';

export interface TicketListQuery extends TicketListChoices {
  status?: TicketStatusGroup | undefined;
  page: number;
  search: string;
  pageSize?: number | undefined;
}

// The API's names for a list's choices.
export const choicesParams = ({ handlerId, priority, slaCategory, tag, sort }: TicketListChoices) => ({
  handler_id: handlerId,
  priority,
  sla_category: slaCategory,
  tag,
  sort,
});

// A status or priority list is filter-by-status, as clients always asked; every other list is all-tickets.
export function getTickets({ status, page, search, pageSize = listPageSize, ...choices }: TicketListQuery) {
  if (!status && !choices.priority) {
    return apiRequest<TicketPage>('/ticket/all-tickets/', {
      query: { page, page_size: pageSize, search, ...choicesParams(choices) },
    });
  }
  const body: FilterTicketsBody = {
    status,
    page,
    page_size: pageSize,
    search: search || undefined,
    ...choicesParams(choices),
  };
  return apiRequest<TicketPage>('/ticket/filter-by-status/', { method: 'POST', body });
}

// What a ticket list route asks for: its view's status or priority, the choices in its address, its page.
export const ticketListQuery = (
  view: TicketListView,
  choices: TicketListChoices,
  { page, search }: { page: number; search: string },
): TicketListQuery => ({
  status: view.status,
  ...choices,
  priority: 'priority' in view ? view.priority : choices.priority,
  page,
  search,
});

export const ticketListQueryOptions = (query: TicketListQuery) =>
  queryOptions({ queryKey: [...queryKeys.tickets, 'list', query], queryFn: () => getTickets(query) });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useTicketList(query: TicketListQuery, enabled = true) {
  return useQuery({ ...ticketListQueryOptions(query), ...liveQuery, placeholderData: keepPreviousData, enabled });
}
