import { searchCountCap, type TicketPage } from '@srm/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Decision 012: a search's total is exact up to a cap and reported as capped
// beyond it, so a broad search never reads every match to count it. The cap is
// counted from the page's start, so every page the numbers lead to has a total.

let testApp: TestApp;
let team: Team;
const matching = searchCountCap + 1;
const start = new Date('2026-01-05T08:00:00Z').getTime();

beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Busy Desk');
  // Invoice 1 is the oldest, Invoice 1001 the newest; one other ticket matches nothing.
  const rows = Array.from({ length: matching + 1 }, (_, index) => {
    const createdAt = new Date(start + index * 60_000);
    return {
      organizationId: team.organization.id,
      number: index + 1,
      reference: `TCK-${String(index + 1).padStart(6, '0')}`,
      title: index === matching ? 'Printer jammed' : `Invoice ${index + 1}`,
      description: 'The March invoice charges twice for the same delivery.',
      priority: 'medium' as const,
      handlerId: team.executive.user.id,
      slaCategory: 'standard' as const,
      stakeholderName: 'Chidi Eze',
      stakeholderEmail: 'chidi@example.ng',
      dueAt: new Date(createdAt.getTime() + 24 * 3_600_000),
      dueSoonAt: new Date(createdAt.getTime() + 18 * 3_600_000),
      createdAt,
      updatedAt: createdAt,
    };
  });
  await testApp.database.db.insert(tickets).values(rows);
});
afterAll(() => testApp.close());

const pageOf = async (url: string) => {
  const response = await testApp.app.inject({ url, headers: bearer(team.support.token) });
  expect(response.statusCode).toBe(200);
  return response.json() as TicketPage;
};
const titlesOf = (page: TicketPage) => page.results.map((ticket) => ticket.title);
const invoices = (from: number, to: number) =>
  Array.from({ length: from - to + 1 }, (_, index) => `Invoice ${from - index}`);

describe("a search's total", () => {
  it('stops at 1,000 and says so when more match, with the newest page first', async () => {
    const first = await pageOf('/api/ticket/all-tickets/?search=invoice');
    expect(first).toMatchObject({ count: searchCountCap, count_capped: true, page: 1, page_size: 15 });
    expect(titlesOf(first)).toEqual(invoices(1001, 987));
  });

  it('counts 1,000 past the start of a later page: from page 2, all 1,001 are within reach', async () => {
    const second = await pageOf('/api/ticket/all-tickets/?search=invoice&page=2');
    expect(second).toMatchObject({ count: matching, count_capped: false });
    expect(titlesOf(second)).toEqual(invoices(986, 972));
  });

  it('is exact down to the last page', async () => {
    const last = await pageOf('/api/ticket/all-tickets/?search=invoice&page=67');
    expect(last).toMatchObject({ count: matching, count_capped: false, page: 67 });
    expect(titlesOf(last)).toEqual(invoices(11, 1));
  });

  it('answers a page past the last match with no rows and the exact total', async () => {
    const beyond = await pageOf('/api/ticket/all-tickets/?search=invoice&page=68');
    expect(beyond).toEqual({ results: [], count: matching, count_capped: false, page: 68, page_size: 15 });
  });

  it('is exact at 1,000 matches', async () => {
    await testApp.database.db
      .update(tickets)
      .set({ deletedAt: new Date(start) })
      .where(and(eq(tickets.organizationId, team.organization.id), eq(tickets.title, 'Invoice 1')));
    expect(await pageOf('/api/ticket/all-tickets/?search=invoice')).toMatchObject({
      count: searchCountCap,
      count_capped: false,
    });
    await testApp.database.db
      .update(tickets)
      .set({ deletedAt: null })
      .where(and(eq(tickets.organizationId, team.organization.id), eq(tickets.title, 'Invoice 1')));
  });

  it("stops at 1,000 for a handler's name too, whose tickets the search does not read one by one", async () => {
    const handled = await pageOf('/api/ticket/all-tickets/?search=mensah');
    expect(handled).toMatchObject({ count: searchCountCap, count_capped: true });
    expect(titlesOf(handled).slice(0, 2)).toEqual(['Printer jammed', 'Invoice 1001']);
  });

  it('finds references by their beginning, their end or any part, in any letter case', async () => {
    const tail = ['Printer jammed', 'Invoice 1001', 'Invoice 1000'];
    expect(titlesOf(await pageOf('/api/ticket/all-tickets/?search=tck-00100'))).toEqual(tail);
    expect(titlesOf(await pageOf('/api/ticket/all-tickets/?search=TCK-001001'))).toEqual(['Invoice 1001']);
    expect(titlesOf(await pageOf('/api/ticket/all-tickets/?search=k-00100'))).toEqual(tail);
    expect(titlesOf(await pageOf('/api/ticket/all-tickets/?search=01002'))).toEqual(['Printer jammed']);
  });

  it('counts a handful of matches exactly', async () => {
    const few = await pageOf('/api/ticket/all-tickets/?search=printer');
    expect(few).toMatchObject({ count: 1, count_capped: false });
    expect(titlesOf(few)).toEqual(['Printer jammed']);
  });
});

describe('an unsearched list', () => {
  it('keeps its exact total from the counters, however many tickets', async () => {
    const all = await pageOf('/api/ticket/all-tickets/');
    expect(all).toMatchObject({ count: matching + 1, count_capped: false });
    expect(titlesOf(all)[0]).toBe('Printer jammed');
    const filtered = await testApp.app.inject({
      method: 'POST',
      url: '/api/ticket/filter-by-status/',
      headers: bearer(team.support.token),
      payload: { status: 'open' },
    });
    expect(filtered.json()).toMatchObject({ count: matching + 1, count_capped: false });
  });

  it("caps a member's list like a search: it has no counter", async () => {
    const handled = await pageOf(`/api/ticket/get-user-tickets/${team.executive.user.id}/`);
    expect(handled).toMatchObject({ count: searchCountCap, count_capped: true });
    expect(titlesOf(handled)[0]).toBe('Printer jammed');
    const nobody = await pageOf(`/api/ticket/get-user-tickets/${team.support.user.id}/`);
    expect(nobody).toEqual({ results: [], count: 0, count_capped: false, page: 1, page_size: 15 });
  });
});
