import { type SearchResults, searchCountCap, type TicketPage } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Decision 020: a search reads its matches one of several ways, by how common it
// is among the newest tickets (the newest 500 walked first, then a longer walk,
// or the matches gathered through the search indexes and sorted, or a walk to
// the page). Whichever way, the user sees the same thing: the newest matches
// first, and their exact number up to the cap.

let testApp: TestApp;
let team: Team;
const ticketCount = 8_000;
const start = new Date('2025-06-01T08:00:00Z').getTime();

// Ticket i (0 the oldest, 7,999 the newest) holds each word whose rule it meets.
const words: Record<string, (i: number) => boolean> = {
  // 80 % of tickets: more than 200 among the newest 500.
  invoice: (i) => i % 5 !== 0,
  // A third: 167 among the newest 500, 2,667 in all.
  courier: (i) => i % 3 === 0,
  // Every tenth of the newest 3,000: 300 in all, 50 of them among the newest 500.
  refund: (i) => i >= ticketCount - 3_000 && i % 10 === 0,
  // Every 25th: 320 in all, 20 among the newest 500.
  parcel: (i) => i % 25 === 0,
  // 30 old tickets.
  printer: (i) => i >= 100 && i < 130,
  // 1,500 old tickets: more than the cap, none among the newest 500.
  login: (i) => i >= 200 && i < 1_700,
  // 5,800 old tickets: more than the 5,000 gathered to be sorted.
  delivery: (i) => i < 5_800,
};
const holding = (word: string) =>
  Array.from({ length: ticketCount }, (_, i) => i)
    .filter((i) => words[word]!(i))
    .reverse();
const titleOf = (i: number) =>
  `Ticket ${i} ${Object.keys(words)
    .filter((word) => words[word]!(i))
    .join(' ')}`;

beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Many Tickets Ltd');
  const rows = Array.from({ length: ticketCount }, (_, i) => {
    const createdAt = new Date(start + i * 60_000);
    return {
      organizationId: team.organization.id,
      number: i + 1,
      reference: `TCK-${String(i + 1).padStart(6, '0')}`,
      title: titleOf(i),
      description: 'Seen from the desk.',
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
  for (let from = 0; from < rows.length; from += 1_000) {
    await testApp.database.db.insert(tickets).values(rows.slice(from, from + 1_000));
  }
}, 60_000);
afterAll(() => testApp.close());

const get = async <Body>(url: string) => {
  const response = await testApp.app.inject({ url, headers: bearer(team.manager.token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Body>();
};

describe('a ticket list searched among 8,000 tickets', () => {
  it.each([
    ['invoice', 'common among the newest'],
    ['courier', 'common enough to walk on'],
    ['refund', 'walked to the end of the list'],
    ['parcel', 'gathered, all of them'],
    ['printer', 'rare and old'],
    ['login', 'old, more than the cap'],
    ['delivery', 'old, more than are gathered to be sorted'],
  ])('shows the newest tickets holding "%s" (%s) with their exact number up to the cap', async (word) => {
    const expected = holding(word);
    for (const page of [1, 2]) {
      const found = await get<TicketPage>(`/api/ticket/all-tickets/?search=${word}&page=${page}`);
      const reach = (page - 1) * 15 + searchCountCap;
      expect(found).toMatchObject({
        count: Math.min(expected.length, reach),
        count_capped: expected.length > reach,
      });
      expect(found.results.map((ticket) => ticket.title)).toEqual(
        expected.slice((page - 1) * 15, page * 15).map(titleOf),
      );
    }
  });
});

describe('the search across everything among 8,000 tickets', () => {
  it.each(Object.keys(words))('ranks the newest tickets holding "%s" first', async (word) => {
    const { results } = await get<SearchResults>(`/api/search/?q=${word}`);
    const found = results.filter((hit) => hit.kind === 'ticket');
    expect(found.map((hit) => [hit.title, hit.match])).toEqual(
      holding(word)
        .slice(0, 5)
        .map((i) => [titleOf(i), 'contains']),
    );
  });
});
