import { messages } from '@srm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccountHolder,
  createSessionToken,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from '../../test/factories.js';
import { submitFeedback } from '../../test/feedback.js';
import { connectLive, type LiveClient, refusedConnection } from '../../test/live-client.js';
import { lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { catchUpMarginMs } from './realtime.js';
import { recentEventsKeptMs } from './recent-events.js';

let testApp: TestApp;
let address: string;
let zenith: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  zenith = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const clients: LiveClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
const connect = async (token: string, handshake: object = {}) => {
  const client = await connectLive(address, token, handshake);
  clients.push(client);
  return client;
};

// Events on one socket arrive in the order the server sent them, so once a
// later marker event has arrived, anything sent to that socket before it has too.
async function receivedBeforeMarker(client: LiveClient, userId: string) {
  const marker = `marker-${crypto.randomUUID()}`;
  testApp.context.realtime.toUser(userId).emit('staff.changed', { ids: [marker] });
  await client.nextEvent((event) => event.payload.ids.includes(marker));
  return client.received.filter((event) => !event.payload.ids.includes(marker));
}

const ticketChangedWith = (id: string) => (event: { name: string; payload: { ids: string[] } }) =>
  event.name === 'ticket.changed' && event.payload.ids.includes(id);

describe('who receives an event', () => {
  it("sends an organisation's event to each of its users and to no one of another organisation", async () => {
    const manager = await connect(zenith.manager.token);
    const support = await connect(zenith.support.token);
    const outsider = await connect(other.manager.token);

    testApp.context.realtime.toOrganization(zenith.organization.id).emit('ticket.changed', { ids: ['t-1'] });

    const expected = { name: 'ticket.changed', payload: { ids: ['t-1'] } };
    expect(await manager.nextEvent(ticketChangedWith('t-1'))).toEqual(expected);
    expect(await support.nextEvent(ticketChangedWith('t-1'))).toEqual(expected);
    expect(await receivedBeforeMarker(outsider, other.manager.user.id)).toEqual([]);
  });

  it("sends a user's event to every socket of that user only", async () => {
    const firstTab = await connect(zenith.executive.token);
    const secondDevice = await connect(await createSessionToken(testApp, zenith.executive.user.id));
    const colleague = await connect(zenith.manager.token);

    testApp.context.realtime.toUser(zenith.executive.user.id).emit('staff.changed', { ids: ['u-1'] });

    const expected = { name: 'staff.changed', payload: { ids: ['u-1'] } };
    expect(await firstTab.nextEvent((event) => event.payload.ids.includes('u-1'))).toEqual(expected);
    expect(await secondDevice.nextEvent((event) => event.payload.ids.includes('u-1'))).toEqual(expected);
    expect(await receivedBeforeMarker(colleague, zenith.manager.user.id)).toEqual([]);
  });

  it('announces a created ticket to its organisation once the creation has committed, and a refused one not at all', async () => {
    const watcher = await connect(zenith.support.token);
    const body = {
      name: 'Chidi Eze',
      email: 'chidi@example.ng',
      title: 'Invoice shows the wrong amount',
      priority: 'high',
      sla_category: 'standard',
      type: 'medium',
      description: 'The March invoice charges twice for the same delivery.',
    };
    const create = (handlerId: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/ticket/create-ticket/',
        payload: { ...body, handler_id: handlerId },
        headers: bearer(zenith.manager.token),
      });

    // A handler from another organisation: refused, nothing saved, nothing announced.
    expect((await create(other.support.user.id)).statusCode).toBe(400);
    const created = await create(zenith.support.user.id);
    expect(created.statusCode).toBe(201);
    const ticketId = created.json().id as string;

    await watcher.nextEvent(ticketChangedWith(ticketId));
    expect(watcher.received.filter((event) => event.name === 'ticket.changed')).toEqual([
      { name: 'ticket.changed', payload: { ids: [ticketId] } },
    ]);
  });

  it("announces the SLA clock's moves to the organisation of the moved tickets", async () => {
    const watcher = await connect(zenith.manager.token);
    const outsider = await connect(other.manager.token);
    const dayAgo = new Date(testApp.clock.now().getTime() - 25 * 60 * 60_000);
    const late = await createTicket(testApp.database.db, { organizationId: zenith.organization.id, createdAt: dayAgo });

    const { overdue } = await testApp.app.slaClock.tick();

    expect(overdue).toBeGreaterThanOrEqual(1);
    await watcher.nextEvent(ticketChangedWith(late.id));
    const seenByOutsider = await receivedBeforeMarker(outsider, other.manager.user.id);
    expect(seenByOutsider.filter(ticketChangedWith(late.id))).toEqual([]);
  });

  it('announces a public feedback to the organisation it was sent to', async () => {
    const watcher = await connect(zenith.manager.token);
    const outsider = await connect(other.manager.token);

    const response = await submitFeedback(testApp, zenith.organization.id);
    expect(response.statusCode).toBe(201);

    const event = await watcher.nextEvent((received) => received.name === 'feedback.changed');
    expect(event.payload.ids).toHaveLength(1);
    const seenByOutsider = await receivedBeforeMarker(outsider, other.manager.user.id);
    expect(seenByOutsider.filter((received) => received.name === 'feedback.changed')).toEqual([]);
  });
});

describe('what a joining socket missed', () => {
  // A team of its own per test: its rooms have heard nothing but what the test sends them.
  const quietTeam = () => createTeam(testApp, `Quiet ${crypto.randomUUID()}`);
  const sortedMissed = async (client: LiveClient) => {
    const missed = await client.missed();
    return { ...missed, events: [...missed.events].sort() };
  };

  it("tells a socket that says how far behind it is which events its organisation and its user were sent meanwhile, and no one else's", async () => {
    const team = await quietTeam();
    const neighbour = await quietTeam();
    const { realtime } = testApp.context;
    realtime.toOrganization(team.organization.id).emit('ticket.changed', { ids: ['t-1'] });
    realtime.toUser(team.manager.user.id).emit('notification.changed', { ids: ['n-1'] });
    realtime.toUser(team.support.user.id).emit('staff.changed', { ids: ['s-1'] });
    realtime.toOrganization(neighbour.organization.id).emit('feedback.changed', { ids: ['f-1'] });
    // Each was recorded before it was sent: once the last has reached a socket, all are recorded.
    const neighbourSocket = await connect(neighbour.manager.token);
    realtime.toOrganization(neighbour.organization.id).emit('invoice.changed', { ids: ['last'] });
    await neighbourSocket.nextEvent((event) => event.payload.ids.includes('last'));

    const manager = await connect(team.manager.token, { behind_ms: 2_000 });

    expect(await sortedMissed(manager)).toEqual({
      events: ['notification.changed', 'ticket.changed'],
      everything: false,
    });
  });

  it('leaves out what was sent before the socket was behind (with its margin), and says nothing to a socket that did not ask', async () => {
    const team = await quietTeam();
    const early = await connect(team.manager.token);
    testApp.context.realtime.toOrganization(team.organization.id).emit('ticket.changed', { ids: ['t-old'] });
    await early.nextEvent(ticketChangedWith('t-old'));
    testApp.clock.advance(1_000 + catchUpMarginMs + 1);

    const joined = await connect(team.support.token, { behind_ms: 1_000 });

    expect(await joined.missed()).toEqual({ events: [], everything: false });
    await receivedBeforeMarker(early, team.manager.user.id);
    expect(early.missedAnswers).toEqual([]);
  });

  it('tells a socket further behind than the server remembers, or that says it unclearly, to read everything again', async () => {
    const team = await quietTeam();
    const everything = { events: [], everything: true };

    for (const behind_ms of [recentEventsKeptMs, -1, 1.5, '1000', null]) {
      const socket = await connect(team.manager.token, { behind_ms });
      expect(await socket.missed(), `behind_ms ${behind_ms}`).toEqual(everything);
    }
  });
});

describe('who may connect', () => {
  it('refuses a connection without a token, or with a token that names no live session', async () => {
    for (const token of [undefined, '', 'not-a-real-token']) {
      const refused = await refusedConnection(address, token);
      expect(refused.message).toBe(messages.notSignedIn);
      expect(refused.data).toEqual({ status: 401 });
    }
  });

  it('closes the socket of a session that logs out, and leaves the same user’s other sessions connected', async () => {
    const leavingToken = await createSessionToken(testApp, zenith.support.user.id);
    const loggingOut = await connect(leavingToken);
    const staying = await connect(await createSessionToken(testApp, zenith.support.user.id));

    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: bearer(leavingToken),
    });
    expect(logout.statusCode).toBe(200);

    expect(await loggingOut.closedByServer()).toBe('io server disconnect');
    testApp.context.realtime.toUser(zenith.support.user.id).emit('staff.changed', { ids: ['still-here'] });
    await staying.nextEvent((event) => event.payload.ids.includes('still-here'));
    expect(staying.socket.connected).toBe(true);
  });

  it("closes every socket of a user who resets their password, and refuses the old token's reconnection", async () => {
    const email = `reset.${crypto.randomUUID().slice(0, 8)}@zenith.ng`;
    const holder = await createAccountHolder(testApp.database.db, { email, password: 'Zenith!2026' });
    const oldToken = await createSessionToken(testApp, holder.id);
    const laptop = await connect(oldToken);
    const phone = await connect(await createSessionToken(testApp, holder.id));

    await testApp.app.inject({ method: 'POST', url: '/api/auth/request-password-reset/', payload: { email } });
    const otp = await lastCodeSentTo(testApp, email);
    const confirmed = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/confirm-password-reset/',
      payload: { email, otp, new_password: 'Harmattan#27' },
    });
    expect(confirmed.statusCode).toBe(200);

    expect(await laptop.closedByServer()).toBe('io server disconnect');
    expect(await phone.closedByServer()).toBe('io server disconnect');
    expect((await refusedConnection(address, oldToken)).data).toEqual({ status: 401 });
  });

  it('closes the sockets of a deleted staff member', async () => {
    const member = await createUser(testApp.database.db, { organizationId: zenith.organization.id, role: 'support' });
    const socket = await connect(await createSessionToken(testApp, member.id));

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-staff/${member.id}/`,
      headers: bearer(zenith.manager.token),
    });
    expect(deleted.statusCode).toBe(200);

    expect(await socket.closedByServer()).toBe('io server disconnect');
  });
});

describe('the page that opens the socket', () => {
  it("allows same-origin connections in its content security policy (connect-src falls back to default-src 'self')", async () => {
    const response = await testApp.app.inject({ url: '/api/health' });
    const policy = response.headers['content-security-policy'] as string;
    expect(policy).toContain("default-src 'self'");
    expect(policy).not.toContain('connect-src');
  });
});
