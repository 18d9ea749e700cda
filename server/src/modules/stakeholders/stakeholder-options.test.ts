import {
  industries,
  messages,
  optionLabel,
  otherStakeholderTypes,
  primaryEntities,
  type Stakeholder,
  type StakeholderImportReport,
  type StakeholderOptions,
  type StakeholderPage,
} from '@srm/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#stakeholder-options: each organisation's own group companies, industries, kinds of
// 'Others' and digital products, starting as the spec's, used by the records, their checks and their CSV.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/profile${url}`, headers: bearer(token), ...(payload && { payload }) });
const optionsOf = async (token: string) =>
  (await call(token, 'GET', '/stakeholder-options/')).json<StakeholderOptions>();
async function added(token: string, list: string, label: string) {
  const response = await call(token, 'POST', `/stakeholder-options/${list}/`, { label });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<StakeholderOptions>();
}
const keysOf = (options: StakeholderOptions[keyof StakeholderOptions]) => options.map((option) => option.key);

// A Client as the add form sends it, with the group company given.
const clientBody = (team: Team, primaryEntity: string, name = 'Sunrise Energy Partners') => ({
  type: 'new_client',
  name,
  legal_status: 'company',
  category: 'regular',
  business_status: 'active',
  nature_of_service: 'Solar installation',
  primary_entity_at_antigravity: primaryEntity,
  strategic_account_manager: team.manager.user.id,
  address: '4 Adeola Odeku, Lagos',
  contact_preference: 'email',
  email: ['accounts@sunrise-energy.ng'],
  contact_person_name: 'Bola Ade',
  contact_person_title: 'CFO',
  contact_person_email: 'bola@sunrise-energy.ng',
});
const createClient = (team: Team, primaryEntity: string, name?: string) =>
  call(team.manager.token, 'POST', '/create-stakeholder/', clientBody(team, primaryEntity, name));

describe("a new organisation's lists", () => {
  it("are the spec's values in the spec's order, with its three products, for everyone who sees records", async () => {
    const team = await createTeam(testApp, 'Fresh Lists');
    const options = await optionsOf(team.support.token);
    expect(keysOf(options.primary_entity_at_antigravity)).toEqual(primaryEntities);
    expect(keysOf(options.industry_or_sector)).toEqual(industries);
    expect(keysOf(options.stakeholderType)).toEqual(otherStakeholderTypes);
    expect(options.product_service_used.map((option) => option.label)).toEqual(['Acadaboo', 'Neo', 'Oberon']);
    expect(options.primary_entity_at_antigravity[6]).toEqual({
      key: 'nextgen_aspire_agro_partners_(ngaap)',
      label: optionLabel('nextgen_aspire_agro_partners_(ngaap)'),
      retired: false,
    });
  });
});

describe('managing a list', () => {
  it('adds an option at the end with a key from its name, for managers and executives only', async () => {
    const team = await createTeam(testApp, 'Adding Options');
    const options = await added(team.manager.token, 'primary_entity_at_antigravity', 'Sunrise Solar Ltd');
    expect(options.primary_entity_at_antigravity.at(-1)).toEqual({
      key: 'sunrise_solar_ltd',
      label: 'Sunrise Solar Ltd',
      retired: false,
    });
    const byExecutive = await added(team.executive.token, 'industry_or_sector', 'Renewable Energy');
    expect(keysOf(byExecutive.industry_or_sector).at(-1)).toBe('renewable_energy');

    const bySupport = await call(team.support.token, 'POST', '/stakeholder-options/industry_or_sector/', {
      label: 'Mining',
    });
    expect(bySupport.statusCode).toBe(403);
    expect(keysOf((await optionsOf(team.manager.token)).industry_or_sector)).not.toContain('mining');
  });

  it('refuses a name the list already has in any letter case, an empty one, and an unknown list', async () => {
    const team = await createTeam(testApp, 'Refused Options');
    const taken = await call(team.manager.token, 'POST', '/stakeholder-options/industry_or_sector/', {
      label: 'FINANCE',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.label).toBe(messages.optionLabelTaken);
    const empty = await call(team.manager.token, 'POST', '/stakeholder-options/industry_or_sector/', { label: ' ' });
    expect(empty.json().errors.label).toBe(messages.optionLabelRequired);
    const unknown = await call(team.manager.token, 'POST', '/stakeholder-options/sensitivity/', { label: 'Open' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.list).toBe(messages.optionListUnknown);
  });

  it('gives a second option whose name reads as the same key a key of its own', async () => {
    const team = await createTeam(testApp, 'Twin Keys');
    await added(team.manager.token, 'stakeholderType', 'Solar-Partner');
    const options = await added(team.manager.token, 'stakeholderType', 'Solar Partner!');
    expect(keysOf(options.stakeholderType).slice(-2)).toEqual(['solar_partner', 'solar_partner_2']);
  });

  it('adds options sent at once each once, in distinct places, and only one of a name', async () => {
    const team = await createTeam(testApp, 'Parallel Options');
    const labels = ['Hydro', 'Wind', 'Geothermal', 'Biomass', 'Tidal'];
    const answers = await Promise.all(
      [...labels, 'Hydro', 'hydro'].map((label) =>
        call(team.manager.token, 'POST', '/stakeholder-options/industry_or_sector/', { label }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 201, 201, 422, 422]);
    const list = (await optionsOf(team.manager.token)).industry_or_sector;
    expect(
      list
        .map((option) => option.label)
        .slice(industries.length)
        .sort(),
    ).toEqual([...labels].sort());
  });

  it('renames, retires, restores and reorders, answering every list each time', async () => {
    const team = await createTeam(testApp, 'Edited Options');
    const url = '/stakeholder-options/industry_or_sector/';
    const renamed = await call(team.manager.token, 'PUT', `${url}technology/`, { label: 'Solar Technology' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<StakeholderOptions>().industry_or_sector[0]).toEqual({
      key: 'technology',
      label: 'Solar Technology',
      retired: false,
    });
    const retired = await call(team.manager.token, 'PUT', `${url}retail/`, { retired: true });
    expect(retired.json<StakeholderOptions>().industry_or_sector[3]).toMatchObject({ key: 'retail', retired: true });
    const restored = await call(team.executive.token, 'PUT', `${url}retail/`, { retired: false });
    expect(restored.json<StakeholderOptions>().industry_or_sector[3]).toMatchObject({ retired: false });

    const order = ['other', 'retail', 'healthcare', 'finance', 'technology'];
    const reordered = await call(team.manager.token, 'PUT', url, { keys: order });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(keysOf(reordered.json<StakeholderOptions>().industry_or_sector)).toEqual(order);
    expect(keysOf((await optionsOf(team.support.token)).industry_or_sector)).toEqual(order);

    for (const keys of [order.slice(1), [...order, 'mining'], [...order.slice(1), 'retail']]) {
      const refused = await call(team.manager.token, 'PUT', url, { keys });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.keys).toBe(messages.optionOrderIncomplete);
    }
    expect((await call(team.manager.token, 'PUT', `${url}mining/`, { label: 'Mining' })).statusCode).toBe(404);
    const renamedToTaken = await call(team.manager.token, 'PUT', `${url}finance/`, { label: 'other' });
    expect(renamedToTaken.json().errors.label).toBe(messages.optionLabelTaken);
    expect((await call(team.support.token, 'PUT', url, { keys: order })).statusCode).toBe(403);
  });

  it("leaves another organisation's lists alone, and refuses its options on records", async () => {
    const team = await createTeam(testApp, 'Own Options');
    const other = await createTeam(testApp, 'Other Options');
    await added(other.manager.token, 'primary_entity_at_antigravity', 'Harmattan Holdings');
    expect(keysOf((await optionsOf(team.manager.token)).primary_entity_at_antigravity)).toEqual(primaryEntities);
    const response = await createClient(team, 'harmattan_holdings');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.primary_entity_at_antigravity).toBe(messages.chooseFromList);
  });
});

describe("a record's values", () => {
  it('take an option the organisation added, and refuse one it does not offer', async () => {
    const team = await createTeam(testApp, 'Chosen Options');
    await added(team.manager.token, 'primary_entity_at_antigravity', 'Sunrise Solar Ltd');
    const created = await createClient(team, 'sunrise_solar_ltd');
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<Stakeholder>().primary_entity_at_antigravity).toBe('sunrise_solar_ltd');
    const unknown = await createClient(team, 'moonrise_ltd', 'Moonrise Traders');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.primary_entity_at_antigravity).toBe(messages.chooseFromList);
  });

  it('keep a retired option, which no new record may choose, and show a rename without changing the key', async () => {
    const team = await createTeam(testApp, 'Retired Options');
    const record = (await createClient(team, 'iau_partners')).json<Stakeholder>();
    const url = '/stakeholder-options/primary_entity_at_antigravity/iau_partners/';
    expect((await call(team.manager.token, 'PUT', url, { retired: true, label: 'IAU Group' })).statusCode).toBe(200);

    const refused = await createClient(team, 'iau_partners', 'Second Client');
    expect(refused.json().errors.primary_entity_at_antigravity).toBe(messages.chooseFromList);
    const edited = await call(team.manager.token, 'PUT', `/update-stakeholder/${record.id}/`, {
      nature_of_service: 'Solar and storage',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Stakeholder>().primary_entity_at_antigravity).toBe('iau_partners');
    const moved = await call(team.manager.token, 'PUT', `/update-stakeholder/${record.id}/`, {
      primary_entity_at_antigravity: 'antigravity_media_ltd',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await call(team.manager.token, 'PUT', `/update-stakeholder/${record.id}/`, {
      primary_entity_at_antigravity: 'iau_partners',
    });
    expect(back.json().errors.primary_entity_at_antigravity).toBe(messages.chooseFromList);
  });

  it('take a product the organisation added to its feedback products, not a retired one', async () => {
    const team = await createTeam(testApp, 'Product Options');
    const product = await call(team.manager.token, 'POST', '/feedback-products/', {
      name: 'SolarPay',
      short_code: 'SP',
      colour: 'yellow',
    });
    expect(product.statusCode, product.body).toBe(201);
    const options = await optionsOf(team.support.token);
    expect(options.product_service_used).toContainEqual({ key: 'solarpay', label: 'SolarPay', retired: false });
    const digital = (productServiceUsed: string) =>
      call(team.manager.token, 'POST', '/create-stakeholder/', {
        type: 'new_digital_customer_and_users',
        name: 'Kemi Bello',
        product_service_used: productServiceUsed,
        financial_type: 'paying',
        industry_or_sector: 'technology',
        address: '3 Allen Avenue, Ikeja',
        contact_preference: 'email',
        email: [`kemi.${productServiceUsed}@example.ng`],
      });
    expect((await digital('solarpay')).statusCode).toBe(200);
    await call(team.manager.token, 'PUT', `/feedback-products/${product.json().id}/`, {
      name: 'SolarPay',
      short_code: 'SP',
      colour: 'yellow',
      retired: true,
    });
    expect((await digital('solarpay')).json().errors.product_service_used).toBe(messages.chooseFromList);
  });
});

describe('the stakeholder list', () => {
  it('narrows to one group company or industry, counted as narrowed, and refuses a value that is not a key', async () => {
    const team = await createTeam(testApp, 'Listed By Company');
    await added(team.manager.token, 'primary_entity_at_antigravity', 'Sunrise Solar Ltd');
    const sunrise = (await createClient(team, 'sunrise_solar_ltd', 'Sunrise Client')).json<Stakeholder>();
    await createClient(team, 'iau_partners', 'IAU Client');
    const page = (
      await call(team.support.token, 'GET', '/get-stakeholders/?primary_entity_at_antigravity=sunrise_solar_ltd')
    ).json<StakeholderPage>();
    expect(page.stakeholder_data.map((row) => row.id)).toEqual([sunrise.id]);
    expect(page.count).toBe(1);
    const byIndustry = (
      await call(team.support.token, 'GET', '/get-stakeholders/?industry_or_sector=retail')
    ).json<StakeholderPage>();
    expect(byIndustry.count).toBe(0);
    const refused = await call(team.support.token, 'GET', '/get-stakeholders/?industry_or_sector=Retail%20Shops');
    expect(refused.statusCode).toBe(422);
  });
});

describe('the stakeholder search', () => {
  it("finds the records of a group company by its organisation's name for it", async () => {
    const team = await createTeam(testApp, 'Searched By Company');
    await added(team.manager.token, 'primary_entity_at_antigravity', 'Harmattan Renewables');
    const record = (await createClient(team, 'harmattan_renewables', 'Kano Mills')).json<Stakeholder>();
    await createClient(team, 'iau_partners', 'Jos Tin');
    const page = (await call(team.support.token, 'GET', '/get-stakeholders/?search=harmattan')).json<StakeholderPage>();
    expect(page.stakeholder_data.map((row) => row.id)).toEqual([record.id]);
    expect(page.count).toBe(1);
  });
});

describe('the CSV', () => {
  const exportRows = async (team: Team) => {
    const response = await call(team.manager.token, 'GET', '/export-stakeholders/');
    const [header, ...rows] = parse(response.body, { bom: true }) as string[][];
    return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]])));
  };

  it("writes the organisation's names for its values, and an import reads them back as keys", async () => {
    const team = await createTeam(testApp, 'Listed Options');
    await added(team.manager.token, 'primary_entity_at_antigravity', 'Sunrise Solar Ltd');
    const url = '/stakeholder-options/primary_entity_at_antigravity/sunrise_solar_ltd/';
    await call(team.manager.token, 'PUT', url, { label: 'Sunrise Renewables' });
    await createClient(team, 'sunrise_solar_ltd');
    const [row] = await exportRows(team);
    expect(row!.primary_entity_at_antigravity).toBe('Sunrise Renewables');

    const body = { ...clientBody(team, 'sunrise renewables', 'Harmattan Energy'), email: 'ops@harmattan.ng' };
    const file = multipartFile({
      filename: 'stakeholders.csv',
      content: stringify([{ ...body, strategic_account_manager: team.manager.user.email }], { header: true }),
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/import-stakeholders/',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(team.manager.token) },
    });
    const report = response.json<StakeholderImportReport>();
    expect(report.skipped).toEqual([]);
    const id = report.created[0]!.id;
    const record = (await call(team.manager.token, 'GET', `/get-stakeholders/${id}/`)).json<Stakeholder>();
    expect(record.primary_entity_at_antigravity).toBe('sunrise_solar_ltd');
  });
});
