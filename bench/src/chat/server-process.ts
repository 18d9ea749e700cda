import fs from 'node:fs';
import { openPostgres } from '../../../server/src/db/client.js';
import { startRealApp } from '../tickets/real-app.js';
import { takeOrders } from './child-process.js';
import { watchLoopDelay } from './loop-delay.js';
import { timePoolCheckouts } from './pool-timing.js';
import type { LoopDelay, ServerOrder, ServerStats } from './protocol.js';

// One server copy in a process of its own: the real app as production builds
// it, on the bench database (migrated by the benchmark before), with Redis when given.
const poolTimes = timePoolCheckouts();
let running: { close: () => Promise<void>; stats: () => Promise<ServerStats>; loopDelay: () => LoopDelay } | undefined;

async function start(databaseUrl: string, redisUrl: string | undefined) {
  const database = await openPostgres(databaseUrl);
  const real = await startRealApp(database, redisUrl ? { redisUrl } : {});
  running = {
    loopDelay: watchLoopDelay(),
    close: async () => {
      await real.close();
      await database.close();
    },
    // Not read with the loop delay: the collection pauses the loop.
    async stats() {
      // Run with --expose-gc: what the sockets hold, not the garbage of their handshakes.
      globalThis.gc?.();
      const memory = process.memoryUsage();
      const connections = await new Promise<number>((resolve, reject) =>
        real.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
      return {
        rssBytes: memory.rss,
        heapUsedBytes: memory.heapUsed,
        heapTotalBytes: memory.heapTotal,
        externalBytes: memory.external,
        connections,
        openFiles: fs.readdirSync('/proc/self/fd').length,
      };
    },
  };
  return { address: real.address };
}

takeOrders<ServerOrder>(
  async (order) => {
    if (order.kind === 'start') return start(order.databaseUrl, order.redisUrl);
    if (order.kind === 'stats' && running) return running.stats();
    if (order.kind === 'loop-delay' && running) return running.loopDelay();
    if (order.kind === 'pool-times') return poolTimes();
    throw new Error(`the server process cannot ${order.kind} now`);
  },
  async () => {
    await running?.close();
  },
);
