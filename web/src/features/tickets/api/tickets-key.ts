// The root of every ticket query: lists, user lists, counts. A ticket action
// (create, edit, resolve, re-assign, delete) invalidates this key, so every
// list and count on screen follows it.
export const ticketsKey = ['tickets'] as const;

// Issue 5 asks lists to follow changes made by other staff: the server's
// ticket events refresh them (app/live-updates.ts, decision 010). As a safety
// net for events missed, they also refetch whenever the window regains focus,
// however fresh the cache says they are. Never on a timer.
export const liveTicketQuery = {
  refetchOnWindowFocus: 'always',
} as const;
