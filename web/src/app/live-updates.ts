import type { LiveEventName } from '@srm/contract';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { staleAfter } from '../lib/refresh';

// Which queries an event from the server makes stale (decision 010): the same
// rules as the user's own changes, from lib/refresh.ts. A new event in the
// contract fails to compile here until it is mapped.
export const queriesChangedBy: Record<LiveEventName, readonly QueryKey[]> = {
  'ticket.changed': staleAfter.ticket,
  'feedback.changed': staleAfter.feedback,
  'staff.changed': staleAfter.staff,
  'stakeholder.changed': staleAfter.stakeholder,
  'invoice.changed': staleAfter.invoice,
  'invoice.paid': staleAfter.invoice,
  'notification.changed': staleAfter.notification,
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
