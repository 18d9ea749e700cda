import type { LoadResult } from './load-protocol.js';

export interface ScenarioResult {
  id: string;
  label: string;
  real: LoadResult;
  // Left out with --real-only.
  memory?: LoadResult | undefined;
  sql?: LoadResult | undefined;
}

const milliseconds = (value: number | null) => {
  if (value === null) return '—';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
};
const perSecond = (value: number) => Math.round(value).toLocaleString('en-GB');
const ratio = (value: number, baseline: LoadResult | undefined) =>
  baseline && baseline.requestsPerSecond > 0 ? (value / baseline.requestsPerSecond).toFixed(2) : '—';

function cells(result: LoadResult | undefined) {
  if (!result) return ['—', '—', '—', '—'];
  const failed = result.failed > 0 ? ` (${result.failed} failed)` : '';
  return [
    milliseconds(result.p50Ms),
    milliseconds(result.p95Ms),
    milliseconds(result.p99Ms),
    `${perSecond(result.requestsPerSecond)}${failed}`,
  ];
}

// One line per scenario: p50, p95 and p99 latency (ms) and requests/s of the real
// app and of both baselines, then the two ratios of requests/s.
export function formatResults(results: ScenarioResult[]) {
  const header = [
    ['', 'real app', '', '', '', '(a) memory', '', '', '', '(b) same SQL', '', '', '', 'real/(a)', 'real/(b)'],
    [
      'scenario',
      'p50',
      'p95',
      'p99',
      'req/s',
      'p50',
      'p95',
      'p99',
      'req/s',
      'p50',
      'p95',
      'p99',
      'req/s',
      'req/s',
      'req/s',
    ],
  ];
  const lines = results.map((result) => [
    result.label,
    ...cells(result.real),
    ...cells(result.memory),
    ...cells(result.sql),
    ratio(result.real.requestsPerSecond, result.memory),
    ratio(result.real.requestsPerSecond, result.sql),
  ]);
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
