import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { type App, buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { createFakeClock } from '../platform/clock/clock.js';
import { loadConfig } from '../platform/config/config.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { createLogger } from '../platform/logging/logger.js';
import { createMailTransport } from '../platform/mail/create-mail-transport.js';
import { createMailer } from '../platform/mail/mailer.js';
import { createRateLimits } from '../platform/rate-limit/rate-limits.js';
import { createRealtime } from '../platform/realtime/realtime.js';
import { createFileStorage } from '../platform/storage/create-file-storage.js';
import { openTestDatabase } from './test-database.js';

export interface TestAppOptions {
  webDistDir?: string;
  // Extra environment, as an operator would set it.
  env?: Record<string, string>;
  // Adds routes before the app is sealed, to drive shared machinery (errors, validation).
  extend?: (app: App) => void;
  // Where log lines go (with env LOG_LEVEL), for tests of what the log holds.
  logDestination?: DestinationStream;
  // A database of the test's own, for tests that close it under the app (test-database.ts).
  database?: DatabaseHandle;
}

// One app per test file (fastify/demo's `build(t)` helper): a fresh database,
// a temporary DATA_DIR, silent logs, and everything closed again afterwards.
export async function createTestApp(options: TestAppOptions = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database: DatabaseHandle = options.database ?? (await openTestDatabase());
  const clock = createFakeClock();
  const log = createLogger(config, options.logDestination);
  // Not started: tests run due jobs with `jobs.runDue()` after moving the fake clock.
  const jobs = createJobRunner({ database: database.db, clock, log });
  const mailer = createMailer({ database: database.db, jobs, transport: createMailTransport(config, log), clock });
  const rateLimits = createRateLimits();
  const storage = createFileStorage(config);
  const realtime = await createRealtime({ database, clock, log });
  const removeAll = async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const context = { config, database, clock, log, jobs, mailer, rateLimits, storage, realtime };
  const app = await buildApp({ ...context, webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build') });
  try {
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    await removeAll();
    throw error;
  }
  return {
    context,
    app,
    config,
    database,
    clock,
    jobs,
    mailer,
    storage,
    close: async () => {
      await app.close();
      await removeAll();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
