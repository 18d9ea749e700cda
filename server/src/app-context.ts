import type { DatabaseHandle } from './db/client.js';
import type { Clock } from './platform/clock/clock.js';
import type { Config } from './platform/config/config.js';
import type { JobRunner } from './platform/jobs/job-runner.js';
import type { Logger } from './platform/logging/logger.js';
import type { Mailer } from './platform/mail/mailer.js';
import type { RateLimits } from './platform/rate-limit/rate-limits.js';
import type { Realtime } from './platform/realtime/realtime.js';
import type { FileStorage } from './platform/storage/file-storage.js';

// What every module's routes receive: the running configuration and the
// services of the platform. main.ts builds it for real; tests build it with a
// fresh database, a fake clock and a silent log.
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
