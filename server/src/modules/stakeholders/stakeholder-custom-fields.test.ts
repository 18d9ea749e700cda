import {
  type CustomFields,
  customFieldMessages,
  messages,
  type SearchResults,
  type Stakeholder,
  type StakeholderHistoryPage,
  type StakeholderImportReport,
  type StakeholderPage,
} from '@srm/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { multipartFile, multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#custom-fields: a record's values of the organisation's own fields, checked by type, kept in
// its history and found by search.

let testApp: TestApp;
let team: Team;
let fields: CustomFields['results'];
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Sunrise Solar');
  const define = (field: object) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/profile/custom-fields/',
      headers: bearer(team.manager.token),
      payload: { target: 'stakeholder', ...field },
    });
  await define({ label: 'Meter Number', type: 'text', required: true });
  await define({ label: 'Roof Area', type: 'number' });
  await define({ label: 'Installed On', type: 'date', tab: 'contract' });
  await define({ label: 'Inverter', type: 'choice', choices: ['Victron', 'Growatt'] });
  await define({ label: 'Panels', type: 'multi_choice', choices: ['Jinko', 'Longi'] });
  const last = await define({ label: 'Battery Backup', type: 'yes_no' });
  fields = last.json<CustomFields>().results;
});
afterAll(() => testApp.close());

const digitalRecord = (name: string, custom: Record<string, unknown>) => ({
  type: 'new_digital_customer_and_users',
  name,
  product_service_used: 'acadaboo',
  financial_type: 'paying',
  industry_or_sector: 'technology',
  address: '3 Allen Avenue, Ikeja',
  contact_preference: 'email',
  email: [`${name.split(' ')[0]!.toLowerCase()}@example.ng`],
  custom_fields: custom,
});
const create = (payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/profile/create-stakeholder/',
    headers: bearer(team.manager.token),
    payload,
  });
const edit = (id: string, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/profile/update-stakeholder/${id}/`,
    headers: bearer(team.manager.token),
    payload,
  });
const get = (url: string) => testApp.app.inject({ url, headers: bearer(team.support.token) });

describe("a record's own fields", () => {
  it('keep a value of each type, and are shown with the record', async () => {
    const values = {
      meter_number: 'MTR-44821-LAG',
      roof_area: 86.5,
      installed_on: '2026-10-02',
      inverter: 'Victron',
      panels: ['Jinko', 'Longi'],
      battery_backup: true,
    };
    const response = await create(digitalRecord('Tunde Bakare', values));
    expect(response.statusCode, response.body).toBe(200);
    const record = response.json<Stakeholder>();
    expect(record.custom_fields).toEqual(values);
    expect((await get(`/api/profile/get-stakeholders/${record.id}/`)).json<Stakeholder>().custom_fields).toEqual(
      values,
    );
  });

  it("refuse a value of the wrong type, a choice not offered, a required one left empty, with the field's own words", async () => {
    const response = await create(
      digitalRecord('Wrong Values', {
        roof_area: 'big',
        installed_on: '02/10/2026',
        inverter: 'Tesla',
        battery_backup: 'yes',
        colour: 'red',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'custom_fields.meter_number': customFieldMessages.required('Meter Number'),
      'custom_fields.roof_area': customFieldMessages.number('Roof Area'),
      'custom_fields.installed_on': customFieldMessages.date('Installed On'),
      'custom_fields.inverter': customFieldMessages.choice('Inverter'),
      'custom_fields.battery_backup': customFieldMessages.yesNo('Battery Backup'),
      'custom_fields.colour': messages.customFieldUnknown,
    });
  });

  it('are sent as JSON text in a multipart form too', async () => {
    const form = multipartForm({
      fields: {
        ...digitalRecord('Ifeoma Eze', {}),
        email: 'ifeoma@example.ng',
        custom_fields: JSON.stringify({ meter_number: 'MTR-1200' }),
      },
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-stakeholder/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(team.manager.token) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Stakeholder>().custom_fields).toEqual({ meter_number: 'MTR-1200' });
  });

  it('change by an edit of only the values sent, each change in the history as it reads', async () => {
    const record = (
      await create(digitalRecord('Musa Danjuma', { meter_number: 'MTR-1', inverter: 'Growatt' }))
    ).json<Stakeholder>();
    const edited = await edit(record.id, { custom_fields: { inverter: 'Victron', battery_backup: false } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Stakeholder>().custom_fields).toEqual({
      meter_number: 'MTR-1',
      inverter: 'Victron',
      battery_backup: false,
    });
    const history = (await get(`/api/profile/get-stakeholder-history/${record.id}/`)).json<StakeholderHistoryPage>();
    expect(history.results[0]!.changes).toEqual({
      'custom_fields.inverter': { from: 'Growatt', to: 'Victron' },
      'custom_fields.battery_backup': { from: null, to: 'No' },
    });
    const unchanged = await edit(record.id, { custom_fields: { inverter: 'Victron' } });
    expect(unchanged.statusCode).toBe(200);
    const after = (await get(`/api/profile/get-stakeholder-history/${record.id}/`)).json<StakeholderHistoryPage>();
    expect(after.results).toHaveLength(history.results.length);
  });

  it('keep the value of a retired field, which no record may be given anew', async () => {
    const roofArea = fields.find((field) => field.key === 'roof_area')!;
    const record = (
      await create(digitalRecord('Grace Okon', { meter_number: 'MTR-2', roof_area: 40 }))
    ).json<Stakeholder>();
    const retired = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/custom-fields/${roofArea.id}/`,
      headers: bearer(team.manager.token),
      payload: { retired: true },
    });
    expect(retired.statusCode).toBe(200);
    const kept = await edit(record.id, { custom_fields: { meter_number: 'MTR-2B' } });
    expect(kept.json<Stakeholder>().custom_fields).toEqual({ meter_number: 'MTR-2B', roof_area: 40 });
    const refused = await create(digitalRecord('Halima Sule', { meter_number: 'MTR-3', roof_area: 12 }));
    expect(refused.json().errors['custom_fields.roof_area']).toBe(messages.customFieldUnknown);
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/custom-fields/${roofArea.id}/`,
      headers: bearer(team.manager.token),
      payload: { retired: false },
    });
  });

  it('are found by their text in the list search and the global search', async () => {
    const record = (await create(digitalRecord('Chinedu Obi', { meter_number: 'MTR-98765-ABJ' }))).json<Stakeholder>();
    const listed = (await get('/api/profile/get-stakeholders/?search=98765-ABJ')).json<StakeholderPage>();
    expect(listed.stakeholder_data.map((row) => row.id)).toEqual([record.id]);
    const global = (await get('/api/search/?q=MTR-98765')).json<SearchResults>();
    expect(global.results.some((hit) => hit.kind === 'stakeholder' && hit.id === record.id)).toBe(true);
  });
});

describe('the CSV', () => {
  const csvRows = (body: string) => {
    const [header, ...rows] = parse(body, { bom: true }) as string[][];
    return rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]])));
  };
  const importFile = (rows: Record<string, string>[]) => {
    const columns = [...new Set(rows.flatMap((each) => Object.keys(each)))];
    const file = multipartFile({ filename: 'stakeholders.csv', content: stringify(rows, { header: true, columns }) });
    return testApp.app.inject({
      method: 'POST',
      url: '/api/profile/import-stakeholders/',
      payload: file.payload,
      headers: { ...file.headers, ...bearer(team.manager.token) },
    });
  };
  const row = (name: string, cells: Record<string, string>) => ({
    type: 'Digital Customer and Users',
    name,
    product_service_used: 'acadaboo',
    financial_type: 'paying',
    industry_or_sector: 'technology',
    address: '3 Allen Avenue, Ikeja',
    contact_preference: 'email',
    email: `${name.split(' ')[0]!.toLowerCase()}.csv@example.ng`,
    ...cells,
  });

  it('writes a column per field, headed by its label, each value as it reads', async () => {
    const values = { meter_number: 'MTR-CSV-1', panels: ['Jinko', 'Longi'], battery_backup: true };
    const record = (await create(digitalRecord('Efe Export', values))).json<Stakeholder>();
    const response = await testApp.app.inject({
      url: '/api/profile/export-stakeholders/',
      headers: bearer(team.manager.token),
    });
    const exported = csvRows(response.body).find((each) => each.reference === record.reference)!;
    expect(exported).toMatchObject({ 'Meter Number': 'MTR-CSV-1', Panels: 'Jinko; Longi', 'Battery Backup': 'Yes' });
  });

  it("reads the fields' columns by label or key into typed values, and refuses a row whose value does not read", async () => {
    const response = await importFile([
      row('Ada Import', {
        'meter number': 'MTR-CSV-2',
        roof_area: '1,250',
        Inverter: 'victron',
        Panels: 'longi; Jinko',
      }),
      row('Bayo Import', { 'Meter Number': 'MTR-CSV-3', 'Battery Backup': 'perhaps' }),
    ]);
    const report = response.json<StakeholderImportReport>();
    expect(report.skipped).toEqual([
      { line: 3, reason: `custom_fields.battery_backup: ${customFieldMessages.yesNo('Battery Backup')}` },
    ]);
    const created = (await get(`/api/profile/get-stakeholders/${report.created[0]!.id}/`)).json<Stakeholder>();
    expect(created.custom_fields).toEqual({
      meter_number: 'MTR-CSV-2',
      roof_area: 1250,
      inverter: 'Victron',
      panels: ['Longi', 'Jinko'],
    });

    const again = (
      await importFile([row('Ada Import', { 'Meter Number': 'MTR-CSV-2', 'Battery Backup': 'no' })])
    ).json<StakeholderImportReport>();
    expect(again.updated.map((each) => each.id)).toEqual([created.id]);
    const unchanged = (
      await importFile([row('Ada Import', { 'Meter Number': 'MTR-CSV-2' })])
    ).json<StakeholderImportReport>();
    expect(unchanged.unchanged.map((each) => each.id)).toEqual([created.id]);
  });
});
