import { buildApp } from './app.js';
import { DatabaseUnreachableError, openDatabase } from './db/client.js';
import { DataDirectoryInUseError } from './db/pglite-lock.js';
import type { Clock } from './platform/clock/clock.js';
import { ConfigError, loadConfig } from './platform/config/config.js';
import { createJobRunner } from './platform/jobs/job-runner.js';
import { createLogger } from './platform/logging/logger.js';
import { createMailTransport } from './platform/mail/create-mail-transport.js';
import { createMailer } from './platform/mail/mailer.js';
import { createRateLimits } from './platform/rate-limit/rate-limits.js';
import { connectRedis, RedisUnreachableError } from './platform/rate-limit/redis.js';
import { createRealtime } from './platform/realtime/realtime.js';
import { createFileStorage } from './platform/storage/create-file-storage.js';

// The server process as `npm start` runs it (main.ts), from the environment:
// the database, the app listening, the job runner started, and a clean stop on
// SIGINT or SIGTERM. The clock is a parameter only so the faults suite
// (src/test/faults) can move time in a real server process.
export async function startServer({ clock }: { clock: Clock }) {
  const config = loadConfig();
  const log = createLogger(config);
  const database = await openDatabase(config);
  await database.migrate();
  const jobs = createJobRunner({ database: database.db, clock, log });
  const mailer = createMailer({ database: database.db, jobs, transport: createMailTransport(config, log), clock });
  const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
  const rateLimits = createRateLimits({ redis });
  const storage = createFileStorage(config);
  const realtime = await createRealtime({ database, clock, log, redis });
  const app = await buildApp({ config, database, clock, log, jobs, mailer, rateLimits, storage, realtime });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stops the job runner too (app.ts), waiting for the job under way.
    await app.close();
    await redis?.quit();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  await app.listen({ port: config.PORT, host: config.HOST });
  jobs.start();
  app.log.info({ database: database.kind, url: config.APP_URL }, 'SRM is ready');
  return { app, database, jobs };
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
