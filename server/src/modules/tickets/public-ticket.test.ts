import { randomUUID } from 'node:crypto';
import {
  messages,
  type NotificationPage,
  type PublicTicket,
  pathTo,
  type Ticket,
  type TicketDetail,
} from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appLink } from '../../platform/mail/app-link.js';
import { bearer, createSessionToken, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { emailsTo } from '../../test/outbox.js';
import { keepSignedIn } from '../../test/signed-in-members.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
// Every member a test signs in as.
let signedIn: ReturnType<typeof keepSignedIn>;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org');
  signedIn = keepSignedIn(testApp);
  for (const each of [team, otherTeam]) signedIn.remember(each.manager, each.executive, each.support);
});
afterAll(() => testApp.close());

const hours = (n: number) => n * 60 * 60 * 1000;

const moveClock = (milliseconds: number) => signedIn.moveClock(milliseconds);
const days = (n: number) => n * hours(24);
// Each test's stakeholder has an inbox of their own.
const stakeholderAddress = () => `chidi.${randomUUID().slice(0, 8)}@example.ng`;

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const createdTicket = async (extra: object = {}) => {
  const response = await staff('POST', '/api/ticket/create-ticket/', team.manager.token, {
    name: 'Chidi Eze',
    email: stakeholderAddress(),
    title: 'Invoice shows the wrong amount',
    priority: 'high',
    sla_category: 'standard',
    description: 'The March invoice charges twice for the same delivery.',
    handler_id: team.support.user.id,
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json() as Ticket;
};
const detailOf = async (id: string, token = team.manager.token) =>
  (await staff('GET', `/api/ticket/get-ticket/${id}/`, token)).json() as TicketDetail;
const resolve = (id: string) =>
  staff('PUT', `/api/ticket/update-ticket/${id}/`, team.manager.token, { status: 'resolved' });
const notificationsOf = async (token: string) =>
  (await staff('GET', '/api/notifications/', token)).json() as NotificationPage;

// The stakeholder's side: no sign-in, only the token of the link.
const openPage = (token: string) => testApp.app.inject({ url: `/api/your-ticket/${token}/` });
const answer = (token: string, body: unknown) =>
  testApp.app.inject({ method: 'POST', url: `/api/your-ticket/${token}/answers/`, payload: { body } });
const askNewLink = (token: string) =>
  testApp.app.inject({ method: 'POST', url: `/api/your-ticket/${token}/new-link/` });

// The token of the ticket link in the newest email to an address whose subject starts so.
const linkTokenIn = async (address: string, subjectStart: string) => {
  const email = (await emailsTo(testApp, address)).find((each) => each.subject.startsWith(subjectStart));
  const url = email?.textBody.match(/^(?:View your ticket|Answer on your ticket page): (\S+)$/m)?.[1];
  if (!url) throw new Error(`no email "${subjectStart}…" with a ticket link to ${address}`);
  const token = url.slice(url.lastIndexOf('/') + 1);
  expect(url).toBe(appLink(testApp.config, pathTo.publicTicket(token)));
  return token;
};
const createdEmailToken = (ticket: Ticket) =>
  linkTokenIn(ticket.stakeholder.email, `[${ticket.reference}] We have your request: ${ticket.title}`);

// A member of staff of the team with a session, handling tickets made for the test.
const newHandler = async () => {
  const user = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
  const member = { user, token: await createSessionToken(testApp, user.id) };
  signedIn.remember(member);
  return member;
};

describe('GET /api/your-ticket/:token/', () => {
  it('opens, from the link in the created-ticket email, that ticket and its public thread only', async () => {
    const ticket = await createdTicket();
    const otherOfTheirs = await createdTicket({ email: ticket.stakeholder.email, title: 'Driver never arrived' });
    const token = await createdEmailToken(ticket);
    await staff('POST', `/api/ticket/add-ticket-note/${ticket.id}/`, team.support.token, {
      body: 'They have complained twice before.',
    });
    await staff('POST', `/api/ticket/reply-to-ticket/${ticket.id}/`, team.support.token, {
      body: 'Refund is on its way.',
    });
    await staff('POST', `/api/ticket/reply-to-ticket/${otherOfTheirs.id}/`, team.support.token, {
      body: 'The driver comes tomorrow.',
    });

    const response = await openPage(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      reference: ticket.reference,
      title: 'Invoice shows the wrong amount',
      description: 'The March invoice charges twice for the same delivery.',
      status: 'open',
      organization_name: 'Zenith Foods',
      stakeholder_name: 'Chidi Eze',
      created_at: ticket.created_at,
      resolved_at: null,
      thread: [
        {
          id: expect.any(String),
          kind: 'opened',
          author: 'Ada Obi',
          body: null,
          files: [],
          created_at: ticket.created_at,
        },
        {
          id: expect.any(String),
          kind: 'reply',
          author: 'Ada Okafor',
          body: 'Refund is on its way.',
          files: [],
          created_at: expect.any(String),
        },
      ],
    });
  });

  it("answers 404 for a link that was altered, names another ticket, or no longer matches the ticket's email", async () => {
    const ticket = await createdTicket();
    const other = await createdTicket();
    const token = await createdEmailToken(ticket);
    const otherToken = await createdEmailToken(other);
    const [id, expires, signature] = token.split('.') as [string, string, string];
    // A character from the middle of the signature: every one of its bits counts.
    const flipped = signature[10] === 'A' ? 'B' : 'A';
    const wrong = [
      `${id}.${expires}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`,
      `${id}.${Number(expires) + days(365) / 1000}.${signature}`,
      `${other.id}.${expires}.${signature}`,
      `${id}.${otherToken.split('.')[1]}.${otherToken.split('.')[2]}`,
      'not-a-link',
      // Shaped like a link, but its id is no id at all.
      `${'-'.repeat(36)}.${expires}.${signature}`,
      `${'a'.repeat(36)}.${expires}.${signature}`,
    ];
    for (const each of wrong) {
      const response = await openPage(each);
      expect(response.statusCode, each).toBe(404);
      expect(response.json().detail, each).toBe(messages.ticketLinkInvalid);
    }
    expect((await openPage(token)).statusCode).toBe(200);

    // The ticket's email is corrected to someone else's: the old link stops, the new address gets one.
    const newAddress = stakeholderAddress();
    const edited = await staff('PUT', `/api/ticket/update-ticket/${ticket.id}/`, team.manager.token, {
      email: newAddress,
      status: 'resolved',
    });
    expect(edited.statusCode).toBe(200);
    const stale = await openPage(token);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().detail).toBe(messages.ticketLinkInvalid);
    expect((await answer(token, 'Still broken.')).statusCode).toBe(404);
    const fresh = await linkTokenIn(newAddress, `[${ticket.reference}] Resolved`);
    expect((await openPage(fresh)).json()).toMatchObject({ reference: ticket.reference, status: 'resolved' });
  });

  it('answers 404 once the ticket is deleted', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/ticket/delete-ticket/${ticket.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await openPage(token)).statusCode).toBe(404);
  });

  it('answers 410 once the link is 30 days old, and emails a fresh link that works when asked', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    await moveClock(days(30) - 60_000);
    expect((await openPage(token)).statusCode).toBe(200);
    testApp.clock.advance(60_000);

    const expired = await openPage(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(messages.ticketLinkExpired);
    expect((await answer(token, 'Hello?')).statusCode).toBe(410);
    expect((await detailOf(ticket.id)).ticket_activity.map((entry) => entry.type)).toEqual(['created']);

    const asked = await askNewLink(token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ detail: messages.ticketLinkSent });
    const fresh = await linkTokenIn(ticket.stakeholder.email, `[${ticket.reference}] Your link: ${ticket.title}`);
    expect(fresh).not.toBe(token);
    expect((await openPage(fresh)).json()).toMatchObject({ reference: ticket.reference });
  });

  it('sends no fresh link for a link that still works, nor when the organisation emails no stakeholder', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    const early = await askNewLink(token);
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toBe(messages.ticketLinkStillValid);

    await moveClock(days(31));
    await staff('PUT', '/api/profile/ticket-emails/', team.manager.token, { email_stakeholders: false });
    try {
      const asked = await askNewLink(token);
      expect(asked.json()).toEqual({ detail: messages.ticketLinkNotSent });
      expect(await emailsTo(testApp, ticket.stakeholder.email)).toHaveLength(1);
    } finally {
      await staff('PUT', '/api/profile/ticket-emails/', team.manager.token, { email_stakeholders: true });
    }
  });

  it('limits fresh links per ticket, from however many addresses they are asked', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    await moveClock(days(31));
    const fromAddress = (remoteAddress: string) =>
      testApp.app.inject({ method: 'POST', url: `/api/your-ticket/${token}/new-link/`, remoteAddress });
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      expect((await fromAddress(address)).statusCode).toBe(200);
    }
    expect((await fromAddress('203.0.113.4')).statusCode).toBe(429);
  });

  it('sends no fresh link for a link that is not ours', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    const [id, expires] = token.split('.') as [string, string, string];
    const response = await askNewLink(`${id}.${expires}.${'x'.repeat(43)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().detail).toBe(messages.ticketLinkInvalid);
    expect(await emailsTo(testApp, ticket.stakeholder.email)).toHaveLength(1);
  });
});

describe('POST /api/your-ticket/:token/answers/', () => {
  it('adds the answer to an open ticket, keeps its status and tells the handler in the app and by email', async () => {
    const handler = await newHandler();
    const ticket = await createdTicket({ handler_id: handler.user.id });
    await staff('POST', `/api/ticket/reply-to-ticket/${ticket.id}/`, handler.token, { body: 'Which invoice?' });
    const token = await linkTokenIn(ticket.stakeholder.email, `[${ticket.reference}] New reply`);
    testApp.clock.advance(60_000);

    const response = await answer(token, 'Invoice INV-000042, from March.');
    expect(response.statusCode).toBe(201);
    const page = response.json() as PublicTicket;
    expect(page.status).toBe('open');
    expect(page.thread.map((entry) => [entry.kind, entry.author, entry.body])).toEqual([
      ['opened', 'Ada Obi', null],
      ['reply', 'Ada Okafor', 'Which invoice?'],
      ['answer', null, 'Invoice INV-000042, from March.'],
    ]);
    expect((await openPage(token)).json()).toEqual(page);

    const detail = await detailOf(ticket.id, handler.token);
    expect(detail.status).toBe('open');
    expect(detail.ticket_activity.at(-1)).toMatchObject({
      type: 'answered',
      text: 'Chidi Eze (the stakeholder) wrote on their ticket page.',
      author: null,
      body: 'Invoice INV-000042, from March.',
    });

    const told = (await notificationsOf(handler.token)).results.filter((each) => each.kind === 'ticket_answered');
    expect(told).toEqual([
      {
        id: expect.any(String),
        kind: 'ticket_answered',
        title: `${ticket.reference}: Chidi Eze wrote`,
        body: 'Invoice INV-000042, from March.',
        link: pathTo.ticket(ticket),
        read: false,
        created_at: testApp.clock.now().toISOString(),
      },
    ]);
    const email = (await emailsTo(testApp, handler.user.email)).find((each) =>
      each.subject.startsWith(`${ticket.reference}: Chidi Eze wrote`),
    );
    expect(email?.textBody).toContain('Invoice INV-000042, from March.');
    expect(email?.textBody).toContain(appLink(testApp.config, pathTo.ticket(ticket)));
  });

  it('reopens a resolved ticket with a fresh deadline, the reopen in the thread without an author', async () => {
    const handler = await newHandler();
    const ticket = await createdTicket({ handler_id: handler.user.id });
    expect((await resolve(ticket.id)).statusCode).toBe(200);
    const token = await linkTokenIn(ticket.stakeholder.email, `[${ticket.reference}] Resolved`);
    await moveClock(days(3));
    const now = testApp.clock.now();

    const response = await answer(token, 'The second charge is still there.');
    expect(response.statusCode).toBe(201);
    const page = response.json() as PublicTicket;
    expect(page).toMatchObject({ status: 'open', resolved_at: null });
    expect(page.thread.slice(-3).map((entry) => [entry.kind, entry.author, entry.body])).toEqual([
      ['resolved', 'Ada Obi', null],
      ['answer', null, 'The second charge is still there.'],
      ['reopened', null, null],
    ]);

    const detail = await detailOf(ticket.id);
    expect(detail).toMatchObject({
      status: 'open',
      resolved_at: null,
      due_at: new Date(now.getTime() + hours(24)).toISOString(),
    });
    expect(detail.ticket_activity.at(-1)).toMatchObject({
      type: 'reopened',
      text: "Reopened by Chidi Eze's message; its SLA time starts again.",
      author: null,
      changes: { status: { from: 'resolved', to: 'open' } },
    });
    const [told] = (await notificationsOf(handler.token)).results.filter((each) => each.kind === 'ticket_answered');
    expect(told?.title).toBe(`${ticket.reference}: Chidi Eze wrote and reopened it`);
  });

  it("keeps the answer out of another organisation's reach", async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    expect((await answer(token, 'Only for Zenith.')).statusCode).toBe(201);

    for (const member of [otherTeam.manager, otherTeam.executive, otherTeam.support]) {
      expect((await staff('GET', `/api/ticket/get-ticket/${ticket.id}/`, member.token)).statusCode).toBe(404);
      const told = (await notificationsOf(member.token)).results.filter((each) => each.kind === 'ticket_answered');
      expect(told).toEqual([]);
    }
  });

  it('answers an empty answer with 422 and the message asking for it, writing nothing', async () => {
    const ticket = await createdTicket();
    const token = await createdEmailToken(ticket);
    const response = await answer(token, ' ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.validationFailed, errors: { body: messages.answerRequired } });
    expect((await detailOf(ticket.id)).ticket_activity.map((entry) => entry.type)).toEqual(['created']);
  });

  it('keeps the answer of a ticket without a handler, telling nobody', async () => {
    const ticket = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      handlerId: null,
      createdAt: testApp.clock.now(),
      stakeholderEmail: stakeholderAddress(),
    });
    // Made without the create endpoint: the stakeholder's first link comes with a reply.
    await staff('POST', `/api/ticket/reply-to-ticket/${ticket.id}/`, team.manager.token, { body: 'Hello Chidi.' });
    const token = await linkTokenIn(ticket.stakeholderEmail, `[${ticket.reference}] New reply`);
    const response = await answer(token, 'Hello back.');
    expect(response.statusCode).toBe(201);
    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({ type: 'answered', body: 'Hello back.' });
    for (const member of [team.manager, team.executive, team.support]) {
      const told = (await notificationsOf(member.token)).results.filter(
        (each) => each.kind === 'ticket_answered' && each.title.startsWith(ticket.reference),
      );
      expect(told).toEqual([]);
    }
  });
});
