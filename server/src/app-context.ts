import type { DestinationStream } from 'pino';
import type { RedisClientType } from 'redis';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import type { Clock } from './platform/clock/clock.js';
import type { Config } from './platform/config/config.js';
import { createJobRunner, type JobRunner } from './platform/jobs/job-runner.js';
import { createLogger, type Logger } from './platform/logging/logger.js';
import { createMailTransport } from './platform/mail/create-mail-transport.js';
import { createMailer, type Mailer } from './platform/mail/mailer.js';
import { createRateLimits, type RateLimits } from './platform/rate-limit/rate-limits.js';
import { createRealtime, type Realtime } from './platform/realtime/realtime.js';
import { connectRedis } from './platform/redis/redis.js';
import { createFileStorage } from './platform/storage/create-file-storage.js';
import type { FileStorage } from './platform/storage/file-storage.js';

// What every module receives: the running configuration and the services of the platform.
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  jobs: JobRunner;
  mailer: Mailer;
  rateLimits: RateLimits;
  storage: FileStorage;
  realtime: Realtime;
}

export interface AppContextOptions {
  // The system clock in production; tests and the faults suite pass one they move.
  clock: Clock;
  // A database already open and migrated (a test's fresh copy, the bench's seeded one). Without it the
  // context opens config's database and migrates it.
  database?: DatabaseHandle | undefined;
  // Where log lines go, for tests of what the log holds.
  logDestination?: DestinationStream | undefined;
}

export interface OwnedAppContext extends AppContext {
  // Closes what the context opened (Redis; the database unless it was given), once the app has closed.
  close(): Promise<void>;
}

// The one place the platform's services are built, for main.ts, the tests and the benchmarks alike.
// With REDIS_URL, Redis carries the rate limits and the sockets of every server copy. The job runner is
// not started: main.ts starts it once the server listens, tests run due jobs by hand.
export async function createAppContext(config: Config, options: AppContextOptions): Promise<OwnedAppContext> {
  const { clock } = options;
  const log = createLogger(config, options.logDestination);
  const database = options.database ?? (await openMigratedDatabase(config));
  const closeOwnDatabase = () => (options.database ? Promise.resolve() : database.close());
  let redis: RedisClientType | undefined;
  try {
    redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, log) : undefined;
    const jobs = createJobRunner({ database: database.db, clock, log });
    const realtime = await createRealtime({ database, clock, log, redis });
    const openRedis = redis;
    return {
      config,
      database,
      clock,
      log,
      jobs,
      mailer: createMailer({ database: database.db, jobs, transport: createMailTransport(config, log), clock }),
      rateLimits: createRateLimits({ redis }),
      storage: createFileStorage(config),
      realtime,
      async close() {
        await openRedis?.quit();
        await closeOwnDatabase();
      },
    };
  } catch (error) {
    await redis?.quit();
    await closeOwnDatabase();
    throw error;
  }
}

async function openMigratedDatabase(config: Config) {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
