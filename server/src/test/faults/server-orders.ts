// What the faults suite asks of its server process (server-process.ts).
export type ServerOrder = { kind: 'advance'; ms: number } | { kind: 'query'; sql: string } | { kind: 'memory' };
