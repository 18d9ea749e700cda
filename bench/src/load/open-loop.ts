import { performance } from 'node:perf_hooks';

// One request's outcome as the client saw it.
export interface Done {
  kind: string;
  ok: boolean;
  // HTTP status, chat refusal status, or the error's name when nothing came back.
  status: number | string;
}

export interface Measured extends Done {
  // From when the request was due (not when it was sent) to its answer: a
  // server that falls behind delays the requests queued after, and that counts.
  latencyMs: number;
}

export interface Summary {
  rate: number;
  seconds: number;
  requests: number;
  perSecond: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  // p99 and count per kind of request, for what held the tail.
  kinds: Record<string, { count: number; p99: number; errors: number }>;
  // A few distinct failures, to say what they were.
  failures: string[];
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)]!;

export function summarise(results: Measured[], rate: number, seconds: number): Summary {
  const sorted = results.map((result) => result.latencyMs).sort((a, b) => a - b);
  const kinds: Summary['kinds'] = {};
  for (const kind of new Set(results.map((result) => result.kind))) {
    const ofKind = results.filter((result) => result.kind === kind);
    kinds[kind] = {
      count: ofKind.length,
      p99: percentile(
        ofKind.map((result) => result.latencyMs).sort((a, b) => a - b),
        0.99,
      ),
      errors: ofKind.filter((result) => !result.ok).length,
    };
  }
  const failed = results.filter((result) => !result.ok);
  return {
    rate,
    seconds,
    requests: results.length,
    perSecond: results.filter((result) => result.ok).length / seconds,
    errors: failed.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    kinds,
    failures: [...new Set(failed.map((result) => `${result.kind}: ${result.status}`))].slice(0, 5),
  };
}

// An open-loop client: request n is due at n / rate seconds and is sent then,
// whether or not earlier ones have been answered (a closed loop would wait,
// send less when the server slows, and hide its queue). `request(n)` sends
// request n; each answer is timed from when it was due.
export async function runOpenLoop({
  rate,
  seconds,
  request,
  answerLimitMs = 30_000,
}: {
  rate: number;
  seconds: number;
  request: (index: number) => Promise<Done>;
  answerLimitMs?: number;
}): Promise<Summary> {
  const results: Measured[] = [];
  const pending = new Set<Promise<void>>();
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let sent = 0;
  const send = () => {
    const dueAt = start + (sent / rate) * 1000;
    const index = sent++;
    const answered: Promise<void> = request(index)
      .catch((error: unknown): Done => ({ kind: 'unknown', ok: false, status: (error as Error).name }))
      .then((done) => {
        results.push({ ...done, latencyMs: performance.now() - dueAt });
        pending.delete(answered);
      });
    pending.add(answered);
  };
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const due = Math.min(total, Math.floor(((performance.now() - start) / 1000) * rate) + 1);
      while (sent < due) send();
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 1);
  });
  const limit = new Promise<void>((resolve) => setTimeout(resolve, answerLimitMs).unref());
  await Promise.race([Promise.all(pending), limit]);
  // Whatever is still unanswered counts as failed, at the limit.
  for (let missing = total - results.length; missing > 0; missing -= 1) {
    results.push({ kind: 'unanswered', ok: false, status: 'timeout', latencyMs: answerLimitMs });
  }
  return summarise(results, rate, seconds);
}
