import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createSessionToken, createTeam, type Team } from '../../test/factories.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { type ServerCopy, startServerCopies } from '../../test/server-copies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// With REDIS_URL, two server copies on one database pass events and
// disconnects to each other's sockets (CI runs this against its Redis).
const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('two server copies over Redis', () => {
  let testApp: TestApp;
  let team: Team;
  let copies: ServerCopy[] = [];
  let closeCopies: () => Promise<void>;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    testApp = await createTestApp();
    team = await createTeam(testApp);
    ({ copies, close: closeCopies } = await startServerCopies(testApp, redisUrl ?? ''));
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await closeCopies?.();
    await testApp?.close();
  });

  const connectTo = async (copy: number, token: string, handshake: object = {}) => {
    const client = await connectLive(copies[copy]?.address ?? '', token, handshake);
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

  it('tells a socket joining one copy what the other sent its rooms meanwhile', async () => {
    const quiet = await createTeam(testApp, 'Quiet Foods');
    const watcher = await connectTo(0, quiet.support.token);
    copies[0]?.realtime.toOrganization(quiet.organization.id).emit('invoice.changed', { ids: ['while-away'] });
    await watcher.nextEvent((event) => event.payload.ids.includes('while-away'));

    const joining = await connectTo(1, quiet.manager.token, { behind_ms: 5_000 });

    expect(await joining.missed()).toEqual({ events: ['invoice.changed'], everything: false });
  });

  it('closes a socket held by one copy when its session logs out through the other', async () => {
    const token = await createSessionToken(testApp, team.executive.user.id);
    const onSecond = await connectTo(1, token);

    const logout = await copies[0]?.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) });
    expect(logout?.statusCode).toBe(200);

    expect(await onSecond.closedByServer()).toBe('io server disconnect');
  });
});
