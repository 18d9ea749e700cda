import type { BurstOrder, BurstRequest, BurstResponse, BurstResult } from './burst-protocol.js';

// Runs in its own process, forked by burst.ts: every request is started at
// once (each on its own connection, as many people clicking at the same
// moment), or one after another, and each one's status, body and latency are kept.
async function burst(requests: BurstRequest[], oneByOne: boolean): Promise<BurstResult> {
  const started = performance.now();
  async function send({ url, method, headers, body }: BurstRequest): Promise<BurstResponse> {
    const sent = performance.now();
    try {
      const response = await fetch(url, { method, headers, body });
      const text = await response.text();
      const ended = performance.now();
      return { status: response.status, body: text, latencyMs: ended - sent, endedMs: ended - started };
    } catch (error) {
      const ended = performance.now();
      const message = error instanceof Error ? error.message : String(error);
      return { status: 0, body: '', error: message, latencyMs: ended - sent, endedMs: ended - started };
    }
  }
  const responses: BurstResponse[] = [];
  if (oneByOne) for (const request of requests) responses.push(await send(request));
  else responses.push(...(await Promise.all(requests.map(send))));
  return { wallMs: performance.now() - started, responses };
}

async function run({ warmup, requests, oneByOne = false }: BurstOrder) {
  if (warmup) await (await fetch(warmup.url, warmup)).text();
  return burst(requests, oneByOne);
}

process.on('message', (order: BurstOrder) => {
  run(order).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }),
  );
});
