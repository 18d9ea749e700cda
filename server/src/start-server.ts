import { buildApp } from './app.js';
import { createAppContext } from './app-context.js';
import { DatabaseUnreachableError } from './db/client.js';
import { DataDirectoryInUseError } from './db/pglite-lock.js';
import type { Clock } from './platform/clock/clock.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { RedisUnreachableError } from './platform/redis/redis.js';

// The server process as `npm start` runs it (main.ts), from the environment:
// the database, the app listening, the job runner started, and a clean stop on
// SIGINT or SIGTERM. The clock is a parameter only so the faults suite
// (src/test/faults) can move time in a real server process.
export async function startServer({ clock }: { clock: Clock }) {
  const config = loadConfig();
  const context = await createAppContext(config, { clock });
  const app = await buildApp(context);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops the job runner too (app.ts), waiting for the job under way.
    await app.close();
    await context.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  context.jobs.start();
  app.log.info({ database: context.database.kind, url: config.APP_URL }, 'SRM is ready');
  return { app, database: context.database, jobs: context.jobs };
}

function isPortTaken(error: unknown): error is NodeJS.ErrnoException {
  return (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
}

// Problems a person starting the server can fix get one line, not a stack trace.
function stopWith(reason: string): never {
  console.error(`SRM did not start: ${reason}`);
  process.exit(1);
}

export function exitWithStartFailure(error: unknown): never {
  const explained = [ConfigError, DataDirectoryInUseError, DatabaseUnreachableError, RedisUnreachableError];
  if (explained.some((kind) => error instanceof kind)) stopWith((error as Error).message);
  if (isPortTaken(error)) stopWith(`port ${process.env.PORT ?? 3000} is already in use; set PORT to a free one`);
  console.error(error);
  process.exit(1);
}
