// What the faults suite and the load bench ask of a server process (server-process.ts).
export type ServerOrder =
  | { kind: 'advance'; ms: number }
  | { kind: 'query'; sql: string }
  | { kind: 'memory' }
  | { kind: 'usage' };

// CPU time used since the process started, and the event loop's delay since the last reading.
export interface ServerUsage {
  cpuMs: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}
