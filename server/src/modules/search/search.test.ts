import { messages, type SearchHit, type SearchResults } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankedCandidates } from '../../db/ranked-search.js';
import { tickets } from '../../db/schema/index.js';
import {
  bearer,
  createFeedback,
  createStakeholder,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  other = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const search = (token: string, q: string) =>
  testApp.app.inject({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(q)}`, headers: bearer(token) });

const resultsOf = async (token: string, q: string) => {
  const response = await search(token, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchResults>().results;
};

const brief = (hits: SearchHit[]) =>
  hits.map(({ kind, reference, title, match }) => ({ kind, reference, title, match }));

describe('GET /api/search/', () => {
  it('puts the whole reference first, then titles starting with it, then those holding it, then near spellings', async () => {
    const { organization, manager } = await createTeam(testApp, 'Ranked Ltd');
    const organizationId = organization.id;
    await createTicket(testApp.database.db, { organizationId, title: 'Refund for the March box' });
    const wanted = await createTicket(testApp.database.db, { organizationId, title: 'Courier lost the parcel' });
    await createTicket(testApp.database.db, { organizationId, title: `Customer asks again about ${wanted.reference}` });
    await createTicket(testApp.database.db, { organizationId, title: `${wanted.reference} follow-up call` });

    expect(brief(await resultsOf(manager.token, wanted.reference.toLowerCase()))).toEqual([
      { kind: 'ticket', reference: wanted.reference, title: 'Courier lost the parcel', match: 'exact' },
      { kind: 'ticket', reference: 'TCK-000004', title: `${wanted.reference} follow-up call`, match: 'prefix' },
      {
        kind: 'ticket',
        reference: 'TCK-000003',
        title: `Customer asks again about ${wanted.reference}`,
        match: 'contains',
      },
    ]);

    await createStakeholder(testApp.database.db, { organizationId, name: 'Adebola Okon' });
    await createStakeholder(testApp.database.db, { organizationId, name: 'Bola Ade' });
    expect(brief(await resultsOf(manager.token, 'bola'))).toEqual([
      { kind: 'stakeholder', reference: 'STK-000002', title: 'Bola Ade', match: 'prefix' },
      { kind: 'stakeholder', reference: 'STK-000001', title: 'Adebola Okon', match: 'contains' },
    ]);

    // A typo finds what it meant only as a near spelling.
    expect(brief(await resultsOf(manager.token, 'Refnud for the March'))).toEqual([
      { kind: 'ticket', reference: 'TCK-000001', title: 'Refund for the March box', match: 'similar' },
    ]);
    // So do its words in another order; and a name with two letters swapped finds
    // the closest first, then one holding a word spelt a little like it.
    expect(brief(await resultsOf(manager.token, 'march refund'))).toEqual([
      { kind: 'ticket', reference: 'TCK-000001', title: 'Refund for the March box', match: 'similar' },
    ]);
    // (Among records: the team's staff are all 'Ada', with random addresses a near spelling may or may not reach.)
    const records = (hits: SearchHit[]) => brief(hits.filter((hit) => hit.kind === 'stakeholder'));
    expect(records(await resultsOf(manager.token, 'Adebloa'))).toEqual([
      { kind: 'stakeholder', reference: 'STK-000001', title: 'Adebola Okon', match: 'similar' },
      { kind: 'stakeholder', reference: 'STK-000002', title: 'Bola Ade', match: 'similar' },
    ]);
  });

  it('finds tickets by whose they are, and links each hit to where it opens', async () => {
    const { organization, manager } = await createTeam(testApp, 'Links Ltd');
    const organizationId = organization.id;
    const ticket = await createTicket(testApp.database.db, {
      organizationId,
      title: 'Card declined twice',
      stakeholderName: 'Yetunde Balogun',
      stakeholderEmail: 'yetunde@balogun.ng',
    });
    const feedback = await createFeedback(testApp.database.db, { organizationId, subject: 'Balogun family order' });
    const record = await createStakeholder(testApp.database.db, { organizationId, name: 'Balogun Stores' });

    const hits = await resultsOf(manager.token, 'balogun');

    expect(hits).toEqual(
      expect.arrayContaining([
        {
          kind: 'ticket',
          id: ticket.id,
          reference: ticket.reference,
          title: 'Card declined twice',
          detail: 'Yetunde Balogun · New',
          match: 'contains',
          link: `/tickets/${ticket.reference}`,
        },
        expect.objectContaining({ kind: 'feedback', id: feedback.id, link: `/feedback/${feedback.id}` }),
        expect.objectContaining({
          kind: 'stakeholder',
          id: record.id,
          match: 'prefix',
          link: `/stakeholder/${record.id}`,
        }),
      ]),
    );
    expect(hits).toHaveLength(3);
    expect(hits[0]).toMatchObject({ kind: 'stakeholder', match: 'prefix' });
  });

  it('hides stakeholders and their invoices from those who may not see them', async () => {
    const { organization, manager, executive, support } = await createTeam(testApp, 'Sensitive Ltd');
    const organizationId = organization.id;
    const secret = await createStakeholder(testApp.database.db, {
      organizationId,
      name: 'Chukwuma Holdings',
      sensitivity: 'restricted',
    });
    const open = await createStakeholder(testApp.database.db, {
      organizationId,
      name: 'Chukwuma Bakery',
      sensitivity: 'confidential',
    });
    const invoices = invoiceCalls(testApp);
    await invoices.created(manager.token, invoiceBody(secret.id));
    await invoices.created(manager.token, invoiceBody(open.id));

    const seenBy = async (token: string) =>
      (await resultsOf(token, 'chukwuma')).map((hit) => `${hit.kind} ${hit.title}`).sort();

    expect(await seenBy(manager.token)).toEqual([
      'invoice Chukwuma Bakery',
      'invoice Chukwuma Holdings',
      'stakeholder Chukwuma Bakery',
      'stakeholder Chukwuma Holdings',
    ]);
    for (const token of [executive.token, support.token]) {
      expect(await seenBy(token)).toEqual(['invoice Chukwuma Bakery', 'stakeholder Chukwuma Bakery']);
    }
  });

  it('finds an invoice by its whole number once sent', async () => {
    const { organization, manager } = await createTeam(testApp, 'Numbers Ltd');
    const customer = await createStakeholder(testApp.database.db, {
      organizationId: organization.id,
      name: 'Eko Farms',
    });
    const invoices = invoiceCalls(testApp);
    const sent = await invoices.sent(
      manager.token,
      (await invoices.created(manager.token, invoiceBody(customer.id))).id,
    );

    const [first] = await resultsOf(manager.token, sent.invoice_number!);

    expect(first).toMatchObject({
      kind: 'invoice',
      id: sent.id,
      reference: sent.invoice_number,
      title: 'Eko Farms',
      match: 'exact',
      link: `/invoices/pending/${sent.id}`,
    });
    // Its customer's name starting with the text ranks as a prefix, as the record does.
    expect(brief(await resultsOf(manager.token, 'eko'))).toEqual([
      { kind: 'stakeholder', reference: customer.reference, title: 'Eko Farms', match: 'prefix' },
      { kind: 'invoice', reference: sent.invoice_number!, title: 'Eko Farms', match: 'prefix' },
    ]);
  });

  it("finds staff for managers and executives, never for support, and never another organisation's", async () => {
    const { manager, executive, support, organization } = await createTeam(testApp, 'Staff Ltd');
    const amaka = await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'support',
      firstName: 'Amaka',
      lastName: 'Obi',
    });
    await createUser(testApp.database.db, {
      organizationId: other.organization.id,
      role: 'support',
      firstName: 'Amaka',
    });

    const expected = [
      {
        kind: 'staff',
        id: amaka.id,
        reference: amaka.email,
        title: 'Amaka Obi',
        detail: 'SE Support',
        match: 'prefix',
        link: `/user-tickets?user_id=${amaka.id}`,
      },
    ];
    expect(await resultsOf(manager.token, 'amaka')).toEqual(expected);
    expect(await resultsOf(executive.token, 'amaka')).toEqual(expected);
    expect(await resultsOf(support.token, 'amaka')).toEqual([]);
    expect(await resultsOf(support.token, amaka.email)).toEqual([]);
  });

  it("never answers with another organisation's tickets, feedback or stakeholders", async () => {
    const organizationId = other.organization.id;
    const ticket = await createTicket(testApp.database.db, { organizationId, title: 'Zebra crossing sign' });
    await createFeedback(testApp.database.db, { organizationId, subject: 'Zebra crossing sign' });
    await createStakeholder(testApp.database.db, { organizationId, name: 'Zebra Crossing Ltd' });

    expect(await resultsOf(team.manager.token, 'zebra')).toEqual([]);
    expect(await resultsOf(team.manager.token, ticket.reference)).toEqual([]);
    expect(await resultsOf(other.manager.token, 'zebra')).toHaveLength(3);
  });

  it('gives each kind at most five hits, the best of them, however many match', async () => {
    const { organization, manager } = await createTeam(testApp, 'Busy Ltd');
    const organizationId = organization.id;
    // More matches than are ranked: the newest are, and a title starting with the word wins.
    const count = rankedCandidates + 20;
    await testApp.database.db.insert(tickets).values(
      Array.from({ length: count }, (_, index) => ({
        organizationId,
        number: index + 1,
        reference: `TCK-${String(index + 1).padStart(6, '0')}`,
        title: index === count - 2 ? 'Parcel never came' : `Where is my parcel #${index + 1}`,
        description: 'Still waiting.',
        priority: 'low' as const,
        slaCategory: 'standard' as const,
        stakeholderName: 'Chidi Eze',
        stakeholderEmail: 'chidi@example.ng',
        dueAt: new Date(Date.now() + 86_400_000),
        dueSoonAt: new Date(Date.now() + 43_200_000),
        createdAt: new Date(Date.now() - (count - index) * 60_000),
      })),
    );

    const hits = await resultsOf(manager.token, 'parcel');

    expect(hits.map((hit) => hit.title)).toEqual([
      'Parcel never came',
      `Where is my parcel #${count}`,
      `Where is my parcel #${count - 2}`,
      `Where is my parcel #${count - 3}`,
      `Where is my parcel #${count - 4}`,
    ]);
  });

  it('asks for something to search for, and for no more than 100 characters', async () => {
    const blank = await search(team.manager.token, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ q: messages.searchTextRequired });

    const long = await search(team.manager.token, 'x'.repeat(101));
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ q: messages.searchTextTooLong });
  });

  it('takes % and _ literally', async () => {
    const { organization, manager } = await createTeam(testApp, 'Literal Ltd');
    await createTicket(testApp.database.db, { organizationId: organization.id, title: '50% discount missing' });
    await createTicket(testApp.database.db, { organizationId: organization.id, title: '500 units short' });

    // '500' holds '50' but not '50%'.
    expect(brief(await resultsOf(manager.token, '50%'))).toEqual([
      { kind: 'ticket', reference: 'TCK-000001', title: '50% discount missing', match: 'prefix' },
    ]);
  });
});
