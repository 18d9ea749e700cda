import autocannon from 'autocannon';
import type { LoadRequest, LoadResult } from './load-protocol.js';

// Runs in its own process, forked by load.ts, so sending requests never
// competes with the servers for their event loop. autocannon's own percentiles
// are whole milliseconds without p95, so the latencies are kept here.

function percentile(sorted: number[], share: number) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function measure(request: LoadRequest): Promise<LoadResult> {
  const latencies: number[] = [];
  let failed = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: request.body,
        connections: request.connections,
        duration: request.durationSeconds,
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
      else failed += 1;
    });
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    ok: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p975Ms: percentile(latencies, 0.975),
    p99Ms: percentile(latencies, 0.99),
    failed: failed + result.errors + result.timeouts,
  };
}

process.on('message', (request: LoadRequest) => {
  measure(request).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
