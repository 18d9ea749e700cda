import type { QueryClient } from '@tanstack/react-query';
import { getStoredUser } from '../../../api/stored-user';
import { tagsQueryOptions } from '../../../lib/tags';
import { listChoicesIn, listPlaceIn } from '../../../lib/use-list-address';
import { ticketListQuery, ticketListQueryOptions } from '../api/get-tickets';
import { ticketListAddressNames, ticketListChoicesFrom } from './ticket-list-choices';
import { type TicketListViewName, ticketListViews } from './ticket-list-views';

// What a ticket list draws first, read from its address as the page does (app/read-ahead.ts): its page of tickets,
// and the tags its rows wear. 'Assigned to me' takes the stored user's id, the one the profile confirms.
export function readTicketListAhead(queryClient: QueryClient, name: TicketListViewName, url: URL) {
  const values = listChoicesIn(url.searchParams, ticketListAddressNames);
  const { choices, ready } = ticketListChoicesFrom(values, getStoredUser()?.id);
  const query = ticketListQuery(ticketListViews[name], choices, listPlaceIn(url.searchParams));
  if (ready) void queryClient.prefetchQuery(ticketListQueryOptions(query));
  void queryClient.prefetchQuery(tagsQueryOptions());
}
