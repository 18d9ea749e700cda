import type { PoolTimes } from './pool-timing.js';
import type { Summary } from './summary.js';

// The tables bench:chat prints (and bench/README.md shows).

export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
  connections: number;
  openFiles: number;
}

export interface DeliveryResult {
  messages: number;
  rate: number;
  sent: number;
  acked: number;
  refused: number;
  refusals: string[];
  delivered: number;
  // Acknowledged replies no stakeholder socket reported receiving.
  lost: number;
  deliveryMs: Summary;
  ackMs: Summary;
  sentPerSecond: number;
  deliveredPerSecond: number;
  // CPU used meanwhile per group of processes: in cores (1.0 = one core busy
  // throughout), and in ms per delivered reply (what a reply costs each, whatever the machine's other load).
  cores: Record<string, number>;
  cpuMsPerMessage: Record<string, number>;
  serverLoopDelayMs: Record<string, { p50: number; p99: number; max: number }>;
  // Per server copy: waits for a pooled connection, and how long each checkout held one.
  databasePool: Record<string, PoolTimes & { connectionsInUse: number }>;
  clientLoopDelayP99Ms: number[];
}

export interface StepResult {
  sockets: number;
  connected: number;
  failed: number;
  errors: string[];
  dropped: number;
  connectMs: Summary;
  readyMs: Summary;
  connectWallMs: number;
  // The server copy holding the stakeholders' sockets (and the staff's, on one copy).
  server: MemoryReading;
  // Its resident memory per socket above what it held with none.
  rssKbPerSocket: number | null;
  heapKbPerSocket: number | null;
  otherServer: MemoryReading | null;
  clientsRssMb: number[];
  loadAverage: number;
  delivery: DeliveryResult | null;
}

const fixed = (value: number | null, digits = 1) => (value === null ? '—' : value.toFixed(digits));
const ms = (value: number | null) => (value === null ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(1));
const count = (value: number) => value.toLocaleString('en-GB');

function table(rows: string[][]) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

// One line per step: sockets held and what they cost the server; how long
// they took to connect; and the staff replies' delivery at that many sockets.
export function formatSteps(steps: StepResult[]) {
  const header = [
    'sockets',
    'open',
    'failed',
    'connect p50/p95/p99/max',
    'joined p95/p99',
    'RSS MB',
    'heap MB',
    'heap KB/socket',
    'delivery p50/p95/p99/max',
    'ack p99',
    'msg/s',
    'refused',
    'lost',
    'load',
  ];
  const lines = steps.map((step) => {
    const delivery = step.delivery;
    return [
      count(step.sockets),
      count(step.server.connections),
      `${step.failed + step.dropped}`,
      `${ms(step.connectMs.p50)} / ${ms(step.connectMs.p95)} / ${ms(step.connectMs.p99)} / ${ms(step.connectMs.max)}`,
      `${ms(step.readyMs.p95)} / ${ms(step.readyMs.p99)}`,
      fixed(step.server.rssMb, 0),
      fixed(step.server.heapUsedMb, 0),
      fixed(step.heapKbPerSocket, 1),
      delivery
        ? `${ms(delivery.deliveryMs.p50)} / ${ms(delivery.deliveryMs.p95)} / ${ms(delivery.deliveryMs.p99)} / ${ms(delivery.deliveryMs.max)}`
        : '—',
      delivery ? ms(delivery.ackMs.p99) : '—',
      delivery ? fixed(delivery.deliveredPerSecond, 0) : '—',
      delivery ? `${delivery.refused}` : '—',
      delivery ? `${delivery.lost}` : '—',
      fixed(step.loadAverage),
    ];
  });
  return table([header, ...lines]);
}

// Where the cores went during each step's delivery measurement: cores busy,
// and CPU ms per delivered reply.
export function formatCores(steps: StepResult[]) {
  const groups = [...new Set(steps.flatMap((step) => Object.keys(step.delivery?.cores ?? {})))];
  const header = ['sockets', ...groups, 'server loop delay p99'];
  const lines = steps.map((step) => [
    count(step.sockets),
    ...groups.map(
      (group) =>
        `${fixed(step.delivery?.cores[group] ?? null, 2)} (${fixed(step.delivery?.cpuMsPerMessage[group] ?? null, 2)})`,
    ),
    Object.entries(step.delivery?.serverLoopDelayMs ?? {})
      .map(([name, delay]) => `${name} ${ms(delay.p99)}`)
      .join(', '),
  ]);
  return table([header, ...lines]);
}

// Where a reply's time goes, on the copy that stores it (the staff's): its
// wait for one of the pool's connections, then its transaction
// (`replyStatements`), the other checkouts meanwhile (a stakeholder's `seen`, reads),
// against the whole of it as the sender and the stakeholder saw it; and the
// connections in use on average (the pool has 10).
// A staff reply's transaction: BEGIN, the conversation's next sequence, the
// message, the queued missed-replies check, COMMIT (chat.service.ts `send`).
const replyStatements = '5';

export function formatTimeline(steps: StepResult[], storingCopy: string) {
  const header = [
    'sockets',
    'ack p50/p95/p99',
    'delivery p50/p95/p99',
    'pool wait p50/p99',
    'reply transaction p50/p99',
    'other checkouts, by statements: p50/p99',
    'checkouts',
    'in use',
  ];
  const pair = (summary: Summary | undefined) => (summary ? `${ms(summary.p50)} / ${ms(summary.p99)}` : '—');
  const triple = (summary: Summary | undefined) =>
    summary ? `${ms(summary.p50)} / ${ms(summary.p95)} / ${ms(summary.p99)}` : '—';
  const lines = steps.map((step) => {
    const delivery = step.delivery;
    const pool = delivery?.databasePool[storingCopy];
    return [
      count(step.sockets),
      triple(delivery?.ackMs),
      triple(delivery?.deliveryMs),
      pair(pool?.waitMs),
      pair(pool?.holdMsByStatements[replyStatements]),
      Object.entries(pool?.holdMsByStatements ?? {})
        .filter(([statements]) => statements !== replyStatements)
        .map(([statements, held]) => `${statements}: ${pair(held)}`)
        .join(', ') || '—',
      pool ? count(pool.waitMs.count) : '—',
      pool ? fixed(pool.connectionsInUse, 1) : '—',
    ];
  });
  return table([header, ...lines]);
}
