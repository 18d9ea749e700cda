// What the benchmark process and its load process tell each other.
export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  // 2xx responses only: their latencies (null when none came back) and their rate.
  ok: number;
  requestsPerSecond: number;
  p50Ms: number | null;
  p95Ms: number | null;
  p975Ms: number | null;
  p99Ms: number | null;
  // Responses of any other status, and connection errors or time-outs.
  failed: number;
}
