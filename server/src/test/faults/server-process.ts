import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { exitWithStartFailure, startServer } from '../../start-server.js';
import type { ServerOrder, ServerUsage } from './server-orders.js';

// The real server process, started as main.ts starts it, on a clock the suite
// can move forward (leases and retry waits pass without waiting for them), and
// answering the suite's questions over the IPC channel of `fork`: its
// database's rows (PGlite opens in one process only), its memory and CPU time.
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

const server = await startServer({ clock }).catch(exitWithStartFailure);
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

async function handle(order: ServerOrder): Promise<unknown> {
  switch (order.kind) {
    case 'advance':
      offsetMs += order.ms;
      server.jobs.nudge();
      return offsetMs;
    case 'query':
      return (await server.database.db.execute(sql.raw(order.sql))).rows;
    case 'usage': {
      const { user, system } = process.cpuUsage();
      const usage: ServerUsage = {
        cpuMs: (user + system) / 1000,
        loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
        loopDelayMaxMs: loopDelay.max / 1e6,
      };
      loopDelay.reset();
      return usage;
    }
    case 'memory':
      // With --expose-gc (the load bench): what stays, not the garbage of the last requests.
      (globalThis as { gc?: () => void }).gc?.();
      return process.memoryUsage();
  }
}

// A suite that died leaves no server behind.
process.once('disconnect', () => process.exit(0));
process.on('message', ({ id, order }: { id: number; order: ServerOrder }) => {
  handle(order).then(
    (result) => process.send?.({ id, result }),
    (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.send?.({ ready: true });
