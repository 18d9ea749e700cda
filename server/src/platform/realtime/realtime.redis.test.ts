import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { bearer, createSessionToken, createTeam, type Team } from '../../test/factories.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createMailTransport } from '../mail/create-mail-transport.js';
import { createMailer } from '../mail/mailer.js';
import { connectRedis } from '../rate-limit/redis.js';
import { createRealtime, type Realtime } from './realtime.js';

// With REDIS_URL, two server copies on one database pass events and
// disconnects to each other's sockets (CI runs this against its Redis).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('two server copies over Redis', () => {
  let testApp: TestApp;
  let team: Team;
  const copies: Array<{ app: App; realtime: Realtime; address: string }> = [];
  const clients: LiveClient[] = [];
  let closeRedis: () => Promise<unknown>;

  beforeAll(async () => {
    testApp = await createTestApp();
    team = await createTeam(testApp);
    const { database, clock, log, config } = testApp.context;
    const redis = await connectRedis(redisUrl ?? '', log);
    closeRedis = () => redis.quit();
    for (let copy = 0; copy < 2; copy += 1) {
      const realtime = await createRealtime({ database, clock, log, redis });
      // A server copy has its own job runner, as every process does.
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
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const { app } of copies) await app.close();
    await closeRedis?.();
    await testApp?.close();
  });

  const connectTo = async (copy: number, token: string) => {
    const client = await connectLive(copies[copy]?.address ?? '', token);
    clients.push(client);
    return client;
  };

  it("delivers an event emitted by one copy to the other copy's clients", async () => {
    const onFirst = await connectTo(0, team.manager.token);
    const onSecond = await connectTo(1, team.support.token);

    copies[0]?.realtime.toOrganization(team.organization.id).emit('ticket.changed', { ids: ['from-first'] });
    copies[1]?.realtime.toOrganization(team.organization.id).emit('ticket.changed', { ids: ['from-second'] });

    await onSecond.nextEvent((event) => event.payload.ids.includes('from-first'));
    await onFirst.nextEvent((event) => event.payload.ids.includes('from-second'));
  });

  it('closes a socket held by one copy when its session logs out through the other', async () => {
    const token = await createSessionToken(testApp, team.executive.user.id);
    const onSecond = await connectTo(1, token);

    const logout = await copies[0]?.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) });
    expect(logout?.statusCode).toBe(200);

    expect(await onSecond.closedByServer()).toBe('io server disconnect');
  });
});
