import type { Finding } from './fuzz-oracle.js';

export interface FuzzReport {
  seed: number;
  requests: number;
  socketEvents: number;
  milliseconds: number;
  statuses: Record<string, number>;
  // Operations no request got a 2xx from (with what they answered): where the generators do not reach.
  neverSucceeded: string[];
  findings: (Finding & { count: number })[];
  // Milliseconds spent generating requests, waiting for answers, checking them…
  timings: Record<string, number>;
}

const counts = (tally: Record<string, number>) =>
  Object.entries(tally)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

// What a run saw: findings (each kind, operation and status once, with its first
// request and how often it came), statuses per operation, and where the time went.
export function createTally() {
  const findings = new Map<string, Finding & { count: number }>();
  const statuses: Record<string, number> = {};
  const perOperation = new Map<string, Record<string, number>>();
  const timings: Record<string, number> = {};
  let mark = performance.now();
  return {
    note(finding: Finding) {
      const key = `${finding.kind} ${finding.operation} ${finding.status ?? ''}`;
      const seen = findings.get(key);
      if (seen) seen.count += 1;
      else findings.set(key, { ...finding, count: 1 });
    },
    answered(operation: string, status: number) {
      statuses[status] = (statuses[status] ?? 0) + 1;
      const tally = perOperation.get(operation) ?? {};
      tally[status] = (tally[status] ?? 0) + 1;
      perOperation.set(operation, tally);
    },
    // Time since the last lap, spent on `what`.
    lap(what: string) {
      const now = performance.now();
      timings[what] = (timings[what] ?? 0) + now - mark;
      mark = now;
    },
    report(
      run: Pick<FuzzReport, 'seed' | 'requests' | 'socketEvents' | 'milliseconds'>,
      operations: string[],
    ): FuzzReport {
      const succeeded = (name: string) =>
        Object.keys(perOperation.get(name) ?? {}).some((status) => status.startsWith('2'));
      return {
        ...run,
        statuses,
        neverSucceeded: operations
          .filter((name) => !succeeded(name))
          .map((name) => `${name} (${counts(perOperation.get(name) ?? {}) || 'not called'})`),
        findings: [...findings.values()],
        timings,
      };
    },
  };
}

export function describeReport(report: FuzzReport) {
  const seconds = (report.milliseconds / 1000).toFixed(1);
  const lines = [
    `fuzz: seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), ${report.requests} requests and ` +
      `${report.socketEvents} socket events in ${seconds} s`,
    `statuses: ${counts(report.statuses)}`,
    `operations never answered 2xx: ${report.neverSucceeded.length ? `\n  ${report.neverSucceeded.join('\n  ')}` : 'none'}`,
    `time (ms): ${Object.entries(report.timings)
      .map(([what, ms]) => `${what} ${Math.round(ms)}`)
      .join(', ')}`,
    `findings: ${report.findings.length}`,
    ...report.findings.map((finding) => {
      const request = finding.request
        ? `\n    ${finding.request.method} ${finding.request.url} [${finding.request.broke}] ${finding.request.payload ?? ''}`
        : '';
      const where = `×${finding.count}, first at step ${finding.step}`;
      return `- ${finding.kind}: ${finding.operation} ${finding.status ?? ''} (${where}): ${finding.detail}${request}`;
    }),
  ];
  return lines.join('\n');
}
