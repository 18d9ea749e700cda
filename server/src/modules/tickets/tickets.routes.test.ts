import { messages, paths, type Ticket, type TicketDetail } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slaTargets, ticketActivity, tickets, users } from '../../db/schema/index.js';
import { appLink } from '../../platform/mail/app-link.js';
import { bearer, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { emailsAbout, emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const hours = (n: number) => n * 60 * 60 * 1000;

const createBody = (extra: object = {}) => ({
  name: 'Chidi Eze',
  email: 'Chidi@Example.ng',
  title: 'Invoice shows the wrong amount',
  priority: 'high',
  sla_category: 'standard',
  type: 'medium',
  description: 'The March invoice charges twice for the same delivery.',
  handler_id: team.support.user.id,
  ...extra,
});

const create = (payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'POST', url: '/api/ticket/create-ticket/', payload, headers: bearer(token) });
const getTicket = (id: string, token = team.manager.token) =>
  testApp.app.inject({ url: `/api/ticket/get-ticket/${id}/`, headers: bearer(token) });
const update = (id: string, payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'PUT', url: `/api/ticket/update-ticket/${id}/`, payload, headers: bearer(token) });
const reassign = (ticketId: string, userId: string, token = team.manager.token) =>
  testApp.app.inject({ url: `/api/ticket/set-handler/${ticketId}/${userId}/`, headers: bearer(token) });
const remove = (id: string, token = team.manager.token) =>
  testApp.app.inject({ method: 'DELETE', url: `/api/ticket/delete-ticket/${id}/`, headers: bearer(token) });

const detailOf = async (id: string) => (await getTicket(id)).json() as TicketDetail;
const createdTicket = async (extra: object = {}) => {
  const response = await create(createBody(extra));
  expect(response.statusCode).toBe(201);
  return response.json() as Ticket;
};
// A ticket made now by the clock, handled by the team's support user.
const ticketNow = (extra: Partial<Parameters<typeof createTicket>[1]> = {}) =>
  createTicket(testApp.database.db, {
    organizationId: team.organization.id,
    handlerId: team.support.user.id,
    createdAt: testApp.clock.now(),
    ...extra,
  });
// A member with a name of their own, so history texts tell people apart.
const createMember = async (firstName: string, lastName: string) => {
  const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
  const [named] = await testApp.database.db
    .update(users)
    .set({ firstName, lastName })
    .where(eq(users.id, member.id))
    .returning();
  return named!;
};
// The overdue emails queued about a ticket of the team.
const overdueEmailsAbout = async (reference: string) =>
  (await emailsAbout(testApp, { organizationId: team.organization.id, reference })).filter((email) =>
    email.subject.startsWith(`${reference} is overdue`),
  );
const editBody = (extra: object = {}) => ({
  title: 'Invoice shows the wrong amount',
  priority: 'medium',
  sla_category: 'standard',
  ...extra,
});

describe('POST /api/ticket/create-ticket/', () => {
  it('creates a new ticket with the next reference, its SLA deadline and a first history entry', async () => {
    const now = testApp.clock.now();
    const response = await create(createBody());
    expect(response.statusCode).toBe(201);
    const ticket = response.json() as Ticket;
    expect(ticket).toMatchObject({
      reference: expect.stringMatching(/^TCK-\d{6}$/),
      title: 'Invoice shows the wrong amount',
      status: 'new',
      priority: 'high',
      sla_category: 'standard',
      type: 'medium',
      handler_id: team.support.user.id,
      handler: {
        id: team.support.user.id,
        first_name: team.support.user.firstName,
        last_name: team.support.user.lastName,
        email: team.support.user.email,
      },
      stakeholder: { name: 'Chidi Eze', email: 'chidi@example.ng' },
      resolved_at: null,
      created_at: now.toISOString(),
      due_at: new Date(now.getTime() + hours(24)).toISOString(),
    });

    const detail = await detailOf(ticket.id);
    expect(detail.ticket_activity).toEqual([
      expect.objectContaining({
        type: 'created',
        reference: ticket.reference,
        text: `Ada Obi created the ticket and assigned it to Ada Okafor.`,
        author: { id: team.manager.user.id, first_name: 'Ada', last_name: 'Obi' },
        changes: null,
      }),
    ]);
  });

  it('numbers tickets one after another within an organisation', async () => {
    const first = await createdTicket();
    const second = await createdTicket();
    expect(Number(second.reference.slice(4))).toBe(Number(first.reference.slice(4)) + 1);
    const theirs = await create(createBody({ handler_id: otherTeam.support.user.id }), otherTeam.manager.token);
    expect(theirs.json().reference).toBe('TCK-000001');
  });

  it('emails the handler that the ticket is theirs, but not a creator who takes it themself', async () => {
    const handler = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    const ticket = await createdTicket({ handler_id: handler.id, title: 'Driver never arrived' });
    const [email] = await emailsTo(testApp, handler.email);
    expect(email?.subject).toBe(`${ticket.reference} was assigned to you: Driver never arrived`);
    expect(email?.textBody).toContain('Ada Obi assigned you the ticket');
    expect(email?.textBody).toContain(appLink(testApp.config, paths.tickets));

    const before = (await emailsTo(testApp, team.executive.user.email)).length;
    const own = await create(createBody({ handler_id: team.executive.user.id }), team.executive.token);
    expect(own.statusCode).toBe(201);
    expect(await emailsTo(testApp, team.executive.user.email)).toHaveLength(before);
  });

  it("takes the deadline from the organisation's own SLA targets", async () => {
    const ownTargets = await createTeam(testApp, 'Own Targets Org');
    await testApp.database.db
      .insert(slaTargets)
      .values({ organizationId: ownTargets.organization.id, standardHours: 4, mediumHours: 10, complexHours: 50 });
    const response = await create(
      createBody({ sla_category: 'medium', handler_id: ownTargets.support.user.id }),
      ownTargets.manager.token,
    );
    const created = new Date(response.json().created_at).getTime();
    expect(new Date(response.json().due_at).getTime() - created).toBe(hours(10));
  });

  it('starts every ticket as new, whatever status is sent, and of the standard type unless told', async () => {
    const ticket = await createdTicket({ status: 'resolved', type: undefined });
    expect(ticket).toMatchObject({ status: 'new', type: 'standard', resolved_at: null });
  });

  it('lets an executive create tickets and refuses support users', async () => {
    expect((await create(createBody(), team.executive.token)).statusCode).toBe(201);
    const bySupport = await create(createBody(), team.support.token);
    expect(bySupport.statusCode).toBe(403);
  });

  // docs/product.md#api-conventions: 400 with the catalogue's banner and one message per field.
  it('answers an empty form with 400 and every field message', async () => {
    const response = await create({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.fillFormsToProceed,
      errors: {
        name: messages.stakeholderNameRequired,
        email: messages.emailRequired,
        title: messages.ticketTitleRequired,
        priority: messages.ticketPriorityRequired,
        sla_category: messages.slaCategoryRequired,
        description: messages.descriptionRequired,
        handler_id: messages.ticketHandlerRequired,
      },
    });
  });

  it('answers blank fields, a bad email and unknown choices with their messages', async () => {
    const response = await create(
      createBody({ name: '  ', email: 'chidi.example.ng', title: ' ', priority: 'urgent', sla_category: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      name: messages.stakeholderNameRequired,
      email: messages.invalidEmailFormat,
      title: messages.ticketTitleRequired,
      priority: messages.ticketPriorityRequired,
      sla_category: messages.slaCategoryRequired,
    });
  });

  it('refuses a handler who is not a user of the organisation, creating nothing', async () => {
    const before = (await testApp.database.db.select().from(ticketActivity)).length;
    const emailsBefore = (await emailsTo(testApp, otherTeam.support.user.email)).length;
    const response = await create(createBody({ handler_id: otherTeam.support.user.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.fillFormsToProceed,
      errors: { handler_id: messages.handlerNotInOrganization },
    });
    expect(await testApp.database.db.select().from(ticketActivity)).toHaveLength(before);
    expect(await emailsTo(testApp, otherTeam.support.user.email)).toHaveLength(emailsBefore);
  });
});

describe('GET /api/ticket/get-ticket/:id/', () => {
  it("answers 404 for another organisation's ticket and for an unknown id", async () => {
    const ticket = await ticketNow();
    expect((await getTicket(ticket.id, otherTeam.manager.token)).statusCode).toBe(404);
    expect((await getTicket('6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11')).statusCode).toBe(404);
  });

  it('shows an unassigned ticket with no handler', async () => {
    const ticket = await ticketNow({ handlerId: null });
    expect((await detailOf(ticket.id)).handler).toBeNull();
  });
});

describe('GET /api/ticket/by-reference/:reference/', () => {
  const byReference = (reference: string, token = team.manager.token) =>
    testApp.app.inject({ url: `/api/ticket/by-reference/${reference}/`, headers: bearer(token) });

  it('answers the ticket of that reference in the organisation, in any letter case, as get-ticket does', async () => {
    const ticket = await ticketNow({ title: 'Parcel arrived damaged' });
    const response = await byReference(ticket.reference.toLowerCase(), team.support.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(await detailOf(ticket.id));
  });

  it("answers 404 for another organisation's reference, a deleted ticket and what is no reference", async () => {
    const ticket = await ticketNow();
    // An organisation without tickets: the same reference is no ticket of theirs.
    const stranger = await createTeam(testApp, 'Stranger Ltd');
    expect((await byReference(ticket.reference, stranger.manager.token)).statusCode).toBe(404);
    expect((await remove(ticket.id)).statusCode).toBe(200);
    expect((await byReference(ticket.reference)).statusCode).toBe(404);
    for (const wrong of ['TCK-0000001', 'FBK-000001', 'TCK-99999999999', 'ticket']) {
      expect((await byReference(wrong)).statusCode, wrong).toBe(404);
    }
  });
});

describe('PUT /api/ticket/update-ticket/:id/', () => {
  it('records every changed field with its before and after, keeps fields left out, and opens a new ticket', async () => {
    const ticket = await createdTicket();
    testApp.clock.advance(60_000);
    const response = await update(
      ticket.id,
      editBody({ title: 'Invoice charged twice', priority: 'low', name: 'Chidi N. Eze', email: '', status: 'new' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Invoice charged twice',
      priority: 'low',
      status: 'open',
      type: 'medium',
      description: ticket.description,
      stakeholder: { name: 'Chidi N. Eze', email: 'chidi@example.ng' },
      due_at: ticket.due_at,
      updated_at: testApp.clock.now().toISOString(),
    });

    const history = (await detailOf(ticket.id)).ticket_activity;
    expect(history.map((entry) => entry.type)).toEqual(['created', 'edited']);
    expect(history[1]).toMatchObject({
      text: "Ada Obi edited the title, priority and stakeholder's name.",
      author: { id: team.manager.user.id },
      changes: {
        title: { from: 'Invoice shows the wrong amount', to: 'Invoice charged twice' },
        priority: { from: 'high', to: 'low' },
        name: { from: 'Chidi Eze', to: 'Chidi N. Eze' },
        status: { from: 'new', to: 'open' },
      },
    });
  });

  it('changes nothing and writes no entry when nothing differs', async () => {
    const ticket = await createdTicket({ priority: 'medium' });
    const response = await update(ticket.id, editBody({ description: ticket.description, email: 'CHIDI@example.ng' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'new', updated_at: ticket.updated_at });
    expect((await detailOf(ticket.id)).ticket_activity).toHaveLength(1);
  });

  it('resolves an unresolved ticket once, recording the move, and refuses to resolve it again', async () => {
    const ticket = await createdTicket();
    const resolved = await update(ticket.id, editBody({ priority: 'high', status: 'resolved' }), team.executive.token);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolved_at: testApp.clock.now().toISOString() });
    const history = (await detailOf(ticket.id)).ticket_activity;
    expect(history.map((entry) => [entry.type, entry.text, entry.changes])).toEqual([
      ['created', expect.any(String), null],
      ['resolved', 'Ada Mensah resolved the ticket.', { status: { from: 'new', to: 'resolved' } }],
    ]);

    const again = await update(ticket.id, { status: 'resolved' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.ticketAlreadyResolved);
    expect((await detailOf(ticket.id)).ticket_activity).toHaveLength(2);
  });

  it('resolves with the status alone, changing nothing else', async () => {
    const ticket = await ticketNow({ priority: 'low', slaCategory: 'complex', title: 'Refund the March invoice' });
    await testApp.database.db.update(tickets).set({ status: 'due' }).where(eq(tickets.id, ticket.id));
    const before = await detailOf(ticket.id);
    testApp.clock.advance(60_000);

    const response = await update(ticket.id, { status: 'resolved' });
    expect(response.statusCode).toBe(200);
    const now = testApp.clock.now().toISOString();
    expect(await detailOf(ticket.id)).toEqual({
      ...before,
      status: 'resolved',
      resolved_at: now,
      updated_at: now,
      ticket_activity: [
        expect.objectContaining({ type: 'resolved', changes: { status: { from: 'due', to: 'resolved' } } }),
      ],
    });
  });

  it('edits and resolves in one request, with an entry for each', async () => {
    const ticket = await createdTicket();
    const response = await update(ticket.id, editBody({ title: 'Refund sent', status: 'resolved' }));
    expect(response.json()).toMatchObject({ title: 'Refund sent', status: 'resolved' });
    const history = (await detailOf(ticket.id)).ticket_activity;
    expect(history.map((entry) => entry.type)).toEqual(['created', 'edited', 'resolved']);
    // The resolve explains the move from `new`; the edit records no `open` on the way.
    expect(history[1]?.changes).not.toHaveProperty('status');
    expect(history[2]?.changes).toEqual({ status: { from: 'new', to: 'resolved' } });
  });

  it('ignores any other status: those follow the SLA clock', async () => {
    const ticket = await createdTicket({ priority: 'medium' });
    for (const status of ['new', 'open', 'due', 'overdue']) {
      const response = await update(ticket.id, editBody({ status }));
      expect(response.statusCode).toBe(200);
      expect(response.json().status).toBe('new');
    }
    expect((await detailOf(ticket.id)).ticket_activity).toHaveLength(1);

    const edited = await update(ticket.id, editBody({ title: 'Refund sent', status: 'overdue' }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Refund sent', status: 'open' });
  });

  it('edits a resolved ticket sent back with status resolved, as older clients do', async () => {
    const ticket = await ticketNow({ status: 'resolved' });
    const response = await update(ticket.id, editBody({ title: 'Corrected title', status: 'resolved' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Corrected title', status: 'resolved' });
    expect((await detailOf(ticket.id)).ticket_activity).toMatchObject([
      { type: 'edited', changes: { title: { from: 'Invoice shows the wrong amount', to: 'Corrected title' } } },
    ]);
  });

  it('recomputes the deadline from the creation time when the SLA category changes', async () => {
    const ticket = await createdTicket();
    const response = await update(ticket.id, editBody({ sla_category: 'complex', priority: 'high' }));
    const created = new Date(ticket.created_at).getTime();
    expect(new Date(response.json().due_at).getTime()).toBe(created + hours(168));
    const edited = (await detailOf(ticket.id)).ticket_activity.at(-1);
    expect(edited).toMatchObject({
      type: 'edited',
      text: 'Ada Obi edited the SLA category.',
      changes: {
        sla_category: { from: 'standard', to: 'complex' },
        due_at: { from: ticket.due_at, to: new Date(created + hours(168)).toISOString() },
      },
    });
  });

  it('moves a ticket whose new deadline has passed straight to overdue, and back when the window grows', async () => {
    // Created 30 hours ago with a week to go; a standard deadline (24 h) has passed.
    const ticket = await ticketNow({
      slaCategory: 'complex',
      priority: 'high',
      createdAt: new Date(testApp.clock.now().getTime() - hours(30)),
    });
    const shorter = await update(ticket.id, editBody({ priority: 'high' }));
    expect(shorter.json().status).toBe('overdue');
    const history = (await detailOf(ticket.id)).ticket_activity;
    expect(history.map((entry) => entry.type)).toEqual(['edited', 'status_changed']);
    expect(history[1]).toMatchObject({
      changes: { status: { from: 'new', to: 'overdue' } },
      author: { id: team.manager.user.id },
    });
    // The clock never moves an overdue ticket again: the edit tells the handler.
    const emails = await overdueEmailsAbout(ticket.reference);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ toAddress: team.support.user.email, status: 'pending' });
    expect(emails[0]!.textBody).toContain(appLink(testApp.config, paths.overdueTickets));

    testApp.clock.advance(60_000);
    const longer = await update(ticket.id, editBody({ priority: 'high', sla_category: 'complex' }));
    expect(longer.json().status).toBe('open');
    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({
      type: 'status_changed',
      changes: { status: { from: 'overdue', to: 'open' } },
    });
    expect(await overdueEmailsAbout(ticket.reference)).toHaveLength(1);
  });

  it('emails nobody when an edit moves a ticket without a handler to overdue', async () => {
    const ticket = await ticketNow({
      handlerId: null,
      slaCategory: 'complex',
      createdAt: new Date(testApp.clock.now().getTime() - hours(30)),
    });
    const response = await update(ticket.id, editBody());
    expect(response.json().status).toBe('overdue');
    expect(await emailsAbout(testApp, ticket)).toEqual([]);
  });

  it('emails nobody about overdue when an edit leaves an overdue ticket overdue', async () => {
    const ticket = await ticketNow({ createdAt: new Date(testApp.clock.now().getTime() - hours(30)) });
    await testApp.database.db.update(tickets).set({ status: 'overdue' }).where(eq(tickets.id, ticket.id));
    const response = await update(ticket.id, editBody({ title: 'Still late' }));
    expect(response.json().status).toBe('overdue');
    expect(await overdueEmailsAbout(ticket.reference)).toEqual([]);
  });

  it('lets a resolved ticket be corrected and keeps it resolved', async () => {
    const ticket = await ticketNow({ status: 'resolved' });
    const response = await update(ticket.id, editBody({ title: 'Corrected title', sla_category: 'complex' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'Corrected title', status: 'resolved' });
  });

  it('answers bad input with 400 and the edit form message per field', async () => {
    const ticket = await ticketNow();
    const response = await update(ticket.id, { title: '', email: 'not-an-email', name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.fillOutFormsToProceed,
      errors: {
        title: messages.ticketTitleRequired,
        priority: messages.ticketPriorityRequired,
        sla_category: messages.slaCategoryRequired,
        name: messages.stakeholderNameRequired,
        email: messages.invalidEmailFormat,
      },
    });
  });

  it("refuses support users and answers another organisation's staff 404", async () => {
    const ticket = await ticketNow();
    expect((await update(ticket.id, editBody({ status: 'resolved' }), team.support.token)).statusCode).toBe(403);
    expect((await update(ticket.id, editBody({ status: 'resolved' }), otherTeam.manager.token)).statusCode).toBe(404);
    expect((await detailOf(ticket.id)).status).toBe('new');
  });
});

describe('GET /api/ticket/set-handler/:ticket_id/:user_id/', () => {
  it('re-assigns the ticket, records from whom to whom, opens it and emails the new handler', async () => {
    const ticket = await createdTicket();
    const newHandler = await createMember('Kojo', 'Asante');
    const response = await reassign(ticket.id, newHandler.id, team.executive.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      handler_id: newHandler.id,
      handler: { id: newHandler.id, email: newHandler.email },
      status: 'open',
      title: ticket.title,
    });
    expect((await detailOf(ticket.id)).ticket_activity.at(-1)).toMatchObject({
      type: 'reassigned',
      text: 'Ada Mensah re-assigned the ticket from Ada Okafor to Kojo Asante.',
      author: { id: team.executive.user.id },
      changes: {
        handler_id: { from: team.support.user.id, to: newHandler.id },
        status: { from: 'new', to: 'open' },
      },
    });
    const [email] = await emailsTo(testApp, newHandler.email);
    expect(email?.subject).toBe(`${ticket.reference} was assigned to you: ${ticket.title}`);
  });

  it('moves a ticket past its deadline to overdue and tells the new handler both', async () => {
    // Past its deadline, and the clock has not ticked since.
    const ticket = await ticketNow({ createdAt: new Date(testApp.clock.now().getTime() - hours(25)) });
    const newHandler = await createMember('Esi', 'Boateng');
    const response = await reassign(ticket.id, newHandler.id);
    expect(response.json()).toMatchObject({ status: 'overdue', handler_id: newHandler.id });
    const history = (await detailOf(ticket.id)).ticket_activity;
    expect(history.map((entry) => [entry.type, entry.changes])).toEqual([
      ['reassigned', { handler_id: { from: team.support.user.id, to: newHandler.id } }],
      ['status_changed', { status: { from: 'new', to: 'overdue' } }],
    ]);
    const subjects = (await emailsTo(testApp, newHandler.email)).map((email) => email.subject).sort();
    expect(subjects).toEqual([
      `${ticket.reference} is overdue: ${ticket.title}`,
      `${ticket.reference} was assigned to you: ${ticket.title}`,
    ]);
    expect(await overdueEmailsAbout(ticket.reference)).toHaveLength(1);
  });

  it('re-assigns an unassigned ticket from nobody', async () => {
    const ticket = await ticketNow({ handlerId: null });
    await reassign(ticket.id, team.executive.user.id);
    expect((await detailOf(ticket.id)).ticket_activity.at(-1)?.text).toBe(
      'Ada Obi re-assigned the ticket from nobody to Ada Mensah.',
    );
  });

  it('changes nothing when the ticket already has that handler', async () => {
    const ticket = await ticketNow();
    const response = await reassign(ticket.id, team.support.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().status).toBe('new');
    expect((await detailOf(ticket.id)).ticket_activity).toHaveLength(0);
  });

  it('refuses to re-assign a resolved ticket', async () => {
    const ticket = await ticketNow({ status: 'resolved' });
    const response = await reassign(ticket.id, team.executive.user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.ticketAlreadyResolved);
    expect((await detailOf(ticket.id)).handler_id).toBe(team.support.user.id);
  });

  it('refuses re-assigning to a user of another organisation, or a ticket of another organisation, with 404', async () => {
    const ticket = await ticketNow();
    const emailsBefore = (await emailsTo(testApp, otherTeam.support.user.email)).length;
    expect((await reassign(ticket.id, otherTeam.support.user.id)).statusCode).toBe(404);
    expect((await reassign(ticket.id, otherTeam.support.user.id, otherTeam.manager.token)).statusCode).toBe(404);
    expect((await detailOf(ticket.id)).handler_id).toBe(team.support.user.id);
    expect(await emailsTo(testApp, otherTeam.support.user.email)).toHaveLength(emailsBefore);
  });

  it('refuses support users', async () => {
    const ticket = await ticketNow();
    expect((await reassign(ticket.id, team.executive.user.id, team.support.token)).statusCode).toBe(403);
  });

  it('moves a ticket the clock has not caught up with yet, and says so', async () => {
    // 20 of its 24 hours gone: less than a quarter left.
    const ticket = await ticketNow({ createdAt: new Date(testApp.clock.now().getTime() - hours(20)) });
    const response = await reassign(ticket.id, team.executive.user.id);
    expect(response.json().status).toBe('due');
    const types = (await detailOf(ticket.id)).ticket_activity.map((entry) => entry.type);
    expect(types).toEqual(['reassigned', 'status_changed']);
  });
});

describe('DELETE /api/ticket/delete-ticket/:id/', () => {
  it('hides the ticket from then on and keeps its history', async () => {
    const ticket = await createdTicket();
    const response = await remove(ticket.id, team.executive.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.ticketDeleted });

    expect((await getTicket(ticket.id)).statusCode).toBe(404);
    expect((await remove(ticket.id)).statusCode).toBe(404);
    expect((await update(ticket.id, editBody())).statusCode).toBe(404);
    expect((await reassign(ticket.id, team.executive.user.id)).statusCode).toBe(404);
    const history = await testApp.database.db
      .select({ type: ticketActivity.type, authorId: ticketActivity.authorId })
      .from(ticketActivity)
      .where(eq(ticketActivity.ticketId, ticket.id))
      .orderBy(ticketActivity.createdAt, ticketActivity.type);
    expect(history).toEqual([
      { type: 'created', authorId: team.manager.user.id },
      { type: 'deleted', authorId: team.executive.user.id },
    ]);
  });

  it("refuses support users and answers another organisation's staff 404", async () => {
    const ticket = await ticketNow();
    expect((await remove(ticket.id, team.support.token)).statusCode).toBe(403);
    expect((await remove(ticket.id, otherTeam.executive.token)).statusCode).toBe(404);
    expect((await getTicket(ticket.id)).statusCode).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes every ticket route under the tickets tag', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const operations = [
      ['/api/ticket/create-ticket/', 'post'],
      ['/api/ticket/all-tickets/', 'get'],
      ['/api/ticket/filter-by-status/', 'post'],
      ['/api/ticket/get-user-tickets/{user_id}/', 'get'],
      ['/api/ticket/ticket-counts/', 'get'],
      ['/api/ticket/get-ticket/{id}/', 'get'],
      ['/api/ticket/by-reference/{reference}/', 'get'],
      ['/api/ticket/update-ticket/{id}/', 'put'],
      ['/api/ticket/set-handler/{ticket_id}/{user_id}/', 'get'],
      ['/api/ticket/delete-ticket/{id}/', 'delete'],
    ] as const;
    for (const [path, method] of operations) {
      expect(document.paths[path]?.[method], `${method} ${path}`).toMatchObject({
        tags: ['tickets'],
        summary: expect.any(String),
      });
    }
  });
});
