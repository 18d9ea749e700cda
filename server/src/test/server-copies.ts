import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../app.js';
import { createAppContext, type OwnedAppContext } from '../app-context.js';
import type { Realtime } from '../platform/realtime/realtime.js';
import type { TestApp } from './test-app.js';

export interface ServerCopy {
  app: App;
  realtime: Realtime;
  address: string;
}

// Server copies on the test app's database, joined by Redis as production's
// are: each with its own realtime and job runner, listening on a port of its own.
export async function startServerCopies(testApp: TestApp, redisUrl: string, count = 2) {
  const config = { ...testApp.config, REDIS_URL: redisUrl };
  const copies: (ServerCopy & { context: OwnedAppContext })[] = [];
  for (let copy = 0; copy < count; copy += 1) {
    const context = await createAppContext(config, { clock: testApp.clock, database: testApp.database });
    const app = await buildApp(context, { webDistDir: path.join(os.tmpdir(), 'srm-no-web-build') });
    copies.push({
      app,
      context,
      realtime: context.realtime,
      address: await app.listen({ port: 0, host: '127.0.0.1' }),
    });
  }
  return {
    copies,
    async close() {
      for (const { app, context } of copies) {
        await app.close();
        await context.close();
      }
    },
  };
}
