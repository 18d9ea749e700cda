import { messages, type Stakeholder, type StakeholderDetail, type StakeholderImportReport } from '@srm/contract';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { multipartFile, multipartForm } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#stakeholders: a contract ends, and is renewed, no earlier than it starts.

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Sunrise Solar');
});
afterAll(() => testApp.close());

const digital = (name: string, email: string, dates: Record<string, string> = {}) => ({
  type: 'new_digital_customer_and_users',
  name,
  product_service_used: 'acadaboo',
  financial_type: 'paying',
  industry_or_sector: 'technology',
  address: '12 Marina, Lagos',
  contact_preference: 'email',
  email: email,
  ...dates,
});

const create = (payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/profile/create-stakeholder/',
    payload,
    headers: bearer(team.manager.token),
  });
const update = (id: string, fields: Record<string, string>) => {
  const form = multipartForm({ fields });
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/profile/update-stakeholder/${id}/`,
    payload: form.payload,
    headers: { ...form.headers, ...bearer(team.manager.token) },
  });
};
const detailOf = async (id: string) =>
  (
    await testApp.app.inject({ url: `/api/profile/get-stakeholders/${id}/`, headers: bearer(team.manager.token) })
  ).json() as StakeholderDetail;
const holdersOf = async (search: string) =>
  (
    (
      await testApp.app.inject({
        url: `/api/profile/get-stakeholders/?search=${encodeURIComponent(search)}`,
        headers: bearer(team.manager.token),
      })
    ).json() as { count: number }
  ).count;
async function imported(rows: Record<string, string>[]) {
  const file = multipartFile({
    filename: 'stakeholders.csv',
    content: stringify(rows, { header: true, columns: Object.keys(rows[0]!) }),
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/import-stakeholders/',
    payload: file.payload,
    headers: { ...file.headers, ...bearer(team.manager.token) },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StakeholderImportReport;
}

describe('contract dates', () => {
  it('refuses a new record whose contract ends or is renewed before it starts, under each field', async () => {
    const response = await create(
      digital('Ends Early', 'ends.early@example.ng', {
        contract_start_date: '2026-06-01',
        contract_end_date: '2026-05-31',
        contract_renewal_date: '2026-01-15',
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: messages.stakeholderAddInvalid,
      errors: {
        contract_end_date: messages.contractEndBeforeStart,
        contract_renewal_date: messages.contractRenewalBeforeStart,
      },
    });
    expect(await holdersOf('ends.early@example.ng')).toBe(0);
  });

  it('keeps a contract that ends after it starts, or on the same day, and dates given without a start', async () => {
    const ordered = await create(
      digital('In Order', 'in.order@example.ng', {
        contract_start_date: '2026-06-01',
        contract_end_date: '2027-05-31',
        contract_renewal_date: '2026-06-01',
      }),
    );
    expect(ordered.statusCode, ordered.body).toBe(200);
    const noStart = await create(digital('No Start', 'no.start@example.ng', { contract_end_date: '2020-01-01' }));
    expect(noStart.statusCode, noStart.body).toBe(200);
  });

  it('refuses an edit that moves the end before the kept start, or the start past the kept renewal', async () => {
    const record = (await (
      await create(
        digital('Edited', 'edited@example.ng', {
          contract_start_date: '2026-06-01',
          contract_renewal_date: '2027-06-01',
        }),
      )
    ).json()) as Stakeholder;

    const endEarly = await update(record.id, { contract_end_date: '2026-01-01' });
    expect(endEarly.statusCode).toBe(422);
    expect(endEarly.json()).toMatchObject({
      detail: messages.stakeholderEditInvalid,
      errors: { contract_end_date: messages.contractEndBeforeStart },
    });
    const startLate = await update(record.id, { contract_start_date: '2028-01-01' });
    expect(startLate.statusCode).toBe(422);
    expect(startLate.json().errors).toEqual({ contract_renewal_date: messages.contractRenewalBeforeStart });

    const detail = await detailOf(record.id);
    expect(detail).toMatchObject({
      contract_start_date: '2026-06-01',
      contract_end_date: null,
      contract_renewal_date: '2027-06-01',
    });
  });

  it('skips imported rows whose contract ends or is renewed before it starts, new or updating a record', async () => {
    const kept = (await (
      await create(digital('Imported Before', 'imported.before@example.ng', { contract_start_date: '2026-06-01' }))
    ).json()) as Stakeholder;
    const row = (cells: Record<string, string>) => ({
      ...digital('', '', { contract_start_date: '', contract_end_date: '', contract_renewal_date: '' }),
      ...cells,
    });

    const report = await imported([
      row({
        name: 'Row Ends Early',
        email: 'row.ends@example.ng',
        contract_start_date: '2026-06-01',
        contract_end_date: '2026-05-01',
      }),
      row({
        name: 'Row Renews Early',
        email: 'row.renews@example.ng',
        contract_start_date: '2026-06-01',
        contract_renewal_date: '2025-06-01',
      }),
      row({ name: 'Imported Before', email: 'imported.before@example.ng', contract_end_date: '2026-01-01' }),
      row({
        name: 'Row In Order',
        email: 'row.order@example.ng',
        contract_start_date: '2026-06-01',
        contract_end_date: '2026-12-31',
      }),
    ]);

    expect(report.skipped).toEqual([
      { line: 2, reason: messages.contractEndBeforeStart },
      { line: 3, reason: messages.contractRenewalBeforeStart },
      { line: 4, reason: messages.contractEndBeforeStart },
    ]);
    expect(report.created).toEqual([{ line: 5, id: expect.any(String), reference: expect.any(String) }]);
    expect(await holdersOf('row.ends@example.ng')).toBe(0);
    expect(await holdersOf('row.renews@example.ng')).toBe(0);
    expect((await detailOf(kept.id)).contract_end_date).toBeNull();
  });
});
