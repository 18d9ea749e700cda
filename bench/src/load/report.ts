import os from 'node:os';
import type { Summary } from './open-loop.js';

const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

export interface Step extends Summary {
  server: { cpuMsPerRequest: number; cpuShare: number; loopDelayP99Ms: number; loopDelayMaxMs: number };
}

export function printStep(summary: Step, verdict: string) {
  const { server } = summary;
  console.log(
    `  ${String(summary.rate).padStart(5)}/s for ${summary.seconds} s: ${summary.perSecond.toFixed(1).padStart(6)} req/s answered, ` +
      `p50 ${ms(summary.p50)} / p95 ${ms(summary.p95)} / p99 ${ms(summary.p99)} ms, ${summary.errors} errors — ${verdict}` +
      (summary.failures.length ? ` (${summary.failures.join('; ')})` : ''),
  );
  console.log(
    `         server: ${ms(server.cpuMsPerRequest)} ms CPU a request, ${(server.cpuShare * 100).toFixed(0)} % of a core; ` +
      `event loop late by p99 ${ms(server.loopDelayP99Ms)} / max ${ms(server.loopDelayMaxMs)} ms`,
  );
}

export function printKinds(summary: Summary) {
  const kinds = Object.entries(summary.kinds).sort(([, a], [, b]) => b.p99 - a.p99);
  for (const [kind, { count, p99, errors }] of kinds) {
    console.log(
      `    ${kind.padEnd(18)} ${String(count).padStart(6)} requests  p99 ${ms(p99).padStart(6)} ms  ${errors} errors`,
    );
  }
}

export interface MemoryReading {
  rss: number;
  heapUsed: number;
}

export function printMemory(before: MemoryReading, after: MemoryReading) {
  const growth = (from: number, to: number) => `${(((to - from) / from) * 100).toFixed(1)} %`;
  console.log(
    `  server memory after a collection: RSS ${mb(before.rss)} → ${mb(after.rss)} (${growth(before.rss, after.rss)}), ` +
      `heap used ${mb(before.heapUsed)} → ${mb(after.heapUsed)} (${growth(before.heapUsed, after.heapUsed)})`,
  );
}
