import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.js';
import { createJobRunner } from '../platform/jobs/job-runner.js';
import { createMailTransport } from '../platform/mail/create-mail-transport.js';
import { createMailer } from '../platform/mail/mailer.js';
import { connectRedis } from '../platform/rate-limit/redis.js';
import { createRealtime, type Realtime } from '../platform/realtime/realtime.js';
import type { TestApp } from './test-app.js';

export interface ServerCopy {
  app: App;
  realtime: Realtime;
  address: string;
}

// Server copies on the test app's database, joined by Redis as production's
// are: each with its own realtime and job runner, listening on a port of its own.
export async function startServerCopies(testApp: TestApp, redisUrl: string, count = 2) {
  const { database, clock, log, config } = testApp.context;
  const redis = await connectRedis(redisUrl, log);
  const copies: ServerCopy[] = [];
  for (let copy = 0; copy < count; copy += 1) {
    const realtime = await createRealtime({ database, clock, log, redis });
    const jobs = createJobRunner({ database: database.db, clock, log });
    const mailer = createMailer({ database: database.db, jobs, transport: createMailTransport(config, log), clock });
    const app = await buildApp({
      ...testApp.context,
      jobs,
      mailer,
      realtime,
      webDistDir: path.join(os.tmpdir(), 'srm-no-web-build'),
    });
    copies.push({ app, realtime, address: await app.listen({ port: 0, host: '127.0.0.1' }) });
  }
  return {
    copies,
    async close() {
      for (const { app } of copies) await app.close();
      await redis.quit();
    },
  };
}
