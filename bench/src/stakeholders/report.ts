import { execFileSync } from 'node:child_process';
import type { LoadResult } from '../tickets/load-protocol.js';

export interface StakeholderResult {
  id: string;
  label: string;
  real: LoadResult;
  sql: LoadResult;
}

// The aims, for PostgreSQL: every read at p50 ≤ 30 ms, and the real app
// serving at least 0.6 of the requests per second of a bare route running the same SQL.
export const aims = { p50Ms: 30, ratio: 0.6 };

const milliseconds = (value: number | null) => {
  if (value === null) return '—';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
};
const perSecond = (value: number) => Math.round(value).toLocaleString('en-GB');
export const ratioOf = ({ real, sql }: StakeholderResult) =>
  sql.requestsPerSecond > 0 ? real.requestsPerSecond / sql.requestsPerSecond : null;

function cells(result: LoadResult) {
  const failed = result.failed > 0 ? ` (${result.failed} failed)` : '';
  return [
    milliseconds(result.p50Ms),
    milliseconds(result.p95Ms),
    milliseconds(result.p975Ms),
    milliseconds(result.p99Ms),
    `${perSecond(result.requestsPerSecond)}${failed}`,
  ];
}

function verdict(result: StakeholderResult) {
  const ratio = ratioOf(result);
  const fast = result.real.p50Ms !== null && result.real.p50Ms <= aims.p50Ms;
  const close = ratio !== null && ratio >= aims.ratio;
  return fast && close ? 'met' : [fast ? '' : 'p50', close ? '' : 'ratio'].filter(Boolean).join(' + ');
}

// One line per scenario: latency (ms) and requests/s of the real app and of
// the bare route (b), the ratio of their requests/s, and which aim is missed.
export function formatResults(results: StakeholderResult[]) {
  const header = [
    ['', 'real app', '', '', '', '', '(b) same SQL', '', '', '', '', 'real/(b)', 'aims'],
    ['scenario', 'p50', 'p95', 'p97.5', 'p99', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'req/s', 'req/s', ''],
  ];
  const lines = results.map((result) => {
    const ratio = ratioOf(result);
    return [
      result.label,
      ...cells(result.real),
      ...cells(result.sql),
      ratio === null ? '—' : ratio.toFixed(2),
      verdict(result),
    ];
  });
  const table = [...header, ...lines];
  const widths = table[1]!.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  return table
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

// Which code was measured: the commit, and whether the server's sources differed from it.
export function codeVersion() {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', 'server/src', 'contract/src') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted server changes' : ''}`;
  } catch {
    return 'unknown';
  }
}
