import type { QueryClient, QueryFilters } from '@tanstack/react-query';
import { feedbackKey } from '../../feedback/api/feedback-key';
import { staffKey } from '../../organisation/api/get-staff';
import { ticketsKey } from './tickets-key';

// Every ticket list, count and detail lives under ticketsKey; the user detail
// panel counts a member's tickets under the staff key; a feedback shows its
// ticket and takes its status from it. Any ticket action refreshes all three. `except` keeps a query out, e.g. the detail of a deleted ticket.
// Not awaited by the mutations: their own callbacks (toasts, success steps) must
// not wait for every list to reload, or a dialog closed meanwhile loses them.
export function refreshTickets(queryClient: QueryClient, except?: QueryFilters['predicate']) {
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: ticketsKey, ...(except && { predicate: (query) => !except(query) }) }),
    queryClient.invalidateQueries({ queryKey: staffKey }),
    queryClient.invalidateQueries({ queryKey: feedbackKey }),
  ]);
}
