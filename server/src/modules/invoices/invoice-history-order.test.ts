import { type Invoice, type InvoicePage, type InvoiceSort, invoiceSorts, messages } from '@srm/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderTerms } from '../../db/paged-list.js';
import { invoices } from '../../db/schema/index.js';
import { createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoiceOrders } from './invoices.queries.js';

let testApp: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
let team: Team;
// Made in the order a, b, c, d, e; sent b, c, a, then e once the numbering's prefix changed; d stays a draft.
const made: Record<'a' | 'b' | 'c' | 'd' | 'e', Invoice> = {} as never;

beforeAll(async () => {
  testApp = await createTestApp();
  calls = invoiceCalls(testApp);
  team = await createTeam(testApp, 'Zenith Foods');
  const record = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name: 'Ordering Ltd',
    emails: ['accounts@ordering.ng'],
  });
  const lines = { a: [2, '2026-03-10'], b: [1, '2026-02-01'], c: [3, '2026-04-15'], d: [4, '2026-01-20'] } as const;
  for (const [key, [months, due]] of Object.entries(lines)) {
    testApp.clock.advance(60_000);
    made[key as keyof typeof lines] = await calls.created(
      team.manager.token,
      invoiceBody(record.id, { number_of_months: months, due_date: due }),
    );
  }
  for (const key of ['b', 'c', 'a'] as const) made[key] = await calls.sent(team.manager.token, made[key].id);
  // A prefix that reads before INV- as text: the order by number still follows the numbers' sequence.
  const settings = await calls.call('POST', '/invoice-settings/', team.manager.token, {
    invoice_number_prefix: 'ACME-',
  });
  expect(settings.statusCode, settings.body).toBe(200);
  testApp.clock.advance(60_000);
  const e = await calls.created(
    team.manager.token,
    invoiceBody(record.id, { number_of_months: 5, due_date: '2026-02-20' }),
  );
  made.e = await calls.sent(team.manager.token, e.id);
});
afterAll(() => testApp.close());

async function list(query: string, token = team.manager.token, page = 0) {
  const response = await calls.call('GET', `/get-invoices/${page}/?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as InvoicePage;
}
const keysOf = (page: InvoicePage) =>
  page.invoices.map((row) => Object.entries(made).find(([, invoice]) => invoice.id === row.id)?.[0]);

describe('the invoice history, sorted (docs/product.md#invoices)', () => {
  it('numbers the invoices as sent, whatever order they were asked for in', () => {
    expect([made.b, made.c, made.a, made.e].map((invoice) => invoice.invoice_number)).toEqual([
      'INV-000001',
      'INV-000002',
      'INV-000003',
      'ACME-000004',
    ]);
  });

  it.each([
    ['', 'edcba'],
    ['sort=-created_at', 'edcba'],
    ['sort=created_at', 'abcde'],
    // By number: the sequence the number was made from, drafts last either way.
    ['sort=-invoice_number', 'eacbd'],
    ['sort=invoice_number', 'bcaed'],
    ['sort=-due_date', 'caebd'],
    ['sort=due_date', 'dbeac'],
    ['sort=-amount', 'edcab'],
    ['sort=amount', 'bacde'],
  ])('lists by ?%s as %s', async (query, order) => {
    expect(keysOf(await list(query)).join('')).toBe(order);
  });

  it('sorts within a status filter and a search too', async () => {
    expect(keysOf(await list('status=pending&sort=amount')).join('')).toBe('bace');
    expect(keysOf(await list('search=ordering&sort=-due_date')).join('')).toBe('caebd');
    expect(keysOf(await list('search=ordering&sort=invoice_number')).join('')).toBe('bcaed');
  });

  it('refuses an order it does not know, with the catalogue message', async () => {
    for (const sort of ['total', 'invoice_number desc', '--amount']) {
      const response = await calls.call('GET', `/get-invoices/0/?sort=${encodeURIComponent(sort)}`, team.manager.token);
      expect(response.statusCode, sort).toBe(422);
      expect(response.json().errors.sort).toBe(messages.chooseFromList);
    }
  });
});

describe('pages of a sorted history', () => {
  let same: Team;
  let ids: string[];
  beforeAll(async () => {
    // Seven invoices alike in every key (made at the same instant): only their ids tell them apart.
    same = await createTeam(testApp, 'Alike Ltd');
    const record = await createStakeholder(testApp.database.db, { organizationId: same.organization.id });
    ids = [];
    for (let index = 0; index < 7; index += 1) {
      ids.push((await calls.created(same.manager.token, invoiceBody(record.id))).id);
    }
    ids.sort();
  });

  it.each(invoiceSorts)('by %s, breaks ties by the id and pages through each invoice once', async (sort) => {
    const whole = await list(`sort=${sort}&page_size=100`, same.manager.token);
    const expected = sort.startsWith('-') ? [...ids].reverse() : ids;
    expect(whole.invoices.map((row) => row.id)).toEqual(expected);
    const paged: string[] = [];
    for (let page = 0; page < 3; page += 1) {
      const answer = await list(`sort=${sort}&page_size=3`, same.manager.token, page);
      expect(answer.count).toBe(7);
      paged.push(...answer.invoices.map((row) => row.id));
    }
    expect(paged).toEqual(expected);
  });
});

describe('the order of each sort', () => {
  // Each order is read from an index in its own order: no sort of every invoice of the organisation.
  it.each(invoiceSorts)('by %s walks an index, with no sort step', async (sort: InvoiceSort) => {
    const { db } = testApp.database;
    const query = db
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.organizationId, team.organization.id), isNull(invoices.deletedAt)))
      .orderBy(...orderTerms({ table: invoices, id: invoices.id, createdAt: invoices.createdAt }, invoiceOrders[sort]))
      .limit(15);
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const { sql: text, params } = query.toSQL();
      const literal = text.replace(/\$(\d+)/g, (_, index: string) => `'${params[Number(index) - 1]}'`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql.raw(`explain ${literal}`));
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index (Only )?Scan( Backward)? using invoices_\w+_idx/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
