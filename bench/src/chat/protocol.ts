// What the benchmark and its helper processes tell each other.

// One stakeholder's way into their conversation: the chat session's token and the room it opens.
export interface Conversation {
  token: string;
  roomId: string;
}

export type ServerOrder =
  | { kind: 'start'; databaseUrl: string; redisUrl?: string }
  | { kind: 'stats' }
  | { kind: 'loop-delay' }
  | { kind: 'pool-times' }
  | { kind: 'stop' };

// Event-loop delay since the previous reading, in ms.
export interface LoopDelay {
  p50: number;
  p99: number;
  max: number;
}

export interface ServerStats {
  rssBytes: number;
  heapUsedBytes: number;
  heapTotalBytes: number;
  externalBytes: number;
  // TCP connections the HTTP server holds (each socket.io client is one), and open file descriptors.
  connections: number;
  openFiles: number;
}

export type StakeholderOrder =
  | { kind: 'connect'; address: string; conversations: Conversation[]; concurrency: number; reportSeen: boolean }
  | { kind: 'collect' }
  | { kind: 'close' }
  | { kind: 'stop' };

export interface ConnectResult {
  connectedRooms: string[];
  failed: number;
  // The first few distinct reasons, for the report.
  errors: string[];
  // Per socket: from opening it to socket.io's `connect`, and to the answer of its `joinRoom`.
  connectMs: number[];
  readyMs: number[];
  wallMs: number;
}

export interface Receipts {
  // Send → `messageFromServer`, per bench message received since the last collect.
  latenciesMs: number[];
  // Sockets that dropped since they connected, and those open now.
  dropped: number;
  open: number;
  rssBytes: number;
  loopDelayMs: LoopDelay;
}

export type StaffOrder =
  | { kind: 'connect'; address: string; token: string }
  | { kind: 'send'; rooms: string[]; messages: number; rate: number }
  | { kind: 'stop' };

export interface SendResult {
  sent: number;
  acked: number;
  refusals: string[];
  // Send → the acknowledgement with the stored message.
  ackMs: number[];
  // From the first send to the last one sent, and to the last acknowledgement.
  sendingMs: number;
  wallMs: number;
}

// The text of a bench reply carries its send time on the machine's monotonic
// clock (process.hrtime, CLOCK_MONOTONIC on Linux: one clock for every process).
export const benchText = (sentAt: bigint) => `bench ${sentAt}`;
export function sentAtOf(text: string) {
  const match = /^bench (\d+)$/.exec(text);
  return match ? BigInt(match[1]!) : undefined;
}
