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

// What a socket's handshake gives the server: the access token, and how long ago (in milliseconds, by the
// client's own clock) the data on its screen may have been read. The server answers a connection that says so
// with `live.missed`: which events went to the socket's rooms in that time, which it would otherwise not hear of.
export interface LiveHandshake {
  token: string;
  behind_ms?: number;
}

// The longest a socket may say it is behind: further back than the server remembers, it is told to read everything.
export const liveBehindLimitMs = 24 * 60 * 60_000;

// The answer to a handshake with `behind_ms`, once the socket is in its rooms. `everything`: the server cannot
// say (it remembers the last few minutes of events only), so what is on screen is to be read again.
export interface LiveMissed {
  events: LiveEventName[];
  everything: boolean;
}

// socket.io's typed events, as the server emits them and the web listens.
export type LiveServerEvents = { [Name in LiveEventName]: (payload: LiveEvents[Name]) => void } & {
  'live.missed': (missed: LiveMissed) => void;
};

// Where socket.io answers, on the same origin as the API (docs/architecture.md "Shape").
export const liveSocketPath = '/socket.io';

// A refused connection's `data`: 401 when the token is missing or no longer
// names a live session (the client signs out), 500 when the server could not check.
export interface LiveConnectionRefusal {
  // 503: the database is unreachable for a moment; try again.
  status: 401 | 500 | 503;
}
