import { forkChild } from './child-process.js';
import type { PoolTimes } from './pool-timing.js';
import type { LoopDelay, ServerStats } from './protocol.js';

export interface ServerCopy {
  name: string;
  pid: number;
  address: string;
  // Memory after a garbage collection, connections, open files.
  stats(): Promise<ServerStats>;
  // The event loop's delay since the previous reading.
  loopDelay(): Promise<LoopDelay>;
  // Its database pool's checkouts since the previous reading.
  poolTimes(): Promise<PoolTimes>;
  stop(): Promise<void>;
}

// A server copy in its own process. --expose-gc lets it
// weigh its memory after a collection; `profile` adds --cpu-prof and friends.
export async function startServerCopy(
  name: string,
  { databaseUrl, redisUrl, profile }: { databaseUrl: string; redisUrl?: string | undefined; profile: string[] },
): Promise<ServerCopy> {
  const child = forkChild(new URL('./server-process.ts', import.meta.url), ['--expose-gc', ...profile]);
  try {
    const { address } = await child.ask<{ address: string }>({
      kind: 'start',
      databaseUrl,
      ...(redisUrl ? { redisUrl } : {}),
    });
    return {
      name,
      pid: child.pid,
      address,
      stats: () => child.ask<ServerStats>({ kind: 'stats' }),
      loopDelay: () => child.ask<LoopDelay>({ kind: 'loop-delay' }),
      poolTimes: () => child.ask<PoolTimes>({ kind: 'pool-times' }),
      stop: () => child.stop(),
    };
  } catch (error) {
    await child.stop();
    throw error;
  }
}
