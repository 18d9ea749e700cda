import { randomUUID } from 'node:crypto';
import { messages, type PublicTicket, pathTo, type Ticket, type TicketDetail } from '@srm/contract';
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
// Each test's stakeholder has an inbox of their own.
const stakeholderAddress = () => `chidi.${randomUUID().slice(0, 8)}@example.ng`;

const createBody = (extra: object = {}) => ({
  name: 'Chidi Eze',
  email: stakeholderAddress(),
  title: 'Invoice shows the wrong amount',
  priority: 'high',
  sla_category: 'standard',
  description: 'The March invoice charges twice for the same delivery.',
  handler_id: team.support.user.id,
  ...extra,
});

const post = (url: string, token: string, payload?: object) =>
  testApp.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const reply = (id: string, body: unknown, token = team.support.token) =>
  post(`/api/ticket/reply-to-ticket/${id}/`, token, { body });
const note = (id: string, body: unknown, token = team.support.token) =>
  post(`/api/ticket/add-ticket-note/${id}/`, token, { body });
const reopen = (id: string, token = team.manager.token) => post(`/api/ticket/reopen-ticket/${id}/`, token);
const update = (id: string, payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'PUT', url: `/api/ticket/update-ticket/${id}/`, payload, headers: bearer(token) });
const getTicket = (id: string, token = team.manager.token) =>
  testApp.app.inject({ url: `/api/ticket/get-ticket/${id}/`, headers: bearer(token) });
const emailSetting = (token: string, payload?: object) =>
  testApp.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/profile/ticket-emails/',
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

const detailOf = async (id: string, token = team.manager.token) => (await getTicket(id, token)).json() as TicketDetail;
const createdTicket = async (extra: object = {}, token = team.manager.token) => {
  const response = await post('/api/ticket/create-ticket/', token, createBody(extra));
  expect(response.statusCode).toBe(201);
  return response.json() as Ticket;
};
// A ticket made now by the clock, handled by the team's support user.
const ticketNow = (extra: Partial<Parameters<typeof createTicket>[1]> = {}) =>
  createTicket(testApp.database.db, {
    organizationId: team.organization.id,
    handlerId: team.support.user.id,
    createdAt: testApp.clock.now(),
    stakeholderEmail: stakeholderAddress(),
    ...extra,
  });

// The stakeholder's newest email whose subject starts so, read as its reader would.
const emailTo = async (address: string, subjectStart: string) => {
  const email = (await emailsTo(testApp, address)).find((each) => each.subject.startsWith(subjectStart));
  if (!email) throw new Error(`no email "${subjectStart}…" to ${address}`);
  return email;
};
// The ticket page an email links to, opened as the stakeholder's browser would ask the API.
const pageLinkedFrom = async (email: { textBody: string }) => {
  const url = email.textBody.match(/^(?:View your ticket|Answer on your ticket page): (\S+)$/m)?.[1];
  if (!url) throw new Error('the email has no ticket link');
  const token = url.slice(url.lastIndexOf('/') + 1);
  expect(url).toBe(appLink(testApp.config, pathTo.publicTicket(token)));
  const response = await testApp.app.inject({ url: `/api/your-ticket/${token}/` });
  expect(response.statusCode).toBe(200);
  return response.json() as PublicTicket;
};

describe('POST /api/ticket/reply-to-ticket/:id/', () => {
  it("sends the handler's reply to the stakeholder: in the history, by email and on their ticket page", async () => {
    const ticket = await createdTicket();
    testApp.clock.advance(60_000);
    const words = 'Hello Chidi,\n\nWe refunded the second charge this morning.';

    const response = await reply(ticket.id, words);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: messages.ticketReplySent });

    const detail = await detailOf(ticket.id);
    expect(detail.status).toBe('open');
    expect(detail.ticket_activity.at(-1)).toMatchObject({
      type: 'replied',
      text: 'Ada Okafor replied to the stakeholder.',
      body: words,
      author: { id: team.support.user.id, first_name: 'Ada', last_name: 'Okafor' },
      changes: { status: { from: 'new', to: 'open' } },
      created_at: testApp.clock.now().toISOString(),
    });

    const email = await emailTo(ticket.stakeholder.email, `[${ticket.reference}] New reply: ${ticket.title}`);
    expect(email.textBody).toContain('We refunded the second charge this morning.');
    const page = await pageLinkedFrom(email);
    expect(page.reference).toBe(ticket.reference);
    expect(page.thread.at(-1)).toMatchObject({ kind: 'reply', author: 'Ada Okafor', body: words });
  });

  it('lets managers and executives reply on a ticket they do not handle, and keeps an open ticket open', async () => {
    const ticket = await ticketNow({ handlerId: null });
    expect((await reply(ticket.id, 'We are looking into it.', team.manager.token)).statusCode).toBe(201);
    testApp.clock.advance(60_000);
    expect((await reply(ticket.id, 'Refund approved.', team.executive.token)).statusCode).toBe(201);

    const detail = await detailOf(ticket.id);
    expect(detail.status).toBe('open');
    expect(detail.ticket_activity.map((entry) => [entry.type, entry.author?.id, entry.body, entry.changes])).toEqual([
      ['replied', team.manager.user.id, 'We are looking into it.', { status: { from: 'new', to: 'open' } }],
      ['replied', team.executive.user.id, 'Refund approved.', null],
    ]);
    const subjects = (await emailsTo(testApp, ticket.stakeholderEmail)).map((email) => email.subject);
    expect(subjects).toEqual(Array(2).fill(`[${ticket.reference}] New reply: ${ticket.title}`));
  });

  it('refuses a support user who does not handle the ticket with 403, writing and sending nothing', async () => {
    const ticket = await ticketNow();
    const colleague = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    const response = await reply(ticket.id, 'I can help.', await createSessionToken(testApp, colleague.id));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.notYourTicket);

    const unassigned = await ticketNow({ handlerId: null });
    expect((await reply(unassigned.id, 'Mine now?')).statusCode).toBe(403);

    expect((await detailOf(ticket.id)).ticket_activity).toEqual([]);
    expect((await detailOf(ticket.id)).status).toBe('new');
    expect(await emailsTo(testApp, ticket.stakeholderEmail)).toEqual([]);
  });

  it("answers another organisation's manager 404, writing and sending nothing", async () => {
    const ticket = await ticketNow();
    const response = await reply(ticket.id, 'Hello from elsewhere.', otherTeam.manager.token);
    expect(response.statusCode).toBe(404);
    expect((await detailOf(ticket.id)).ticket_activity).toEqual([]);
    expect(await emailsTo(testApp, ticket.stakeholderEmail)).toEqual([]);
  });

  it('answers an empty or blank reply with 422 and the message asking for it', async () => {
    const ticket = await ticketNow();
    for (const body of ['', '   \n ', undefined]) {
      const response = await reply(ticket.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toEqual({ detail: messages.validationFailed, errors: { body: messages.replyRequired } });
    }
    expect((await detailOf(ticket.id)).ticket_activity).toEqual([]);
  });
});

describe('POST /api/ticket/add-ticket-note/:id/', () => {
  it("keeps an internal note with staff: in the history, never on the stakeholder's page nor emailed", async () => {
    const ticket = await createdTicket();
    const words = 'Finance says the refund needs a second approval.';
    const response = await note(ticket.id, words);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ detail: messages.ticketNoteAdded });

    expect((await detailOf(ticket.id, team.support.token)).ticket_activity.at(-1)).toMatchObject({
      type: 'noted',
      text: 'Ada Okafor added an internal note.',
      body: words,
      author: { id: team.support.user.id },
    });
    const inbox = await emailsTo(testApp, ticket.stakeholder.email);
    expect(inbox.map((email) => email.subject)).toEqual([
      `[${ticket.reference}] We have your request: ${ticket.title}`,
    ]);
    const page = await pageLinkedFrom(inbox[0]!);
    expect(page.thread.map((entry) => entry.kind)).toEqual(['opened']);
    expect(JSON.stringify(page)).not.toContain('second approval');
  });

  it('lets managers note on any ticket, refuses other support users (403) and other organisations (404)', async () => {
    const ticket = await ticketNow({ handlerId: team.executive.user.id });
    expect((await note(ticket.id, 'Call them back.', team.manager.token)).statusCode).toBe(201);
    const bySupport = await note(ticket.id, 'Not mine.', team.support.token);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json().detail).toBe(messages.notYourTicket);
    expect((await note(ticket.id, 'Not ours.', otherTeam.executive.token)).statusCode).toBe(404);
    expect((await detailOf(ticket.id)).ticket_activity.map((entry) => entry.body)).toEqual(['Call them back.']);
  });

  it('answers a blank note with 422 and the message asking for it', async () => {
    const ticket = await ticketNow();
    const response = await note(ticket.id, '  ');
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.validationFailed, errors: { body: messages.noteRequired } });
    expect((await detailOf(ticket.id)).ticket_activity).toEqual([]);
  });
});

describe('resolving with a resolution note', () => {
  it('keeps the note on the resolved entry, emails it to the stakeholder and shows it on their page', async () => {
    const ticket = await createdTicket();
    const resolutionNote = 'We refunded NGN 12,000.\n\nIt reaches your account within three days.';
    const response = await update(ticket.id, { status: 'resolved', resolution_note: resolutionNote });
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('resolved');

    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({
      type: 'resolved',
      body: resolutionNote,
      author: { id: team.manager.user.id },
    });
    const email = await emailTo(ticket.stakeholder.email, `[${ticket.reference}] Resolved: ${ticket.title}`);
    expect(email.textBody).toContain('We refunded NGN 12,000.');
    expect(email.textBody).toContain('It reaches your account within three days.');
    const page = await pageLinkedFrom(email);
    expect(page).toMatchObject({ status: 'resolved', resolved_at: testApp.clock.now().toISOString() });
    expect(page.thread.at(-1)).toMatchObject({ kind: 'resolved', author: 'Ada Obi', body: resolutionNote });
  });

  it('resolves without a note, emailing the stakeholder all the same', async () => {
    const ticket = await createdTicket();
    expect((await update(ticket.id, { status: 'resolved' })).statusCode).toBe(200);
    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({ type: 'resolved', body: null });
    await emailTo(ticket.stakeholder.email, `[${ticket.reference}] Resolved: ${ticket.title}`);
  });

  it('refuses resolving a resolved ticket again, with a note too, and sends no second email', async () => {
    const ticket = await createdTicket();
    expect((await update(ticket.id, { status: 'resolved', resolution_note: 'Refunded.' })).statusCode).toBe(200);
    const again = await update(ticket.id, { status: 'resolved', resolution_note: 'Refunded twice?' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.ticketAlreadyResolved);
    const resolvedEmails = (await emailsTo(testApp, ticket.stakeholder.email)).filter((email) =>
      email.subject.startsWith(`[${ticket.reference}] Resolved`),
    );
    expect(resolvedEmails).toHaveLength(1);
  });
});

describe('POST /api/ticket/reopen-ticket/:id/', () => {
  const resolvedTicket = async () => {
    const ticket = await createdTicket();
    expect((await update(ticket.id, { status: 'resolved' })).statusCode).toBe(200);
    return (await detailOf(ticket.id)) as Ticket;
  };

  it('opens a resolved ticket again with a deadline counted from the reopen, and records who did it', async () => {
    const ticket = await resolvedTicket();
    await moveClock(hours(72));
    const now = testApp.clock.now();

    const response = await reopen(ticket.id, team.executive.token);
    expect(response.statusCode).toBe(200);
    const dueAt = new Date(now.getTime() + hours(24)).toISOString();
    expect(response.json()).toMatchObject({ id: ticket.id, status: 'open', resolved_at: null, due_at: dueAt });

    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({
      type: 'reopened',
      text: 'Ada Mensah reopened the ticket; its SLA time starts again.',
      author: { id: team.executive.user.id },
      changes: { status: { from: 'resolved', to: 'open' }, due_at: { from: ticket.due_at, to: dueAt } },
    });
    const page = await pageLinkedFrom(
      await emailTo(ticket.stakeholder.email, `[${ticket.reference}] Resolved: ${ticket.title}`),
    );
    expect(page).toMatchObject({ status: 'open', resolved_at: null });
    expect(page.thread.at(-1)).toMatchObject({ kind: 'reopened', author: 'Ada Mensah' });
  });

  it('counts a later SLA category change from the reopen, not from the creation', async () => {
    const ticket = await resolvedTicket();
    await moveClock(hours(100));
    const reopenedAt = testApp.clock.now().getTime();
    expect((await reopen(ticket.id)).statusCode).toBe(200);
    await moveClock(hours(1));

    const response = await update(ticket.id, {
      title: ticket.title,
      priority: 'high',
      sla_category: 'medium',
    });
    expect(response.statusCode).toBe(200);
    // From the creation, 72 hours would have passed long ago.
    expect(response.json()).toMatchObject({
      status: 'open',
      due_at: new Date(reopenedAt + hours(72)).toISOString(),
    });
  });

  it('refuses a ticket that is not resolved with 400, changing nothing', async () => {
    const ticket = await createdTicket();
    const response = await reopen(ticket.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.ticketNotResolved);
    const detail = await detailOf(ticket.id);
    expect(detail).toMatchObject({ status: 'new', due_at: ticket.due_at });
    expect(detail.ticket_activity.map((entry) => entry.type)).toEqual(['created']);
  });

  it("refuses support users, even the handler, and answers another organisation's manager 404", async () => {
    const ticket = await resolvedTicket();
    expect((await reopen(ticket.id, team.support.token)).statusCode).toBe(403);
    expect((await reopen(ticket.id, otherTeam.manager.token)).statusCode).toBe(404);
    expect((await detailOf(ticket.id)).status).toBe('resolved');
  });
});

describe('emails to stakeholders, on or off', () => {
  it('are on by default, which everyone may read and only managers and executives change', async () => {
    const response = await emailSetting(team.support.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email_stakeholders: true });
    expect((await emailSetting(team.support.token, { email_stakeholders: false })).statusCode).toBe(403);
    expect((await emailSetting(team.manager.token)).json()).toEqual({ email_stakeholders: true });
  });

  it('when off, queue nothing for create, reply or resolve, and a reply says it was not emailed', async () => {
    const quiet = await createTeam(testApp, 'Quiet Org');
    const off = await emailSetting(quiet.executive.token, { email_stakeholders: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ email_stakeholders: false });
    expect((await emailSetting(quiet.support.token)).json()).toEqual({ email_stakeholders: false });
    // Another organisation's choice stays its own.
    expect((await emailSetting(team.support.token)).json()).toEqual({ email_stakeholders: true });

    const ticket = await createdTicket({ handler_id: quiet.support.user.id }, quiet.manager.token);
    const replied = await reply(ticket.id, 'We are on it.', quiet.support.token);
    expect(replied.statusCode).toBe(201);
    expect(replied.json()).toEqual({ detail: messages.ticketReplySentNoEmail });
    testApp.clock.advance(60_000);
    const resolved = await update(ticket.id, { status: 'resolved', resolution_note: 'Done.' }, quiet.manager.token);
    expect(resolved.statusCode).toBe(200);
    expect(await emailsTo(testApp, ticket.stakeholder.email)).toEqual([]);
    // The thread is kept all the same.
    const types = (await detailOf(ticket.id, quiet.manager.token)).ticket_activity.map((entry) => entry.type);
    expect(types).toEqual(['created', 'replied', 'resolved']);

    expect((await emailSetting(quiet.manager.token, { email_stakeholders: true })).statusCode).toBe(200);
    const later = await reply(ticket.id, 'One more thing.', quiet.support.token);
    expect(later.json()).toEqual({ detail: messages.ticketReplySent });
    expect(await emailsTo(testApp, ticket.stakeholder.email)).toHaveLength(1);
  });
});
