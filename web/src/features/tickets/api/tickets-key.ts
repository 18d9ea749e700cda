// The root of every ticket query: lists, user lists, counts. A ticket action
// (create, edit, resolve, re-assign, delete) invalidates this key, so every
// list and count on screen follows it.
export const ticketsKey = ['tickets'] as const;

// Issue 5 asks lists to follow changes made by other staff. Until socket.io
// pushes ticket events (they arrive with notifications), lists and counts poll
// every 15 s while the tab is visible and refetch whenever the window regains
// focus, however fresh the cache says they are.
export const liveTicketQuery = {
  refetchInterval: 15_000,
  refetchOnWindowFocus: 'always',
} as const;
