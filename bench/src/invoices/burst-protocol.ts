// What the benchmark process and its burst process tell each other.
export interface BurstRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface BurstOrder {
  // Sent once, alone and untimed, before the burst: the first fetch of a
  // process loads its HTTP client, which the burst must not wait for.
  warmup?: BurstRequest;
  requests: BurstRequest[];
  // One after another instead of all at once: what one request costs alone.
  oneByOne?: boolean;
}

export interface BurstResponse {
  // 0 when no response came (the error says why).
  status: number;
  body: string;
  error?: string;
  // From this request's start to its response read in full.
  latencyMs: number;
  // When it ended, from the start of the burst.
  endedMs: number;
}

export interface BurstResult {
  // From the first request's start to the last response read.
  wallMs: number;
  responses: BurstResponse[];
}
