import type { Ticket, TicketCounts, TicketPage } from '@srm/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { organizations, ticketCounts, tickets } from '../../db/schema/index.js';
import { bearer, createSessionToken, createTeam, createTicket, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// ticket_counts is kept by triggers (migration 0009_ticket_counts); dashboard
// counts and unsearched list totals read it. These tests compare it, after
// every kind of change, with a real count of the live tickets.

const hour = 60 * 60_000;

let testApp: TestApp;
let db: Database;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  db = testApp.database.db;
  team = await createTeam(testApp, 'Counted Org');
  otherTeam = await createTeam(testApp, 'Other Counted Org');
});
afterAll(() => testApp.close());

type CountRow = { organizationId: string; status: string; priority: string; count: number };
const byKey = (rows: CountRow[]) =>
  rows
    .filter((row) => row.count !== 0)
    .map((row) => `${row.organizationId} ${row.status} ${row.priority} ${row.count}`)
    .toSorted();

async function expectCountersExact() {
  const counters = await db.select().from(ticketCounts);
  const counted = await db
    .select({
      organizationId: tickets.organizationId,
      status: tickets.status,
      priority: tickets.priority,
      count: sql<number>`count(*)::int`,
    })
    .from(tickets)
    .where(isNull(tickets.deletedAt))
    .groupBy(tickets.organizationId, tickets.status, tickets.priority);
  expect(counters.every((row) => row.count >= 0)).toBe(true);
  expect(byKey(counters)).toEqual(byKey(counted));
}

const create = (owner: Team, priority: string) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    headers: bearer(owner.manager.token),
    payload: {
      name: 'Chidi Eze',
      email: 'chidi@example.ng',
      title: 'Invoice shows the wrong amount',
      priority,
      sla_category: 'standard',
      description: 'The March invoice charges twice for the same delivery.',
      handler_id: owner.support.user.id,
    },
  });
const createdTicket = async (owner: Team, priority = 'medium') => {
  const response = await create(owner, priority);
  expect(response.statusCode).toBe(201);
  return response.json() as Ticket;
};
const edit = (owner: Team, id: string, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/ticket/update-ticket/${id}/`,
    headers: bearer(owner.manager.token),
    payload: { title: 'Invoice shows the wrong amount', sla_category: 'standard', ...payload },
  });
const remove = (owner: Team, id: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/api/ticket/delete-ticket/${id}/`,
    headers: bearer(owner.manager.token),
  });
const countsOf = async (owner: Team) =>
  (
    await testApp.app.inject({ url: '/api/ticket/ticket-counts/', headers: bearer(owner.manager.token) })
  ).json() as TicketCounts;
const listCount = async (owner: Team, body: object) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/filter-by-status/',
    headers: bearer(owner.manager.token),
    payload: body,
  });
  return (response.json() as TicketPage).count;
};

describe('ticket counters', () => {
  it('stay exact through create, priority edit, resolve, the SLA clock and delete, per organisation', async () => {
    const first = await createdTicket(team, 'high');
    const second = await createdTicket(team, 'low');
    const third = await createdTicket(team);
    await createdTicket(otherTeam);
    await expectCountersExact();
    expect(await countsOf(team)).toMatchObject({ total: 3, new: 3, open: 3, unresolved: 3, resolved: 0 });
    expect(await countsOf(otherTeam)).toMatchObject({ total: 1, new: 1 });

    expect((await edit(team, second.id, { priority: 'high' })).statusCode).toBe(200);
    await expectCountersExact();
    expect(await listCount(team, { priority: 'high' })).toBe(2);
    expect(await listCount(team, { priority: 'low' })).toBe(0);

    expect((await edit(team, first.id, { priority: 'high', status: 'resolved' })).statusCode).toBe(200);
    await expectCountersExact();
    expect(await countsOf(team)).toMatchObject({ total: 3, unresolved: 2, resolved: 1 });
    expect(await listCount(team, { status: 'closed', priority: 'high' })).toBe(1);

    // The clock moves tickets of both organisations in one statement.
    await testApp.clock.advance(19 * hour);
    await testApp.app.slaClock.tick();
    await expectCountersExact();
    expect(await countsOf(team)).toMatchObject({ due: 2, new: 0, open: 0, unresolved: 2 });
    expect(await countsOf(otherTeam)).toMatchObject({ due: 1, total: 1 });
    await testApp.clock.advance(6 * hour);
    await testApp.app.slaClock.tick();
    // A day has passed: the managers sign in again.
    team.manager.token = await createSessionToken(testApp, team.manager.user.id);
    otherTeam.manager.token = await createSessionToken(testApp, otherTeam.manager.user.id);
    await expectCountersExact();
    expect(await countsOf(team)).toMatchObject({ due: 0, overdue: 2 });
    expect(await listCount(team, { status: 'unresolved' })).toBe(2);

    expect((await remove(team, third.id)).statusCode).toBe(200);
    await expectCountersExact();
    expect(await countsOf(team)).toMatchObject({ total: 2, overdue: 1, resolved: 1 });
    const all = await testApp.app.inject({ url: '/api/ticket/all-tickets/', headers: bearer(team.manager.token) });
    expect((all.json() as TicketPage).count).toBe(2);
    expect(await countsOf(otherTeam)).toMatchObject({ total: 1, overdue: 1 });
  });

  it('follow many tickets written in one statement, and tickets restored or hard-deleted', async () => {
    const createdAt = testApp.clock.now();
    const many = await Promise.all(
      ['low', 'medium', 'high', 'high'].map((priority) =>
        createTicket(db, { organizationId: otherTeam.organization.id, priority: priority as 'low', createdAt }),
      ),
    );
    await db.update(tickets).set({ priority: 'low' }).where(eq(tickets.organizationId, otherTeam.organization.id));
    await expectCountersExact();
    await db.update(tickets).set({ deletedAt: createdAt }).where(eq(tickets.id, many[0]!.id));
    await expectCountersExact();
    await db.update(tickets).set({ deletedAt: null }).where(eq(tickets.id, many[0]!.id));
    await expectCountersExact();
    await db.delete(tickets).where(eq(tickets.id, many[1]!.id));
    await expectCountersExact();
  });

  it('go with their organisation when it is deleted', async () => {
    const leaving = await createTeam(testApp, 'Leaving Org');
    await createdTicket(leaving);
    await db.delete(organizations).where(eq(organizations.id, leaving.organization.id));
    const left = await db.select().from(ticketCounts).where(eq(ticketCounts.organizationId, leaving.organization.id));
    expect(left).toEqual([]);
    await expectCountersExact();
  });
});
