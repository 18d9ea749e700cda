import type { QueryClient, QueryFilters, QueryKey } from '@tanstack/react-query';
import { queryKeys } from './query-keys';

// What a change makes stale: the one rule for the user's own actions (the
// features' mutations) and for other people's (the server's live events, in
// app/live-updates.ts).
export const staleAfter = {
  // A member's detail counts their tickets; a feedback shows its ticket and takes its status from it.
  // A stakeholder's page shows the tickets and feedback of its emails; a conversation lists the tickets made from it.
  ticket: [queryKeys.tickets, queryKeys.staff, queryKeys.feedback, queryKeys.stakeholders, queryKeys.chat],
  // The feedback products are also the digital products a stakeholder record uses.
  feedback: [queryKeys.feedback, queryKeys.stakeholders, queryKeys.stakeholderOptions],
  // Ticket forms suggest stakeholders by name and email.
  stakeholder: [queryKeys.stakeholders, queryKeys.tickets],
  // Ticket lists show handlers' names, departments their members and head
  // counts; the change may be the signed-in user's own profile.
  staff: [queryKeys.staff, queryKeys.departments, queryKeys.profile, queryKeys.tickets],
  // The organisation and the SLA targets themselves are set from the answer.
  // Completing the setup also marks the user's own org_setup_complete.
  organization: [queryKeys.profile],
  // New targets may move open tickets to due or overdue.
  slaSettings: [queryKeys.tickets],
  // Lists, pages and dashboards of invoices; new settings change the next number.
  invoice: [queryKeys.invoices],
  // A conversation written in or marked seen moves or loses its red dot in the users list.
  chat: [queryKeys.chat],
  notification: [queryKeys.notifications],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof staleAfter;

// `except` keeps a query out, e.g. the detail of a deleted ticket, which would
// only answer 404 now. Callers need not wait: only queries on screen reload now,
// the others when next shown.
export function refreshAfter(queryClient: QueryClient, change: Change, except?: QueryFilters['predicate']) {
  return Promise.all(
    staleAfter[change].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, ...(except && { predicate: (query) => !except(query) }) }),
    ),
  );
}
