import type { TicketPage } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const minutes = (n: number) => n * 60_000;
const start = new Date('2026-01-05T08:00:00Z');
const at = (minute: number) => new Date(start.getTime() + minutes(minute));

const get = (url: string, token: string) => testApp.app.inject({ url, headers: bearer(token) });
const filter = (payload: object, token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/ticket/filter-by-status/', payload, headers: bearer(token) });
const titlesOf = (response: { json(): unknown }) => (response.json() as TicketPage).results.map((t) => t.title);

async function createMember(team: Team, firstName: string, lastName: string, email: string) {
  const member = await createUser(testApp.database.db, {
    organizationId: team.organization.id,
    role: 'support',
    email,
  });
  await testApp.database.db.update(users).set({ firstName, lastName }).where(eq(users.id, member.id));
  return member;
}

describe('GET /api/ticket/all-tickets/ paging', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Paging Org');
    for (let minute = 0; minute < 20; minute += 1) {
      await createTicket(testApp.database.db, {
        organizationId: team.organization.id,
        createdAt: at(minute),
        title: `Ticket ${minute}`,
      });
    }
  });

  it('answers 15 tickets a page, newest first, with the total count', async () => {
    const first = await get('/api/ticket/all-tickets/', team.support.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 20, page: 1, page_size: 15 });
    expect(titlesOf(first)).toEqual(Array.from({ length: 15 }, (_, index) => `Ticket ${19 - index}`));

    const second = await get('/api/ticket/all-tickets/?page=2', team.support.token);
    expect(titlesOf(second)).toEqual(['Ticket 4', 'Ticket 3', 'Ticket 2', 'Ticket 1', 'Ticket 0']);
    const beyond = await get('/api/ticket/all-tickets/?page=9', team.support.token);
    expect(beyond.json()).toMatchObject({ results: [], count: 20, page: 9 });
  });

  it('takes a page size up to 100', async () => {
    const page = await get('/api/ticket/all-tickets/?page=3&page_size=5', team.manager.token);
    expect(titlesOf(page)).toEqual(['Ticket 9', 'Ticket 8', 'Ticket 7', 'Ticket 6', 'Ticket 5']);
    expect((await get('/api/ticket/all-tickets/?page_size=101', team.manager.token)).statusCode).toBe(422);
    expect((await get('/api/ticket/all-tickets/?page=0', team.manager.token)).statusCode).toBe(422);
  });

  it('orders tickets created at the same moment the same way every time', async () => {
    const sameMoment = await createTeam(testApp, 'Same Moment Org');
    const created = [];
    for (let index = 0; index < 4; index += 1) {
      created.push(
        await createTicket(testApp.database.db, { organizationId: sameMoment.organization.id, createdAt: start }),
      );
    }
    const response = await get('/api/ticket/all-tickets/', sameMoment.manager.token);
    const ids = (response.json() as TicketPage).results.map((ticket) => ticket.id);
    expect(ids).toEqual(
      created
        .map((ticket) => ticket.id)
        .toSorted()
        .toReversed(),
    );
  });
});

describe('search', () => {
  let team: Team;
  let references: Record<string, string>;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Search Org');
    const ngozi = await createMember(team, 'Ngozi', 'Okafor', 'ngozi.okafor@zenith.ng');
    const tunde = await createMember(team, 'Tunde', 'Bakare', 'tunde.b@zenith.ng');
    const organizationId = team.organization.id;
    const rows = [
      { title: 'Refund for 50% discount', handlerId: ngozi.id, priority: 'high', status: 'new' },
      { title: 'Delivery_late in Lagos', handlerId: tunde.id, priority: 'low', status: 'overdue' },
      { title: 'Wrong invoice total', handlerId: null, priority: 'medium', status: 'resolved' },
      { title: 'Password reset', handlerId: tunde.id, priority: 'medium', status: 'due' },
    ] as const;
    references = {};
    for (const [index, row] of rows.entries()) {
      const ticket = await createTicket(testApp.database.db, { organizationId, createdAt: at(index), ...row });
      references[row.title] = ticket.reference;
    }
    // Another organisation's ticket matches every search below and must never show.
    const other = await createTeam(testApp, 'Other Search Org');
    await createTicket(testApp.database.db, {
      organizationId: other.organization.id,
      title: 'Refund Delivery_late Password 50% invoice',
      handlerId: other.support.user.id,
      priority: 'high',
    });
  });

  const search = (text: string) =>
    get(`/api/ticket/all-tickets/?search=${encodeURIComponent(text)}`, team.support.token).then(titlesOf);

  it('finds titles whatever the letter case', async () => {
    expect(await search('REFUND')).toEqual(['Refund for 50% discount']);
    expect(await search('invoice')).toEqual(['Wrong invoice total']);
  });

  it('takes % and _ literally', async () => {
    expect(await search('%')).toEqual(['Refund for 50% discount']);
    expect(await search('_')).toEqual(['Delivery_late in Lagos']);
  });

  it("finds a handler's tickets by first name, last name, full name or email", async () => {
    expect(await search('ngozi')).toEqual(['Refund for 50% discount']);
    expect(await search('BAKARE')).toEqual(['Password reset', 'Delivery_late in Lagos']);
    expect(await search('Ngozi Okafor')).toEqual(['Refund for 50% discount']);
    expect(await search('tunde.b@')).toEqual(['Password reset', 'Delivery_late in Lagos']);
  });

  it('finds a reference, in any letter case', async () => {
    const reference = references['Wrong invoice total']!;
    expect(await search(reference.toLowerCase())).toEqual(['Wrong invoice total']);
  });

  it('finds nothing for a reference no ticket can have', async () => {
    expect(await search('TCK-0000001')).toEqual([]);
    expect(await search('TCK-9999999999')).toEqual([]);
  });

  it('finds tickets by priority and by status', async () => {
    expect(await search('High')).toEqual(['Refund for 50% discount']);
    expect(await search('medium')).toEqual(['Password reset', 'Wrong invoice total']);
    expect(await search('OVERDUE')).toEqual(['Delivery_late in Lagos']);
    expect(await search('resolved')).toEqual(['Wrong invoice total']);
  });

  it('answers no match with an empty page', async () => {
    const response = await get('/api/ticket/all-tickets/?search=nothing-like-this', team.support.token);
    expect(response.json()).toEqual({ results: [], count: 0, count_capped: false, page: 1, page_size: 15 });
  });

  it("searches a user's tickets too", async () => {
    const [tunde] = await testApp.database.db.select().from(users).where(eq(users.email, 'tunde.b@zenith.ng'));
    const response = await get(`/api/ticket/get-user-tickets/${tunde!.id}/?search=password`, team.support.token);
    expect(titlesOf(response)).toEqual(['Password reset']);
  });
});

describe('lists by status and priority, a user’s tickets and the counts', () => {
  let team: Team;
  let other: Team;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Lists Org');
    other = await createTeam(testApp, 'Other Lists Org');
    const rows = [
      { status: 'new', priority: 'high', handlerId: team.support.user.id },
      { status: 'new', priority: 'low', handlerId: team.executive.user.id },
      { status: 'open', priority: 'high', handlerId: team.support.user.id },
      { status: 'due', priority: 'medium', handlerId: team.support.user.id },
      { status: 'overdue', priority: 'high', handlerId: team.executive.user.id },
      { status: 'resolved', priority: 'low', handlerId: team.support.user.id },
      { status: 'resolved', priority: 'high', handlerId: team.support.user.id },
    ] as const;
    for (const [index, row] of rows.entries()) {
      await createTicket(testApp.database.db, {
        organizationId: team.organization.id,
        createdAt: at(index),
        title: `${row.status} ${row.priority} ${index}`,
        ...row,
      });
    }
    await createTicket(testApp.database.db, { organizationId: other.organization.id, status: 'overdue' });
  });

  const byFilter = async (payload: object) => titlesOf(await filter(payload, team.support.token));

  it('lists each status filter: open is new and open, unresolved all but resolved, closed the resolved', async () => {
    expect(await byFilter({ status: 'open' })).toEqual(['open high 2', 'new low 1', 'new high 0']);
    expect(await byFilter({ status: 'new' })).toEqual(['new low 1', 'new high 0']);
    expect(await byFilter({ status: 'due' })).toEqual(['due medium 3']);
    expect(await byFilter({ status: 'overdue' })).toEqual(['overdue high 4']);
    expect(await byFilter({ status: 'unresolved' })).toEqual([
      'overdue high 4',
      'due medium 3',
      'open high 2',
      'new low 1',
      'new high 0',
    ]);
    expect(await byFilter({ status: 'closed' })).toEqual(['resolved high 6', 'resolved low 5']);
    expect(await byFilter({ status: 'resolved' })).toEqual(['resolved high 6', 'resolved low 5']);
  });

  it('lists by priority, by status and priority, pages and searches within a list', async () => {
    expect(await byFilter({ priority: 'high' })).toEqual([
      'resolved high 6',
      'overdue high 4',
      'open high 2',
      'new high 0',
    ]);
    expect(await byFilter({ status: 'unresolved', priority: 'high' })).toEqual([
      'overdue high 4',
      'open high 2',
      'new high 0',
    ]);
    const paged = await filter({ status: 'unresolved', page: 2, page_size: 2 }, team.support.token);
    expect(paged.json()).toMatchObject({ count: 5, page: 2, page_size: 2 });
    expect(titlesOf(paged)).toEqual(['open high 2', 'new low 1']);
    expect(await byFilter({ status: 'unresolved', search: 'Ada Mensah' })).toEqual(['overdue high 4', 'new low 1']);
    expect(await byFilter({})).toHaveLength(7);
  });

  it('refuses an unknown status filter or priority', async () => {
    expect((await filter({ status: 'pending' }, team.support.token)).statusCode).toBe(422);
    expect((await filter({ priority: 'urgent' }, team.support.token)).statusCode).toBe(422);
  });

  it("lists one member's tickets, and answers 404 for someone outside the organisation", async () => {
    const mine = await get(`/api/ticket/get-user-tickets/${team.executive.user.id}/`, team.support.token);
    expect(titlesOf(mine)).toEqual(['overdue high 4', 'new low 1']);
    expect(mine.json().count).toBe(2);
    expect((await get(`/api/ticket/get-user-tickets/${other.support.user.id}/`, team.support.token)).statusCode).toBe(
      404,
    );
  });

  it('counts every card and badge in one request, for the organisation only', async () => {
    const response = await get('/api/ticket/ticket-counts/', team.support.token);
    expect(response.json()).toEqual({ total: 7, new: 2, open: 3, due: 1, overdue: 1, unresolved: 5, resolved: 2 });
  });

  it('forgets a deleted ticket in every list, search and count', async () => {
    const deleted = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      createdAt: at(30),
      status: 'overdue',
      title: 'Deleted soon',
      handlerId: team.executive.user.id,
    });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/ticket/delete-ticket/${deleted.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(removed.statusCode).toBe(200);

    expect(titlesOf(await get('/api/ticket/all-tickets/', team.support.token))).not.toContain('Deleted soon');
    expect(titlesOf(await get('/api/ticket/all-tickets/?search=deleted', team.support.token))).toEqual([]);
    expect(await byFilter({ status: 'overdue' })).toEqual(['overdue high 4']);
    const userTickets = await get(`/api/ticket/get-user-tickets/${team.executive.user.id}/`, team.support.token);
    expect(userTickets.json().count).toBe(2);
    const counts = await get('/api/ticket/ticket-counts/', team.support.token);
    expect(counts.json()).toMatchObject({ total: 7, overdue: 1 });
  });
});

describe('ticket lists narrowed and sorted (docs/product.md#tickets)', () => {
  let team: Team;
  let ada: Awaited<ReturnType<typeof createMember>>;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Sorting Org');
    ada = await createMember(team, 'Ada', 'Obi', 'ada.sorting@zenith.ng');
    const { db } = testApp.database;
    const organizationId = team.organization.id;
    // Standard is due 24 h after creation, medium 72 h, complex 7 days.
    await createTicket(db, {
      organizationId,
      createdAt: at(0),
      title: 'Old complex low',
      slaCategory: 'complex',
      priority: 'low',
    });
    await createTicket(db, {
      organizationId,
      createdAt: at(10),
      title: 'Standard high',
      priority: 'high',
      handlerId: ada.id,
    });
    await createTicket(db, {
      organizationId,
      createdAt: at(20),
      title: 'Medium medium',
      slaCategory: 'medium',
      priority: 'medium',
    });
    await createTicket(db, {
      organizationId,
      createdAt: at(30),
      title: 'Resolved high',
      priority: 'high',
      status: 'resolved',
    });
    await createTicket(db, {
      organizationId,
      createdAt: at(40),
      title: 'New standard low',
      priority: 'low',
      handlerId: ada.id,
    });
  });
  const list = (query: string) => get(`/api/ticket/all-tickets/?${query}`, team.support.token);

  it('sorts newest or oldest first, by soonest deadline (resolved last), or by priority (high first)', async () => {
    expect(titlesOf(await list(''))).toEqual([
      'New standard low',
      'Resolved high',
      'Medium medium',
      'Standard high',
      'Old complex low',
    ]);
    expect(titlesOf(await list('sort=oldest'))).toEqual([
      'Old complex low',
      'Standard high',
      'Medium medium',
      'Resolved high',
      'New standard low',
    ]);
    expect(titlesOf(await list('sort=due'))).toEqual([
      'Standard high',
      'New standard low',
      'Medium medium',
      'Old complex low',
      'Resolved high',
    ]);
    expect(titlesOf(await list('sort=priority'))).toEqual([
      'Resolved high',
      'Standard high',
      'Medium medium',
      'New standard low',
      'Old complex low',
    ]);
  });

  it('narrows to a handler, a priority and an SLA category, with their totals', async () => {
    const adas = await list(`handler_id=${ada.id}&sort=oldest`);
    expect(titlesOf(adas)).toEqual(['Standard high', 'New standard low']);
    expect(adas.json()).toMatchObject({ count: 2, count_capped: false });
    expect(titlesOf(await list('priority=high&sort=oldest'))).toEqual(['Standard high', 'Resolved high']);
    expect(titlesOf(await list('sla_category=complex'))).toEqual(['Old complex low']);
    expect(titlesOf(await list(`sla_category=standard&priority=low&handler_id=${ada.id}`))).toEqual([
      'New standard low',
    ]);
  });

  it("narrows and sorts a status list and a member's tickets the same way", async () => {
    const unresolvedByDue = await filter({ status: 'unresolved', sort: 'due', priority: 'high' }, team.manager.token);
    expect(titlesOf(unresolvedByDue)).toEqual(['Standard high']);
    const adasByPriority = await get(`/api/ticket/get-user-tickets/${ada.id}/?sort=priority`, team.manager.token);
    expect(titlesOf(adasByPriority)).toEqual(['Standard high', 'New standard low']);
  });

  it('sorts a search by the asked order too, and refuses an unknown order or filter', async () => {
    expect(titlesOf(await list('search=standard&sort=oldest'))).toEqual(['Standard high', 'New standard low']);
    expect((await list('sort=alphabetical')).statusCode).toBe(422);
    expect((await list('priority=urgent')).statusCode).toBe(422);
    expect((await list('handler_id=me')).statusCode).toBe(422);
  });
});
