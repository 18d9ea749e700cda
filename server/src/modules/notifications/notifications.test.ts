import type { NotificationPage } from '@srm/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connectChat } from '../../test/chat-client.js';
import {
  bearer,
  createSessionToken,
  createStakeholder,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from '../../test/factories.js';
import { aSubmission, submitFeedback } from '../../test/feedback.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { multipartForm } from '../../test/multipart.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let address: string;
let zenith: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  zenith = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const clients: LiveClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const notificationsOf = async (token: string, query = '') =>
  (await call(token, 'GET', `/api/notifications/${query}`)).json<NotificationPage>();

const ticketBody = (handlerId: string, title: string) => ({
  name: 'Chidi Eze',
  email: 'chidi@example.ng',
  title,
  priority: 'high',
  sla_category: 'standard',
  description: 'Two cartons were crushed.',
  handler_id: handlerId,
});

describe('a ticket given to someone', () => {
  it('tells its new handler in the app, live and by email, and no one else', async () => {
    const handler = await createTeam(testApp, 'Handlers');
    const live = await connectLive(address, handler.support.token);
    clients.push(live);

    const created = await call(
      handler.manager.token,
      'POST',
      '/api/ticket/create-ticket/',
      ticketBody(handler.support.user.id, 'Delivery arrived damaged'),
    );
    const ticket = created.json<{ id: string; reference: string }>();

    const page = await notificationsOf(handler.support.token);
    expect(page.unread_count).toBe(1);
    expect(page.results).toEqual([
      {
        id: expect.any(String),
        kind: 'ticket_assigned',
        title: `${ticket.reference} was assigned to you`,
        body: expect.stringContaining('Delivery arrived damaged'),
        link: `/tickets/${ticket.reference}`,
        read: false,
        created_at: expect.any(String),
      },
    ]);
    await live.nextEvent(
      (event) => event.name === 'notification.changed' && event.payload.ids.includes(page.results[0]?.id ?? ''),
    );
    expect(await emailsTo(testApp, handler.support.user.email)).toHaveLength(1);
    for (const team of [handler, other]) {
      expect((await notificationsOf(team.manager.token)).count).toBe(0);
    }
  });

  it('tells nobody about a ticket they gave themselves', async () => {
    await call(
      zenith.executive.token,
      'POST',
      '/api/ticket/create-ticket/',
      ticketBody(zenith.executive.user.id, 'Mine'),
    );
    expect((await notificationsOf(zenith.executive.token)).count).toBe(0);
  });
});

describe('reading notifications', () => {
  it('marks some or all read, only ever the reader’s own', async () => {
    const team = await createTeam(testApp, 'Readers');
    for (const title of ['One', 'Two', 'Three']) {
      await call(team.manager.token, 'POST', '/api/ticket/create-ticket/', ticketBody(team.support.user.id, title));
      testApp.clock.advance(1000);
    }
    const [newest, , oldest] = (await notificationsOf(team.support.token)).results;

    const someone = await call(team.executive.token, 'POST', '/api/notifications/read/', { ids: [newest?.id] });
    expect(someone.json()).toEqual({ unread_count: 0 });
    expect((await notificationsOf(team.support.token)).unread_count).toBe(3);

    expect((await call(team.support.token, 'POST', '/api/notifications/read/', { ids: [oldest?.id] })).json()).toEqual({
      unread_count: 2,
    });
    const unread = await notificationsOf(team.support.token, '?unread=true');
    expect(unread.results.map((notice) => notice.body)).toEqual([
      expect.stringContaining('Three'),
      expect.stringContaining('Two'),
    ]);
    expect((await call(team.support.token, 'POST', '/api/notifications/read/', { all: true })).json()).toEqual({
      unread_count: 0,
    });
    expect((await notificationsOf(team.support.token)).results.every((notice) => notice.read)).toBe(true);
  });
});

describe('email choices', () => {
  it("follow the member's own choice, else the organisation's defaults, which only managers set", async () => {
    const team = await createTeam(testApp, 'Choosers');
    expect((await call(team.support.token, 'GET', '/api/notifications/preferences/')).json().email).toMatchObject({
      ticket_assigned: true,
      ticket_due: false,
    });
    expect((await call(team.executive.token, 'PUT', '/api/notifications/defaults/', { email: {} })).statusCode).toBe(
      403,
    );
    const defaults = await call(team.manager.token, 'PUT', '/api/notifications/defaults/', {
      email: { ticket_assigned: false },
    });
    expect(defaults.json().email.ticket_assigned).toBe(false);

    // A member who joins now starts with the organisation's defaults.
    const newcomer = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    await call(team.manager.token, 'POST', '/api/ticket/create-ticket/', ticketBody(newcomer.id, 'Quietly'));
    expect(await emailsTo(testApp, newcomer.email)).toEqual([]);

    // The executive chooses email for themselves, whatever the defaults say.
    const chosen = await call(team.executive.token, 'PUT', '/api/notifications/preferences/', {
      email: { ticket_assigned: true },
    });
    expect(chosen.json().email.ticket_assigned).toBe(true);
    await call(team.manager.token, 'POST', '/api/ticket/create-ticket/', ticketBody(team.executive.user.id, 'Loudly'));
    expect(await emailsTo(testApp, team.executive.user.email)).toHaveLength(1);
    // Both are told in the app all the same.
    expect((await notificationsOf(team.executive.token)).count).toBe(1);
  });
});

describe('what else staff are told', () => {
  it('tells the managers who have joined of new feedback', async () => {
    const team = await createTeam(testApp, 'Feedback Co');
    await submitFeedback(testApp, team.organization.id, {
      fields: { ...aSubmission, subject: 'Receipts arrive late' },
    });
    const [notice] = (await notificationsOf(team.manager.token)).results;
    expect(notice).toMatchObject({ kind: 'feedback_received', body: expect.stringContaining('Receipts arrive late') });
    expect((await notificationsOf(team.support.token)).count).toBe(0);
  });

  it('tells managers and executives who may see the stakeholder that an invoice was paid, not the one who marked it', async () => {
    const team = await createTeam(testApp, 'Billing Co');
    const invoices = invoiceCalls(testApp);
    const payFor = async (sensitivity: 'restricted' | null) => {
      const stakeholder = await createStakeholder(testApp.database.db, {
        organizationId: team.organization.id,
        sensitivity,
      });
      const draft = await invoices.created(team.manager.token, invoiceBody(stakeholder.id));
      await invoices.sent(team.manager.token, draft.id);
      const paid = await invoices.call('PUT', `/mark-invoice-paid/${draft.id}`, team.manager.token);
      expect(paid.statusCode).toBe(200);
    };
    await payFor(null);
    await payFor('restricted');
    const kinds = async (token: string) =>
      (await notificationsOf(token)).results.filter((n) => n.kind === 'invoice_paid');
    expect(await kinds(team.executive.token)).toHaveLength(1);
    expect(await kinds(team.manager.token)).toHaveLength(0);
    expect(await kinds(team.support.token)).toHaveLength(0);
  });

  it('tells a handler when the SLA clock finds their ticket due, and again overdue', async () => {
    const team = await createTeam(testApp, 'Clock Co');
    const now = testApp.clock.now();
    const ticket = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      handlerId: team.support.user.id,
      createdAt: now,
    });
    const hour = 60 * 60 * 1000;
    // A quarter of its 24 hours left: told in the app; by email only for those who choose it.
    testApp.clock.advance(19 * hour);
    await testApp.app.slaClock.tick();
    const dueNotices = (await notificationsOf(await createSessionToken(testApp, team.support.user.id))).results;
    expect(dueNotices.map((notice) => notice.title)).toEqual([`${ticket.reference} is due soon`]);
    expect(await emailsTo(testApp, team.support.user.email)).toEqual([]);

    testApp.clock.advance(6 * hour);
    await testApp.app.slaClock.tick();
    const notices = (await notificationsOf(await createSessionToken(testApp, team.support.user.id))).results;
    expect(notices.map((notice) => notice.title)).toEqual([
      `${ticket.reference} is overdue`,
      `${ticket.reference} is due soon`,
    ]);
    expect(await emailsTo(testApp, team.support.user.email)).toHaveLength(1);
  });
});

describe('chat and stakeholder notices', () => {
  it('tells staff not looking at a conversation that a stakeholder wrote, one unread notice per conversation', async () => {
    const team = await createTeam(testApp, 'Chat Co');
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ngozi Bello', email: 'ngozi@example.ng' },
    });
    const { roomId, chat_token: chatToken } = started.json<{ roomId: string; chat_token: string }>();
    const stakeholder = await connectChat(address, { chatToken });
    const looking = await connectChat(address, { token: team.support.token });
    await looking.join(roomId);

    await stakeholder.send(roomId, 'Hello?');
    await stakeholder.send(roomId, 'Is anyone there?');
    stakeholder.close();
    looking.close();

    const [notice, ...more] = (await notificationsOf(team.manager.token)).results;
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'chat_message',
      title: 'Ngozi Bello wrote in the chat',
      body: 'Is anyone there?',
      link: `/chats?user=${roomId}`,
      read: false,
    });
    expect((await notificationsOf(team.executive.token)).count).toBe(1);
    expect((await notificationsOf(team.support.token)).count).toBe(0);
  });

  it("reads the reader's notice of a conversation once they open it, live, and leaves their colleagues'", async () => {
    const team = await createTeam(testApp, 'Opened Chat Co');
    const started = await testApp.app.inject({
      method: 'POST',
      url: `/api/chat/start/${team.organization.id}/`,
      payload: { name: 'Ade Ola', email: 'ade@example.ng' },
    });
    const { roomId, chat_token: chatToken } = started.json<{ roomId: string; chat_token: string }>();
    const stakeholder = await connectChat(address, { chatToken });
    await stakeholder.send(roomId, 'Hello, my order is late.');
    stakeholder.close();
    const ticket = await call(
      team.manager.token,
      'POST',
      '/api/ticket/create-ticket/',
      ticketBody(team.executive.user.id, 'Late order'),
    );
    expect(ticket.statusCode).toBe(201);
    const [notice] = (await notificationsOf(team.executive.token)).results.filter((n) => n.kind === 'chat_message');
    expect(notice).toMatchObject({ title: 'New chat from Ade Ola', read: false });
    const live = await connectLive(address, team.executive.token);
    clients.push(live);

    expect((await call(team.executive.token, 'PUT', `/api/chat/put/${roomId}`)).statusCode).toBe(200);

    const after = await notificationsOf(team.executive.token);
    expect(after.results.find((n) => n.id === notice?.id)?.read).toBe(true);
    // Only that conversation's: the ticket's notice is still to read.
    expect(after.unread_count).toBe(1);
    await live.nextEvent((event) => event.name === 'notification.changed' && event.payload.ids.includes(notice!.id));
    expect((await notificationsOf(team.manager.token, '?unread=true')).results).toEqual([
      expect.objectContaining({ kind: 'chat_message', read: false }),
    ]);
  });

  it("tells a record's relationship manager when someone else changes it", async () => {
    const team = await createTeam(testApp, 'Records Co');
    const created = await call(team.manager.token, 'POST', '/api/profile/create-stakeholder/', {
      type: 'others',
      name: 'Harbour Foods',
      relationship_details: 'Supplier',
      stakeholderType: 'type_1',
      industry_or_sector: 'other',
      strategic_account_manager: team.manager.user.id,
      address: '12 Marina, Lagos',
      contact_preference: 'email',
      email: ['orders@harbour.ng'],
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<{ id: string }>();
    const assign = (fields: Record<string, string>, token: string) => {
      const form = multipartForm({ fields });
      return testApp.app.inject({
        method: 'PUT',
        url: `/api/profile/update-stakeholder/${record.id}/`,
        payload: form.payload,
        headers: { ...form.headers, ...bearer(token) },
      });
    };
    const colleague = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'manager' });
    const colleagueToken = await createSessionToken(testApp, colleague.id);
    expect((await assign({ address: '1 Broad Street, Lagos' }, colleagueToken)).statusCode).toBe(200);
    expect((await assign({ address: '2 Broad Street, Lagos' }, colleagueToken)).statusCode).toBe(200);
    // Their own change tells them nothing.
    expect((await assign({ address: '3 Broad Street, Lagos' }, team.manager.token)).statusCode).toBe(200);

    const notices = (await notificationsOf(team.manager.token)).results;
    expect(notices.map((notice) => [notice.kind, notice.title])).toEqual([
      ['stakeholder_changed', 'Harbour Foods was changed'],
      ['stakeholder_changed', 'Harbour Foods was changed'],
    ]);
  });
});
