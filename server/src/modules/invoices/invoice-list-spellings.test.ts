import type { InvoicePage } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#search: the invoice history's search that finds nothing as typed shows what its near
// spelling finds, among the invoices of records the reader may see.
let testApp: TestApp;
let team: Team;
let other: Team;
let calls: ReturnType<typeof invoiceCalls>;

async function invoicesFor(owner: Team, name: string, how: { sensitivity?: 'restricted'; invoices?: number } = {}) {
  const record = await createStakeholder(testApp.database.db, {
    organizationId: owner.organization.id,
    name,
    sensitivity: how.sensitivity ?? null,
  });
  for (let made = 0; made < (how.invoices ?? 1); made += 1) {
    await calls.created(owner.manager.token, invoiceBody(record.id));
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  calls = invoiceCalls(testApp);
  team = await createTeam(testApp, 'Spelling Invoices Ltd');
  other = await createTeam(testApp, 'Elsewhere Invoices Ltd');
  await invoicesFor(team, 'Zenith Bank', { invoices: 16 });
  await invoicesFor(team, 'Zenith Holdings', { sensitivity: 'restricted' });
  await invoicesFor(team, 'Kwarafield Energy', { sensitivity: 'restricted' });
  await invoicesFor(team, 'Tunde Ogunleye');
  await invoicesFor(team, 'Ogunleyi Stores');
  await invoicesFor(other, 'Ikogosi Springs');
  await invoicesFor(other, 'Zenth Partners');
});
afterAll(() => testApp.close());

const history = async (search: string, token = team.manager.token, page = 0, status = '') => {
  const query = `?search=${encodeURIComponent(search)}${status && `&status=${status}`}`;
  const response = await calls.call('GET', `/get-invoices/${page}/${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InvoicePage>();
};
const customersOf = (page: InvoicePage) =>
  [...new Set(page.invoices.map((invoice) => invoice.stakeholder.name))].sort();

describe('the invoice history searched for a word nothing holds', () => {
  it("shows the invoices of the word's near spelling, counted and paged, and says which", async () => {
    const first = await history('Zenth');
    expect(first).toMatchObject({ count: 17, count_capped: false, corrected_search: 'zenith' });
    expect(first.invoices).toHaveLength(15);
    const second = await history('Zenth', team.manager.token, 1);
    expect(second).toMatchObject({ count: 17, page: 1, corrected_search: 'zenith' });
    expect(second.invoices).toHaveLength(2);
    const both = { ...first, invoices: [...first.invoices, ...second.invoices] };
    expect(new Set(both.invoices.map((invoice) => invoice.id)).size).toBe(17);
    expect(customersOf(both)).toEqual(['Zenith Bank', 'Zenith Holdings']);
    // The status chosen stays: none of them is paid.
    const paid = await history('Zenth', team.manager.token, 0, 'paid');
    expect(paid).toMatchObject({ invoices: [], count: 0 });
    expect(paid).not.toHaveProperty('corrected_search');
  });

  it('prefers what holds the search as typed', async () => {
    const page = await history('Ogunleyi');
    expect(customersOf(page)).toEqual(['Ogunleyi Stores']);
    expect(page).not.toHaveProperty('corrected_search');
  });

  it('shows and counts only the invoices of records the reader may see, never correcting to a hidden one', async () => {
    for (const token of [team.executive.token, team.support.token]) {
      const page = await history('Zenth', token);
      expect(page).toMatchObject({ count: 16, corrected_search: 'zenith' });
      expect(customersOf(page)).toEqual(['Zenith Bank']);
      const hidden = await history('Kwarafeld', token);
      expect(hidden).toMatchObject({ invoices: [], count: 0 });
      expect(hidden).not.toHaveProperty('corrected_search');
    }
    expect(await history('Kwarafeld')).toMatchObject({ count: 1, corrected_search: 'kwarafield' });
  });

  it("never corrects a search to another organisation's words, nor shows their invoices", async () => {
    const page = await history('Ikogsi');
    expect(page).toMatchObject({ invoices: [], count: 0 });
    expect(page).not.toHaveProperty('corrected_search');
    const theirs = await history('Zenth', other.manager.token);
    expect(customersOf(theirs)).toEqual(['Zenth Partners']);
    expect(theirs).not.toHaveProperty('corrected_search');
  });
});
