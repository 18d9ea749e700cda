import type { StakeholderPage } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#search: the stakeholder list's search that finds nothing as typed shows what its near
// spelling finds, among the records the reader may see.
let testApp: TestApp;
let team: Team;
let other: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  const { db } = testApp.database;
  team = await createTeam(testApp, 'Spelling Records Ltd');
  other = await createTeam(testApp, 'Elsewhere Records Ltd');
  const organizationId = team.organization.id;
  await createStakeholder(db, { organizationId, name: 'Tunde Ogunleye', emails: ['tunde@ogunleye.ng'] });
  await createStakeholder(db, { organizationId, name: 'Ogunleye Holdings', sensitivity: 'restricted' });
  await createStakeholder(db, { organizationId, name: 'Kwarafield Energy', sensitivity: 'most_confidential' });
  await createStakeholder(db, { organizationId, name: 'Adebola Okon', type: 'new_client' });
  await createStakeholder(db, { organizationId, name: 'Adebloa Farms', type: 'new_client' });
  await createStakeholder(db, { organizationId: other.organization.id, name: 'Ikogosi Springs' });
  await createStakeholder(db, { organizationId: other.organization.id, name: 'Ogunleyi Traders' });
});
afterAll(() => testApp.close());

const listed = async (url: string, token: string) => {
  const response = await testApp.app.inject({ url, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StakeholderPage>();
};
const records = (search: string, token = team.manager.token) =>
  listed(`/api/profile/get-stakeholders/?search=${encodeURIComponent(search)}`, token);
const namesOf = (page: StakeholderPage) => page.stakeholder_data.map((record) => record.name).sort();

describe('the stakeholder list searched for a word nothing holds', () => {
  it("shows the records of the word's near spelling, counted, and says which", async () => {
    const page = await records('Ogunleyi');
    expect(page).toMatchObject({ count: 2, count_capped: false, corrected_search: 'ogunleye' });
    expect(namesOf(page)).toEqual(['Ogunleye Holdings', 'Tunde Ogunleye']);
    // An email is corrected word by word, what stands between them kept.
    const byEmail = await records('tunde@ogunleyi.ng');
    expect(byEmail).toMatchObject({ count: 1, corrected_search: 'tunde@ogunleye.ng' });
    expect(namesOf(byEmail)).toEqual(['Tunde Ogunleye']);
    // The old search endpoint answers the same.
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/search-stakeholder/',
      payload: { text: 'Ogunleyi' },
      headers: bearer(team.manager.token),
    });
    expect(response.json<StakeholderPage>()).toMatchObject({ count: 2, corrected_search: 'ogunleye' });
  });

  it('prefers what holds the search as typed', async () => {
    const page = await records('Adebloa');
    expect(namesOf(page)).toEqual(['Adebloa Farms']);
    expect(page).not.toHaveProperty('corrected_search');
  });

  it('shows and counts only the records the reader may see, and never corrects to a hidden one', async () => {
    for (const token of [team.executive.token, team.support.token]) {
      const page = await records('Ogunleyi', token);
      expect(page).toMatchObject({ count: 1, corrected_search: 'ogunleye' });
      expect(namesOf(page)).toEqual(['Tunde Ogunleye']);
      // Only a record above their levels holds the word meant: nothing, and no word of it.
      const hidden = await records('Kwarafeld', token);
      expect(hidden).toMatchObject({ stakeholder_data: [], count: 0 });
      expect(hidden).not.toHaveProperty('corrected_search');
    }
    expect(await records('Kwarafeld')).toMatchObject({ count: 1, corrected_search: 'kwarafield' });
  });

  it('finds a record above their levels that the reader manages, as the search as typed does', async () => {
    const { db } = testApp.database;
    const { organization, support } = await createTeam(testApp, 'Managed Records Ltd');
    const organizationId = organization.id;
    await createStakeholder(db, { organizationId, name: 'Tunde Ogunleye' });
    await createStakeholder(db, {
      organizationId,
      name: 'Ogunleye Mining',
      type: 'new_client',
      sensitivity: 'most_confidential',
      accountManagerId: support.user.id,
    });
    const token = support.token;
    expect(namesOf(await records('Ogunleye', token))).toEqual(['Ogunleye Mining', 'Tunde Ogunleye']);
    const page = await records('Ogunleyi', token);
    expect(page).toMatchObject({ count: 2, corrected_search: 'ogunleye' });
    expect(namesOf(page)).toEqual(['Ogunleye Mining', 'Tunde Ogunleye']);
  });

  it("never corrects a search to another organisation's words, nor shows their records", async () => {
    const page = await records('Ikogsi');
    expect(page).toMatchObject({ stakeholder_data: [], count: 0 });
    expect(page).not.toHaveProperty('corrected_search');
    // 'Ogunleyi' is held as typed only elsewhere: here it is corrected to this organisation's word.
    expect(namesOf(await records('Ogunleyi'))).toEqual(['Ogunleye Holdings', 'Tunde Ogunleye']);
    const theirs = await records('Ogunleyi', other.manager.token);
    expect(namesOf(theirs)).toEqual(['Ogunleyi Traders']);
    expect(theirs).not.toHaveProperty('corrected_search');
  });

  it('keeps the type chosen', async () => {
    const page = await listed('/api/profile/get-stakeholders/?search=Okno&type=new_client', team.manager.token);
    expect(page).toMatchObject({ count: 1, corrected_search: 'okon' });
    const none = await listed('/api/profile/get-stakeholders/?search=Ogunleyi&type=new_client', team.manager.token);
    expect(none).toMatchObject({ count: 0 });
    expect(none).not.toHaveProperty('corrected_search');
  });
});
