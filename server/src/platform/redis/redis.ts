import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../logging/logger.js';

export class RedisUnreachableError extends Error {
  override name = 'RedisUnreachableError';
}

// Unreachable at start: stop with a reason. Lost later: reconnect in the
// background while rate limits count in memory (see ../rate-limit/rate-limits.ts).
export async function connectRedis(url: string, log: Logger): Promise<RedisClientType> {
  let connectedOnce = false;
  const client: RedisClientType = createClient({
    url,
    socket: {
      reconnectStrategy: (retries, cause) => (connectedOnce ? Math.min(retries * 200, 5_000) : cause),
    },
  });
  client.on('error', (error: Error) => {
    if (connectedOnce) log.warn({ reason: error.message }, 'redis connection problem');
  });
  try {
    await client.connect();
  } catch (error) {
    throw new RedisUnreachableError(`cannot reach Redis at ${new URL(url).host}: ${(error as Error).message}`);
  }
  connectedOnce = true;
  return client;
}
