import {
  messages,
  type Stakeholder,
  type StakeholderHistoryPage,
  type StakeholderImportReport,
  stakeholderCsvFields,
  stakeholderExportColumns,
  stakeholderFieldsShape,
} from '@srm/contract';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { and, arrayOverlaps, desc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stakeholders } from '../../db/schema/index.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { pngImage } from '../../test/images.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const digitalColumns = {
  type: 'new_digital_customer_and_users',
  product_service_used: 'acadaboo',
  financial_type: 'paying',
  industry_or_sector: 'technology',
  address: '12 Marina, Lagos',
  contact_preference: 'email',
};
const digitalRecord = (name: string, email: string) => ({ ...digitalColumns, name, email: [email] });
const clientRecord = (team: Team) => ({
  type: 'new_client',
  name: 'Zenith Bank',
  legal_status: 'company',
  category: 'vip',
  business_status: 'active',
  nature_of_service: 'Payroll',
  primary_entity_at_antigravity: 'antigravity_group_ltd',
  strategic_account_manager: team.executive.user.id,
  sensitivity: 'confidential',
  address: '12 Marina, Lagos',
  contact_preference: 'email_and_phone',
  email: ['ada@zenith.ng', 'accounts@zenith.ng'],
  phone: ['0803 123 4567', '08091234567'],
  contact_person_name: 'Ada Obi',
  contact_person_title: 'Treasurer',
  contact_person_email: 'ada.obi@zenith.ng',
  contract_start_date: '2026-01-01',
  contract_end_date: '2026-12-31',
});

async function created(team: Team, payload: object) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/create-stakeholder/',
    payload,
    headers: bearer(team.manager.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Stakeholder;
}

const exportAs = (token: string, query = '') =>
  testApp.app.inject({ url: `/api/profile/export-stakeholders/${query}`, headers: bearer(token) });

// The exported file's rows as objects by column, the header apart.
function rowsOf(body: string) {
  const [header, ...rows] = parse(body, { bom: true }) as string[][];
  return { header, rows: rows.map((row) => Object.fromEntries(header!.map((column, index) => [column, row[index]]))) };
}

const upload = (content: string | Buffer, token: string, filename = 'stakeholders.csv') => {
  const file = multipartFile({ filename, content });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/profile/import-stakeholders/',
    payload: file.payload,
    headers: { ...file.headers, ...bearer(token) },
  });
};

async function imported(content: string, token: string) {
  const response = await upload(content, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StakeholderImportReport;
}

// A file of these rows, its columns those of the first row.
const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true, columns: Object.keys(rows[0]!) });

const digitalRow = (cells: Record<string, string>) => ({ ...digitalColumns, name: '', email: '', ...cells });

const recordOf = async (team: Team, id: string) =>
  (
    await testApp.app.inject({ url: `/api/profile/get-stakeholders/${id}/`, headers: bearer(team.manager.token) })
  ).json() as Stakeholder;
const historyOf = async (team: Team, id: string) =>
  (
    await testApp.app.inject({
      url: `/api/profile/get-stakeholder-history/${id}/`,
      headers: bearer(team.manager.token),
    })
  ).json() as StakeholderHistoryPage;
const liveHoldersOf = (team: Team, email: string) =>
  testApp.database.db
    .select()
    .from(stakeholders)
    .where(
      and(
        eq(stakeholders.organizationId, team.organization.id),
        isNull(stakeholders.deletedAt),
        arrayOverlaps(stakeholders.emails, [email]),
      ),
    );

describe('exporting stakeholders', () => {
  let team: Team;
  let client: Stakeholder;
  let digital: Stakeholder;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Export Foods');
    client = await created(team, clientRecord(team));
    testApp.clock.advance(60_000);
    digital = await created(team, {
      ...digitalRecord('=HYPERLINK("http://evil.example")', 'tolu@example.ng'),
      address: '@SUM(A1)',
    });
  });

  it('answers a spreadsheet file of every field, newest first, with its formulas defused', async () => {
    const response = await exportAs(team.support.token);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const day = testApp.clock.now().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="srm-stakeholders-${day}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const { header, rows } = rowsOf(response.body);
    expect(header).toEqual([...stakeholderExportColumns]);
    expect(header!.slice(0, 5)).toEqual(['reference', 'type', 'name', 'email', 'phone']);
    expect(header!.slice(-2)).toEqual(['created_at', 'last_activity_at']);
    expect(rows.map((row) => row.reference)).toEqual([digital.reference, client.reference]);
    expect(rows[0]).toMatchObject({
      type: 'new_digital_customer_and_users',
      name: `'=HYPERLINK("http://evil.example")`,
      address: "'@SUM(A1)",
      email: 'tolu@example.ng',
      // A field the type does not have is empty.
      legal_status: '',
      created_at: digital.created_at,
    });
    expect(rows[1]).toMatchObject({
      type: 'new_client',
      name: 'Zenith Bank',
      email: 'ada@zenith.ng; accounts@zenith.ng',
      phone: '8031234567; 8091234567',
      strategic_account_manager: team.executive.user.email,
      sensitivity: 'confidential',
      contract_start_date: '2026-01-01',
      contract_end_date: '2026-12-31',
      contact_person_email: 'ada.obi@zenith.ng',
      last_activity_at: client.last_activity_at,
    });
  });

  it('gives the records of one type when asked', async () => {
    const { rows } = rowsOf((await exportAs(team.manager.token, '?type=new_client')).body);
    expect(rows.map((row) => row.reference)).toEqual([client.reference]);
  });

  it('names every field of a record, once', () => {
    expect(new Set(stakeholderCsvFields).size).toBe(stakeholderCsvFields.length);
    expect([...stakeholderCsvFields].sort()).toEqual(Object.keys(stakeholderFieldsShape).sort());
  });

  it('leaves out the records the reader may not see (docs/product.md#roles)', async () => {
    const hidden = await createTeam(testApp, 'Sensitive Export Foods');
    const levels = [null, 'confidential', 'restricted', 'most_confidential'] as const;
    for (const sensitivity of levels) {
      await createStakeholder(testApp.database.db, {
        organizationId: hidden.organization.id,
        type: 'new_client',
        name: `Level ${sensitivity ?? 'none'}`,
        sensitivity,
      });
    }
    const namesFor = async (token: string) =>
      rowsOf((await exportAs(token)).body)
        .rows.map((row) => row.name)
        .sort();

    expect(await namesFor(hidden.manager.token)).toEqual([
      'Level confidential',
      'Level most_confidential',
      'Level none',
      'Level restricted',
    ]);
    expect(await namesFor(hidden.executive.token)).toEqual(['Level confidential', 'Level none']);
    expect(await namesFor(hidden.support.token)).toEqual(['Level confidential', 'Level none']);
  });

  it('reads a large organisation in batches, every record once, in the list order', async () => {
    const large = await createTeam(testApp, 'Large Export Foods');
    const organizationId = large.organization.id;
    const start = new Date('2025-06-01T00:00:00Z').getTime();
    const count = 2_050;
    // Many records share a moment, so batches end inside a run of equal times.
    await testApp.database.db.insert(stakeholders).values(
      Array.from({ length: count }, (_, index) => {
        const reference = `STK-${String(index + 1).padStart(6, '0')}`;
        const at = new Date(start + Math.floor(index / 7) * 1000);
        return {
          organizationId,
          number: index + 1,
          reference,
          type: 'others' as const,
          name: `Partner ${index}`,
          emails: [`partner.${index}@example.ng`],
          searchText: reference,
          lastActivityAt: at,
          createdAt: at,
          updatedAt: at,
        };
      }),
    );
    // Times a JavaScript Date cannot hold, which the batches must still order by.
    await testApp.database.db.execute(
      sql`update stakeholders set created_at = created_at + (number % 3) * interval '1 microsecond'
          where organization_id = ${organizationId}`,
    );
    const inListOrder = await testApp.database.db
      .select({ reference: stakeholders.reference })
      .from(stakeholders)
      .where(eq(stakeholders.organizationId, organizationId))
      .orderBy(desc(stakeholders.createdAt), desc(stakeholders.id));

    const { rows } = rowsOf((await exportAs(large.manager.token)).body);

    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row.reference)).toEqual(inListOrder.map((row) => row.reference));
  });
});

describe('importing stakeholders', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Import Foods');
  });

  it('adds a record per row, reading headers in any case and the account manager by email', async () => {
    const content = [
      'TYPE,Name,Legal Status,category,Business_Status,nature of service,primary_entity_at_antigravity,' +
        'Strategic_Account_Manager,sensitivity,address,contact_preference,Email,Phone,contract_start_date,' +
        'contact_person_email,product_service_used,financial_type,industry_or_sector',
      `Client,Eko Bank,Individual Name,VIP,active,Payroll,antigravity_group_ltd,${team.executive.user.email.toUpperCase()},` +
        'confidential,"12 Marina, Lagos",Both,"Ada@Eko.ng; accounts@eko.ng","0803 123 4567, 08091234567",2026-02-01,,,,',
      'new_digital_customer_and_users,Tolu Bakare,,,,,,,,"4 Allen Avenue, Ikeja",email,tolu.bakare@example.ng,,,,' +
        'acadaboo,Non-paying,technology',
    ].join('\r\n');

    const report = await imported(content, team.manager.token);

    expect(report.skipped).toEqual([]);
    expect(report.updated).toEqual([]);
    expect(report.created).toEqual([
      { line: 2, id: expect.any(String), reference: expect.stringMatching(/^STK-\d{6}$/) },
      { line: 3, id: expect.any(String), reference: expect.stringMatching(/^STK-\d{6}$/) },
    ]);
    const bank = await recordOf(team, report.created[0]!.id!);
    expect(bank).toMatchObject({
      type: 'new_client',
      name: 'Eko Bank',
      legal_status: 'individual_name',
      category: 'vip',
      contact_preference: 'email_and_phone',
      email: ['ada@eko.ng', 'accounts@eko.ng'],
      phone: ['8031234567', '8091234567'],
      strategic_account_manager: expect.objectContaining({ id: team.executive.user.id }),
      contract_start_date: '2026-02-01',
    });
    expect(await recordOf(team, report.created[1]!.id!)).toMatchObject({
      type: 'new_digital_customer_and_users',
      financial_type: 'non_paying',
    });
    const history = await historyOf(team, bank.id);
    expect(history.results).toEqual([
      expect.objectContaining({ type: 'created', author: expect.objectContaining({ id: team.manager.user.id }) }),
    ]);
  });

  it('updates the record of the same type holding the email instead of adding a twin, recording only what changed', async () => {
    const record = await created(team, digitalRecord('Kemi Adeyemi', 'kemi@example.ng'));

    const report = await imported(
      csvOf([digitalRow({ email: 'KEMI@example.ng', address: '7 Broad Street, Lagos', industry_or_sector: '' })]),
      team.manager.token,
    );

    expect(report).toEqual({
      created: [],
      updated: [{ line: 2, id: record.id, reference: record.reference }],
      unchanged: [],
      skipped: [],
    });
    expect(await liveHoldersOf(team, 'kemi@example.ng')).toHaveLength(1);
    const after = await recordOf(team, record.id);
    // Empty cells keep their values.
    expect(after).toMatchObject({
      name: 'Kemi Adeyemi',
      industry_or_sector: 'technology',
      address: '7 Broad Street, Lagos',
    });
    const [edit] = (await historyOf(team, record.id)).results;
    expect(edit).toMatchObject({ type: 'edited', author: expect.objectContaining({ id: team.manager.user.id }) });
    expect(edit!.changes).toEqual({ address: { from: '12 Marina, Lagos', to: '7 Broad Street, Lagos' } });
  });

  it('reports a row that changes nothing as unchanged and writes nothing', async () => {
    const record = await created(team, digitalRecord('Bisi Ola', 'bisi@example.ng'));

    const report = await imported(
      csvOf([digitalRow({ name: 'Bisi Ola', email: 'bisi@example.ng' })]),
      team.manager.token,
    );

    expect(report.unchanged).toEqual([{ line: 2, id: record.id, reference: record.reference }]);
    expect(report.updated).toEqual([]);
    expect((await historyOf(team, record.id)).count).toBe(1);
  });

  it('takes a second row with the same email as an update of the record the first added', async () => {
    const report = await imported(
      csvOf([
        digitalRow({ name: 'Femi Kuti', email: 'femi@example.ng' }),
        digitalRow({ email: 'femi@example.ng', address: '1 Shrine Road, Ikeja' }),
      ]),
      team.manager.token,
    );

    expect(report.created).toEqual([{ line: 2, id: expect.any(String), reference: expect.any(String) }]);
    expect(report.updated).toEqual([{ line: 3, id: report.created[0]!.id, reference: report.created[0]!.reference }]);
    expect(await liveHoldersOf(team, 'femi@example.ng')).toHaveLength(1);
  });

  it('skips invalid rows with their reasons and writes none of them', async () => {
    await created(team, digitalRecord('Digital Only', 'digital.only@example.ng'));
    const rows = [
      digitalRow({ name: 'No Address', email: 'no.address@example.ng', address: '' }),
      digitalRow({ type: 'partner', name: 'Unknown Type' }),
      digitalRow({ name: 'Free Rider', financial_type: 'free' }),
      digitalRow({ type: 'new_client', name: 'Ghost Managed', strategic_account_manager: 'nobody@zenith.ng' }),
      digitalRow({ name: 'Bad Date', contract_start_date: '01/02/2026' }),
      digitalRow({ name: 'Nowhere', address: '', contact_preference: '' }),
      digitalRow({ type: 'new_customer', name: 'Other Type', email: 'digital.only@example.ng' }),
      digitalRow({ name: 'Bad Email', email: 'not-an-email' }),
      digitalRow({ name: 'Good Row', email: 'good.row@example.ng' }),
    ].map((row) => ({ strategic_account_manager: '', contract_start_date: '', ...row }));
    const [header, ...lines] = csvOf(rows).trimEnd().split('\n');
    // A blank line still counts, as a spreadsheet shows it.
    const content = [header, ...lines.slice(0, -1), '', lines.at(-1)].join('\n');
    const before = await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stakeholders)
      .where(eq(stakeholders.organizationId, team.organization.id));

    const report = await imported(content, team.manager.token);

    expect(report.skipped).toEqual([
      { line: 2, reason: messages.fillInAddress },
      { line: 3, reason: messages.stakeholderTypeRequired },
      { line: 4, reason: `financial_type: ${messages.chooseFromList}` },
      { line: 5, reason: `strategic_account_manager: ${messages.accountManagerNotInOrganization}` },
      { line: 6, reason: `contract_start_date: ${messages.dateInvalid}` },
      { line: 7, reason: `${messages.fillInAddress} ${messages.fillInContactPreference}` },
      { line: 8, reason: messages.stakeholderImportEmailHeld },
      { line: 9, reason: messages.stakeholderEmailsInvalid },
    ]);
    expect(report.created).toEqual([{ line: 11, id: expect.any(String), reference: expect.any(String) }]);
    const after = await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stakeholders)
      .where(eq(stakeholders.organizationId, team.organization.id));
    expect(after[0]!.n).toBe(before[0]!.n + 1);
  });

  it('refuses more than 1000 rows, a file that is not a CSV, one without its header row, and no file', async () => {
    const tooMany = csvOf(
      Array.from({ length: 1001 }, (_, index) => digitalRow({ name: `Row ${index}`, email: `row.${index}@ex.ng` })),
    );
    const refused = await upload(tooMany, team.manager.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.stakeholderImportTooManyRows);
    expect(await liveHoldersOf(team, 'row.0@ex.ng')).toEqual([]);

    const image = await upload(pngImage(), team.manager.token, 'stakeholders.csv');
    expect(image.statusCode).toBe(400);
    expect(image.json().detail).toBe(messages.csvOnly);

    const noHeader = await upload('new_client,Zenith Bank\n', team.manager.token);
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().detail).toBe(messages.stakeholderImportNeedsCsv);

    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/import-stakeholders/',
      payload: {},
      headers: bearer(team.manager.token),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe(messages.stakeholderImportNeedsCsv);
  });

  it('takes its own export back as unchanged', async () => {
    const own = await createTeam(testApp, 'Round Trip Foods');
    await created(own, clientRecord(own));
    await created(own, digitalRecord('Tolu Bakare', 'tolu@example.ng'));
    const file = (await exportAs(own.manager.token)).body;

    const report = await imported(file, own.manager.token);

    expect(report.unchanged.map((row) => row.line)).toEqual([2, 3]);
    expect([report.created, report.updated, report.skipped]).toEqual([[], [], []]);
  });
});

describe('importing stakeholders by role', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam(testApp, 'Role Import Foods');
  });

  it('lets only managers update: an executive is told so and the record stays as it was', async () => {
    const record = await created(team, digitalRecord('Shared Record', 'shared@example.ng'));
    const file = csvOf([digitalRow({ email: 'shared@example.ng', address: '9 Awolowo Road, Ikoyi' })]);

    const byExecutive = await imported(file, team.executive.token);
    expect(byExecutive.skipped).toEqual([{ line: 2, reason: messages.stakeholderImportManagersUpdate }]);
    expect((await recordOf(team, record.id)).address).toBe('12 Marina, Lagos');

    const byManager = await imported(file, team.manager.token);
    expect(byManager.updated).toEqual([{ line: 2, id: record.id, reference: record.reference }]);
    expect((await recordOf(team, record.id)).address).toBe('9 Awolowo Road, Ikoyi');
  });

  it('says of a record the importer may not see what it says of one of another type, and changes neither', async () => {
    const restricted = await createStakeholder(testApp.database.db, {
      organizationId: team.organization.id,
      type: 'new_digital_customer_and_users',
      emails: ['secret@example.ng'],
      sensitivity: 'restricted',
    });
    await createStakeholder(testApp.database.db, {
      organizationId: team.organization.id,
      type: 'others',
      emails: ['partner@example.ng'],
    });

    const report = await imported(
      csvOf([
        digitalRow({ email: 'secret@example.ng', address: '1 Hidden Close' }),
        digitalRow({ email: 'partner@example.ng', address: '2 Open Street' }),
      ]),
      team.executive.token,
    );

    expect(report.skipped).toEqual([
      { line: 2, reason: messages.stakeholderImportEmailHeld },
      { line: 3, reason: messages.stakeholderImportEmailHeld },
    ]);
    const [after] = await testApp.database.db.select().from(stakeholders).where(eq(stakeholders.id, restricted.id));
    expect(after!.address).toBe(restricted.address);
    expect(await liveHoldersOf(team, 'secret@example.ng')).toHaveLength(1);
  });

  it('skips a row of a sensitivity its importer may not see, which would hide the record from them', async () => {
    const report = await imported(
      csvOf([digitalRow({ name: 'Quiet Client', email: 'quiet@example.ng', sensitivity: 'restricted' })]),
      team.executive.token,
    );

    expect(report.created).toEqual([]);
    expect(report.skipped).toEqual([{ line: 2, reason: `sensitivity: ${messages.sensitivityAboveYours}` }]);
    expect(await liveHoldersOf(team, 'quiet@example.ng')).toEqual([]);
  });
});
