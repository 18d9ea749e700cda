import type { SearchResults } from '@srm/contract';
import type { LoadResult } from '../tickets/load-protocol.js';

export interface SearchResult {
  id: string;
  label: string;
  role: string;
  // What the real app answered, per kind and match: "ticket 1 exact + 4 contains".
  hits: string;
  real: LoadResult;
  sql: LoadResult | null;
}

// docs/decisions/018-search.md: an organisation of a million tickets answers a search at p95 ≤ 100 ms.
export const aimP95Ms = 100;

// Each kind's hits and how they matched, in the order the answer gave them.
export function describeHits({ results }: SearchResults) {
  const byKind = new Map<string, Map<string, number>>();
  for (const { kind, match } of results) {
    const matches = byKind.get(kind) ?? new Map<string, number>();
    matches.set(match, (matches.get(match) ?? 0) + 1);
    byKind.set(kind, matches);
  }
  if (byKind.size === 0) return 'none';
  return [...byKind]
    .map(([kind, matches]) => `${kind} ${[...matches].map(([match, count]) => `${count} ${match}`).join(' + ')}`)
    .join(', ');
}

const milliseconds = (value: number | null) => {
  if (value === null) return '—';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
};
const perSecond = (value: number) => Math.round(value).toLocaleString('en-GB');

function cells(result: LoadResult | null) {
  if (!result) return ['', '', '', ''];
  const failed = result.failed > 0 ? ` (${result.failed} failed)` : '';
  return [
    milliseconds(result.p50Ms),
    milliseconds(result.p95Ms),
    milliseconds(result.p99Ms),
    `${perSecond(result.requestsPerSecond)}${failed}`,
  ];
}

const verdict = ({ real }: SearchResult) =>
  real.p95Ms !== null && real.p95Ms <= aimP95Ms && real.failed === 0 ? 'met' : 'missed';

// One line per scenario and role: latency (ms) and requests/s of the real app
// and of the bare route (b) running the search service, and the aim's verdict.
export function formatResults(results: SearchResult[]) {
  const header = [
    ['', '', 'real app', '', '', '', '(b) service', '', '', '', `p95 ≤ ${aimP95Ms}`],
    ['scenario', 'as', 'p50', 'p95', 'p99', 'req/s', 'p50', 'p95', 'p99', 'req/s', ''],
  ];
  const lines = results.map((result) => [
    result.label,
    result.role,
    ...cells(result.real),
    ...cells(result.sql),
    verdict(result),
  ]);
  const table = [...header, ...lines];
  const widths = table[1]!.map((_, column) => Math.max(...table.map((row) => (row[column] ?? '').length)));
  const body = table
    .map((row) =>
      row
        .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
  const hits = results.map((result) => `  ${result.role} ${result.label}: ${result.hits}`).join('\n');
  return `${body}\n\nHits:\n${hits}`;
}
