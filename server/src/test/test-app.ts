import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { type App, buildApp } from '../app.js';
import { createAppContext } from '../app-context.js';
import type { DatabaseHandle } from '../db/client.js';
import { createFakeClock } from '../platform/clock/clock.js';
import { loadConfig } from '../platform/config/config.js';
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
  // No test reaches the internet: Paystack is a test's own stand-in (paystack-stand-in.ts), else a closed port.
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PAYSTACK_API_URL: 'http://127.0.0.1:1',
    ...options.env,
  });
  const database: DatabaseHandle = options.database ?? (await openTestDatabase());
  // Tests move this clock by hand; the job runner is not started, so they run due jobs with `jobs.runDue()`.
  const clock = createFakeClock();
  const context = await createAppContext(config, {
    clock,
    database,
    logDestination: options.logDestination,
  });
  const { jobs, mailer, storage } = context;
  // The context leaves the given database open: this app closes it with its data directory.
  const removeAll = async () => {
    await context.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const app = await buildApp(context, { webDistDir: options.webDistDir ?? path.join(dataDir, 'no-web-build') });
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
