import type { LoadResult } from '../tickets/load-protocol.js';
import type { SendTestResult } from './parallel-sends.js';

export interface InvoiceResult {
  id: string;
  label: string;
  real: LoadResult;
  sql: LoadResult;
}

const milliseconds = (value: number | null) => {
  if (value === null) return '—';
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
};
const perSecond = (value: number) => Math.round(value).toLocaleString('en-GB');
export const ratioOf = ({ real, sql }: InvoiceResult) =>
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

function table(rows: string[][]) {
  const widths = rows[1]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
        .join('  '),
    )
    .join('\n');
}

// One line per scenario: latency (ms) and requests/s of the real app and of
// the bare route (b) running the same SQL, and the ratio of their requests/s.
export function formatResults(results: InvoiceResult[]) {
  const header = [
    ['', 'real app', '', '', '', '', '(b) same SQL', '', '', '', '', 'real/(b)'],
    ['scenario', 'p50', 'p95', 'p97.5', 'p99', 'req/s', 'p50', 'p95', 'p97.5', 'p99', 'req/s', 'req/s'],
  ];
  const lines = results.map((result) => {
    const ratio = ratioOf(result);
    return [result.label, ...cells(result.real), ...cells(result.sql), ratio === null ? '—' : ratio.toFixed(2)];
  });
  return table([...header, ...lines]);
}

export function formatSendTest(result: SendTestResult) {
  const { latencyMs } = result;
  return [
    `${result.ok} / ${result.sends} sends answered 200, numbered ${result.firstNumber} … ${result.lastNumber}` +
      ` (the sequence stood at ${result.sequenceBefore})${result.problems.length === 0 ? ': consecutive, none reused or skipped' : ''}.`,
    `wall time ${milliseconds(result.wallMs)} ms for ${result.sends}, ${milliseconds(result.perSendMs)} ms a send;` +
      ` each send's latency min ${milliseconds(latencyMs.min)} / p50 ${milliseconds(latencyMs.p50)}` +
      ` / p95 ${milliseconds(latencyMs.p95)} / max ${milliseconds(latencyMs.max)} ms;` +
      ` one send alone: p50 ${milliseconds(result.soloP50Ms)} ms.`,
  ].join('\n');
}
