import type { LiveEventName } from '@srm/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { feedbackKey } from '../features/feedback/api/feedback-key';
import { departmentsQueryOptions } from '../features/organisation/api/get-departments';
import { profileQueryOptions } from '../features/organisation/api/get-profile';
import { staffKey } from '../features/organisation/api/get-staff';
import { ticketsKey } from '../features/tickets/api/tickets-key';

// The one place that says which queries an event from the server makes stale
// (decision 010). A new event in the contract fails to compile here until it is mapped.
export const queriesChangedBy: Record<LiveEventName, readonly QueryKey[]> = {
  // A member's detail counts their tickets; a feedback shows its ticket and takes its status from it.
  'ticket.changed': [ticketsKey, staffKey, feedbackKey],
  'feedback.changed': [feedbackKey],
  // Ticket lists show handlers' names, departments their members; the change may be the user's own profile.
  'staff.changed': [staffKey, departmentsQueryOptions.queryKey, profileQueryOptions.queryKey, ticketsKey],
};

export const liveEventNames = Object.keys(queriesChangedBy) as LiveEventName[];

// Events that arrive together (an import, an SLA clock batch, a busy team)
// refresh each query once.
export const liveRefreshDelayMs = 200;

export function createLiveRefresher(queryClient: QueryClient) {
  const pending = new Set<LiveEventName>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  function flush() {
    timer = undefined;
    const keys = new Map<string, QueryKey>();
    for (const name of pending) for (const key of queriesChangedBy[name]) keys.set(JSON.stringify(key), key);
    pending.clear();
    // Only queries on screen reload now; the others reload when next shown.
    for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
  }

  const changed = (name: LiveEventName) => {
    pending.add(name);
    timer ??= setTimeout(flush, liveRefreshDelayMs);
  };

  return {
    changed,
    // After time offline, when events may have been missed.
    everything: () => {
      for (const name of liveEventNames) changed(name);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
