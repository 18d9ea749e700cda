import type { TicketPage } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#search: a ticket list's search that finds nothing as typed shows what its near spelling finds.
let testApp: TestApp;
let team: Team;
let other: Team;
let handlerId: string;
const start = new Date('2026-02-02T08:00:00Z');
const at = (minute: number) => new Date(start.getTime() + minute * 60_000);

beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  team = await createTeam(testApp, 'Spelling Tickets Ltd');
  other = await createTeam(testApp, 'Elsewhere Tickets Ltd');
  const organizationId = team.organization.id;
  for (let minute = 0; minute < 16; minute += 1) {
    await createTicket(db, { organizationId, createdAt: at(minute), title: `Outage at the Kaduna branch ${minute}` });
  }
  await createTicket(db, { organizationId, title: 'Refnud please', status: 'open' });
  await createTicket(db, { organizationId, title: 'Refund for March' });
  ({ id: handlerId } = await createUser(db, {
    organizationId,
    role: 'support',
    firstName: 'Tunde',
    lastName: 'Ogunleye',
    email: 'tunde@ogunleye.ng',
  }));
  await createTicket(db, { organizationId, title: 'Meter reading wrong', handlerId });
  await createStakeholder(db, { organizationId, name: 'Kwarafield Energy', sensitivity: 'restricted' });
  await createTicket(db, { organizationId: other.organization.id, title: 'Kadna generator' });
  await createTicket(db, { organizationId: other.organization.id, title: 'Ikogosi springs visit' });
});
afterAll(() => testApp.close());

const listed = async (url: string, token: string) => {
  const response = await testApp.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TicketPage>();
};
const allTickets = (search: string, token = team.support.token, page = 1) =>
  listed(`/api/ticket/all-tickets/?search=${encodeURIComponent(search)}&page=${page}`, token);
const titlesOf = (page: TicketPage) => page.results.map((ticket) => ticket.title);

describe('a ticket list searched for a word nothing holds', () => {
  it("shows the tickets of the word's near spelling, says which, and counts and pages them", async () => {
    const first = await allTickets('Kadnua');
    expect(first).toMatchObject({ count: 16, count_capped: false, corrected_search: 'kaduna' });
    expect(titlesOf(first)).toEqual(
      Array.from({ length: 15 }, (_, index) => `Outage at the Kaduna branch ${15 - index}`),
    );
    const second = await allTickets('Kadnua', team.support.token, 2);
    expect(second).toMatchObject({ count: 16, page: 2, corrected_search: 'kaduna' });
    expect(titlesOf(second)).toEqual(['Outage at the Kaduna branch 0']);
  });

  it('corrects each word of a longer search, and keeps the filters of the list', async () => {
    expect(await allTickets('at the Kadnua branhc')).toMatchObject({
      count: 16,
      corrected_search: 'at the kaduna branch',
    });
    const filtered = async (status: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/ticket/filter-by-status/',
        payload: { status, search: 'Kadnua' },
        headers: bearer(team.manager.token),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TicketPage>();
    };
    expect(await filtered('new')).toMatchObject({ count: 16, corrected_search: 'kaduna' });
    // No resolved ticket holds either spelling: nothing, and no correction to show.
    const resolved = await filtered('resolved');
    expect(resolved).toMatchObject({ results: [], count: 0 });
    expect(resolved).not.toHaveProperty('corrected_search');
  });

  it("finds a handler's tickets by a near spelling of their name, on their own list too", async () => {
    const page = await allTickets('Ogunleyi');
    expect(page).toMatchObject({ count: 1, corrected_search: 'ogunleye' });
    expect(titlesOf(page)).toEqual(['Meter reading wrong']);
    const theirs = await listed(`/api/ticket/get-user-tickets/${handlerId}/?search=Ogunleyi`, team.manager.token);
    expect(theirs).toMatchObject({ count: 1, corrected_search: 'ogunleye' });
  });

  it('prefers what holds the search as typed', async () => {
    const page = await allTickets('Refnud');
    expect(titlesOf(page)).toEqual(['Refnud please']);
    expect(page.count).toBe(1);
    expect(page).not.toHaveProperty('corrected_search');
  });

  it("never corrects a search to a word of a record the reader may not see, nor to another organisation's", async () => {
    for (const typed of ['Kwarafeld', 'Ikogsi']) {
      const page = await allTickets(typed);
      expect(page).toMatchObject({ results: [], count: 0 });
      expect(page).not.toHaveProperty('corrected_search');
    }
    // Held as typed only by the other organisation: corrected to this one's word.
    expect(await allTickets('Kadna')).toMatchObject({ count: 16, corrected_search: 'kaduna' });
    // And the other organisation finds its own as typed.
    const theirs = await allTickets('Kadna', other.support.token);
    expect(titlesOf(theirs)).toEqual(['Kadna generator']);
    expect(theirs).not.toHaveProperty('corrected_search');
  });
});
