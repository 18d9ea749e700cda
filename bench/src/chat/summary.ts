// Percentiles of what bench:chat times.

export interface Summary {
  count: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (share: number) =>
    sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
  return { count: sorted.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: sorted.at(-1) ?? null };
}
