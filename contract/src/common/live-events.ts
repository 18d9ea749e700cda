// The events the server pushes over socket.io (docs/product.md#live-updates-and-email,
// never polling on a timer). Each says what changed, never the data itself:
// a client reloads what shows it through the API, which checks its access.
// Ids come in a list so a change to many records (an import, an SLA clock
// batch) is one event.
export interface LiveEvents {
  'ticket.changed': { ids: string[] };
  'feedback.changed': { ids: string[] };
  'staff.changed': { ids: string[] };
  'stakeholder.changed': { ids: string[] };
  'invoice.changed': { ids: string[] };
  // To managers and executives only: these invoices were just marked paid.
  'invoice.paid': { ids: string[] };
  // To one member of staff: these notifications of theirs were made or read.
  'notification.changed': { ids: string[] };
}

export type LiveEventName = keyof LiveEvents;

// socket.io's typed events, as the server emits them and the web listens.
export type LiveServerEvents = { [Name in LiveEventName]: (payload: LiveEvents[Name]) => void };

// Where socket.io answers, on the same origin as the API (docs/architecture.md "Shape").
export const liveSocketPath = '/socket.io';

// A refused connection's `data`: 401 when the token is missing or no longer
// names a live session (the client signs out), 500 when the server could not check.
export interface LiveConnectionRefusal {
  // 503: the database is unreachable for a moment; try again.
  status: 401 | 500 | 503;
}
