import { stakeholderSensitivities } from '@srm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createStakeholder, createTicket, createUser } from '../test/factories.js';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { correctedSearches, nearSpellings } from './near-spellings.js';
import { tickets } from './schema/index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const wordsOf = async (organizationId: string) =>
  (
    await database.db.execute<{ word: string }>(
      sql`select word from search_words where organization_id = ${organizationId} order by word`,
    )
  ).rows.map((row) => row.word);

describe('search_words', () => {
  it("holds the words of an organisation's titles, names and emails as they are written and changed", async () => {
    const { id: organizationId } = await createOrganization(database.db, 'Words Ltd');
    const ticket = await createTicket(database.db, {
      organizationId,
      title: 'Refund for order 20451 (box b12)',
      stakeholderName: 'Yetunde Balogun',
      stakeholderEmail: 'yetunde@balogun.ng',
    });
    await createStakeholder(database.db, { organizationId, name: 'Harbour Foods' });
    await createUser(database.db, { organizationId, role: 'support', firstName: 'Chiamaka', lastName: 'Obi' });

    const words = await wordsOf(organizationId);
    // Split at spaces and punctuation; no word under three letters, none of digits only.
    expect(words).toEqual(expect.arrayContaining(['refund', 'for', 'order', 'yetunde', 'balogun', 'harbour', 'foods']));
    expect(words).toEqual(expect.arrayContaining(['chiamaka', 'obi']));
    expect(words).not.toContain('20451');
    expect(words).not.toContain('b12');
    expect(words).not.toContain('ng');

    await database.db.update(tickets).set({ title: 'Courier lost the parcel' }).where(eq(tickets.id, ticket.id));
    expect(await wordsOf(organizationId)).toEqual(expect.arrayContaining(['courier', 'lost', 'parcel', 'refund']));
  });
});

describe('nearSpellings', () => {
  let organizationId: string;
  beforeAll(async () => {
    ({ id: organizationId } = await createOrganization(database.db, 'Spellings Ltd'));
    await createTicket(database.db, { organizationId, title: 'Refund for the March invoice' });
    await createTicket(database.db, { organizationId, title: 'Receive the parcel', stakeholderName: 'Adebola Okon' });
    const elsewhere = await createOrganization(database.db, 'Elsewhere Ltd');
    await createTicket(database.db, { organizationId: elsewhere.id, title: 'Refunds are refused' });
  });

  it('gives for each typed word the words of the organisation it may have meant', async () => {
    expect(await nearSpellings(database.db, organizationId, 'invoce', stakeholderSensitivities)).toEqual([['invoice']]);
    // Two letters swapped; words it holds stand as typed.
    expect(await nearSpellings(database.db, organizationId, 'Refnud for the March', stakeholderSensitivities)).toEqual([
      ['for'],
      ['march'],
      ['refund'],
      ['the'],
    ]);
    expect(await nearSpellings(database.db, organizationId, 'recieve adebloa', stakeholderSensitivities)).toEqual([
      ['adebola'],
      ['receive'],
    ]);
  });

  it("never offers another organisation's words", async () => {
    expect(await nearSpellings(database.db, organizationId, 'refunsd', stakeholderSensitivities)).toEqual([['refund']]);
    // Held as typed only by the other organisation.
    expect(await nearSpellings(database.db, organizationId, 'refunds', stakeholderSensitivities)).toEqual([['refund']]);
  });

  it('has nothing to look for when a word is like none, or the search is one word as typed', async () => {
    expect(await nearSpellings(database.db, organizationId, 'march xyzzyq', stakeholderSensitivities)).toBeUndefined();
    expect(await nearSpellings(database.db, organizationId, 'parcel', stakeholderSensitivities)).toBeUndefined();
    // One word with punctuation was looked for with it: the word alone is still to look for.
    expect(await nearSpellings(database.db, organizationId, 'Parcel?', stakeholderSensitivities)).toEqual([['parcel']]);
    expect(await nearSpellings(database.db, organizationId, 'to 12', stakeholderSensitivities)).toBeUndefined();
    // Words in another order are looked for as words.
    expect(await nearSpellings(database.db, organizationId, 'parcel receive', stakeholderSensitivities)).toEqual([
      ['parcel'],
      ['receive'],
    ]);
  });
});

describe('correctedSearches', () => {
  let organizationId: string;
  beforeAll(async () => {
    ({ id: organizationId } = await createOrganization(database.db, 'Corrections Ltd'));
    await createStakeholder(database.db, { organizationId, name: 'Tunde Ogunleye', emails: ['tunde@ogunleye.ng'] });
    await createTicket(database.db, { organizationId, title: 'Meeting at Ogunlana street, Ogunlade close' });
  });
  const corrected = (text: string) => correctedSearches(database.db, organizationId, text, stakeholderSensitivities);

  it('respells each word it does not hold, keeping the rest as typed and what stands between words', async () => {
    expect((await corrected('Tunde@Ogunleyi.ng'))[0]).toBe('tunde@ogunleye.ng');
    expect((await corrected('meeting 12 at Ogunlana, stret'))[0]).toBe('meeting 12 at ogunlana, street');
  });

  it('tries the closest word first, then the next ones, at most three searches', async () => {
    const tries = await corrected('Ogunlae');
    expect(tries.length).toBeGreaterThan(1);
    expect(tries.length).toBeLessThanOrEqual(3);
    expect(new Set(tries).size).toBe(tries.length);
    for (const tried of tries) expect(['ogunleye', 'ogunlana', 'ogunlade']).toContain(tried);
  });

  it('has nothing to try when a word is like none of theirs, or every word is held as typed', async () => {
    expect(await corrected('Ogunleyi xyzzyq')).toEqual([]);
    expect(await corrected('Tunde Ogunleye')).toEqual([]);
    expect(await corrected('12 ab')).toEqual([]);
  });
});
