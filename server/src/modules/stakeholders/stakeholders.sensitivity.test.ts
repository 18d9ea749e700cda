import { randomUUID } from 'node:crypto';
import type {
  Log,
  LogPage,
  PermissionType,
  StakeholderContact,
  StakeholderDetail,
  StakeholderDuplicates,
  StakeholderPage,
  StakeholderSensitivity,
  StakeholderType,
} from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logs } from '../../db/schema/index.js';
import { bearer, createLog, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

type Level = StakeholderSensitivity | null;
type Role = Extract<PermissionType, 'manager' | 'executive' | 'support'>;
type Fixture = { id: string; name: string; email: string; type: StakeholderType; logId: string };

// docs/product.md#roles, written out rather than derived, so the test states the rule.
const hiddenFrom: Record<Role, readonly Level[]> = {
  manager: [],
  executive: ['restricted', 'most_confidential'],
  support: ['restricted', 'most_confidential'],
};
const isVisible = (role: Role, level: Level) => !hiddenFrom[role].includes(level);

// Distinct names (none inside another), so a search by one finds only its record.
const recordsAt: { level: Level; type: StakeholderType; name: string }[] = [
  { level: null, type: 'others', name: 'Aso Rock Traders' },
  { level: 'confidential', type: 'new_client', name: 'Bonny Island Gas' },
  { level: 'restricted', type: 'new_customer', name: 'Calabar Cocoa Mills' },
  { level: 'most_confidential', type: 'new_client', name: 'Dutse Tin Works' },
];

const roles: Role[] = ['manager', 'executive', 'support'];
const cases = roles.flatMap((role) =>
  recordsAt.map(({ level }) => {
    const visible = isVisible(role, level);
    return { role, level, label: level ? `marked ${level}` : 'without a sensitivity', visible };
  }),
);
type Case = (typeof cases)[number];

// Rows whose first three entries fill a test's name: role, what happens, level.
const named = (verb: (visible: boolean) => string, rows = cases) =>
  rows.map((row) => [row.role, verb(row.visible), row.label, row] as [string, string, string, Case]);
const sees = (visible: boolean) => (visible ? 'sees' : 'does not see');
const opens = (visible: boolean) => (visible ? 'opens' : 'gets 404, as for an unknown id, for');

let testApp: TestApp;
let team: Team;
const fixtures = new Map<Level, Fixture>();
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Sensitive Foods');
  const db = testApp.database.db;
  const organizationId = team.organization.id;
  for (const { level, type, name } of recordsAt) {
    const email = `${name.split(' ')[0]!.toLowerCase()}@example.ng`;
    const record = await createStakeholder(db, { organizationId, type, name, emails: [email], sensitivity: level });
    const log = await createLog(db, { organizationId, stakeholderId: record.id, staffId: team.manager.user.id });
    fixtures.set(level, { id: record.id, name, email, type, logId: log.id });
  }
});
afterAll(() => testApp.close());

const fixtureAt = (level: Level) => fixtures.get(level)!;
const get = (url: string, token: string) => testApp.app.inject({ url, headers: bearer(token) });
const post = (url: string, payload: object, token: string) =>
  testApp.app.inject({ method: 'POST', url, payload, headers: bearer(token) });

// A hidden record must be indistinguishable from one that does not exist.
async function expectAbsent(response: Awaited<ReturnType<typeof get>>, unknown: Awaited<ReturnType<typeof get>>) {
  expect(unknown.statusCode).toBe(404);
  expect(response.statusCode, response.body).toBe(404);
  expect(response.json()).toEqual(unknown.json());
}

const token = (role: Role) => team[role].token;

it.each(named(sees))(
  '%s %s a record %s in the list, search, type filter and counts',
  async (_role, _verb, _label, { role, level, visible }) => {
    const record = fixtureAt(level);
    const visibleOfType = recordsAt.filter((r) => r.type === record.type && isVisible(role, r.level)).length;
    const visibleInAll = recordsAt.filter((r) => isVisible(role, r.level)).length;
    const expectedIds = visible ? [record.id] : [];

    const all = (await get('/api/profile/get-stakeholders/?page_size=100', token(role))).json() as StakeholderPage;
    expect(all.stakeholder_data.some((row) => row.id === record.id)).toBe(visible);
    expect(all.count).toBe(visibleInAll);

    const searched = await get(`/api/profile/get-stakeholders/?search=${encodeURIComponent(record.name)}`, token(role));
    expect(searched.statusCode, searched.body).toBe(200);
    expect((searched.json() as StakeholderPage).stakeholder_data.map((row) => row.id)).toEqual(expectedIds);
    expect((searched.json() as StakeholderPage).count).toBe(expectedIds.length);

    const ofType = (await get(`/api/profile/get-stakeholders/?type=${record.type}&page_size=100`, token(role))).json();
    expect((ofType as StakeholderPage).stakeholder_data.some((row) => row.id === record.id)).toBe(visible);
    expect((ofType as StakeholderPage).count).toBe(visibleOfType);

    const posted = await post('/api/profile/search-stakeholder/', { text: record.name }, token(role));
    expect(posted.statusCode, posted.body).toBe(200);
    expect((posted.json() as StakeholderPage).stakeholder_data.map((row) => row.id)).toEqual(expectedIds);
    expect((posted.json() as StakeholderPage).count).toBe(expectedIds.length);
  },
);

it.each(named(opens))(
  '%s %s the detail, contact and history of a record %s',
  async (_role, _verb, _label, { role, level, visible }) => {
    const record = fixtureAt(level);
    const paths = [
      (id: string) => `/api/profile/get-stakeholders/${id}/`,
      (id: string) => `/api/stakeholders/${id}`,
      (id: string) => `/api/profile/get-stakeholder-history/${id}/`,
    ];
    const [detail, contact, history] = await Promise.all(paths.map((path) => get(path(record.id), token(role))));
    if (!visible) {
      for (const [index, response] of [detail!, contact!, history!].entries()) {
        await expectAbsent(response, await get(paths[index]!(randomUUID()), token(role)));
      }
      return;
    }
    expect(detail!.statusCode, detail!.body).toBe(200);
    expect((detail!.json() as StakeholderDetail).id).toBe(record.id);
    expect(contact!.json() as StakeholderContact).toEqual({ id: record.id, name: record.name, email: record.email });
    expect(history!.statusCode, history!.body).toBe(200);
  },
);

it.each(named(opens))(
  '%s %s the logs, one log and a new log of a record %s',
  async (_role, _verb, _label, { role, level, visible }) => {
    const record = fixtureAt(level);
    const unknownId = randomUUID();
    const ofRecord = await get(`/api/profile/get-logs/0/?customer_id=${record.id}`, token(role));
    const oneLog = await get(`/api/profile/get-log/${record.logId}/`, token(role));
    const payload = { subject: 'Quarterly check-in', type: 'Call', message: 'Discussed the renewal.' };
    const created = await post(`/api/profile/create-log/${record.id}/`, payload, token(role));
    if (!visible) {
      await expectAbsent(ofRecord, await get(`/api/profile/get-logs/0/?customer_id=${unknownId}`, token(role)));
      await expectAbsent(oneLog, await get(`/api/profile/get-log/${unknownId}/`, token(role)));
      await expectAbsent(created, await post(`/api/profile/create-log/${unknownId}/`, payload, token(role)));
      return;
    }
    expect(ofRecord.statusCode, ofRecord.body).toBe(200);
    expect((ofRecord.json() as LogPage).results.map((log) => log.id)).toContain(record.logId);
    expect((oneLog.json() as Log).customer.id).toBe(record.id);
    expect(created.statusCode, created.body).toBe(200);
    expect((created.json() as Log).customer.id).toBe(record.id);
  },
);

it.each(named(sees))(
  "%s %s the logs of a record %s among the organisation's logs and their count",
  async (_role, _verb, _label, { role, level, visible }) => {
    const record = fixtureAt(level);
    const page = (await get('/api/profile/get-logs/0/?page_size=100', token(role))).json() as LogPage;
    expect(page.results.some((log) => log.id === record.logId)).toBe(visible);
    expect(page.results.some((log) => log.customer.id === record.id)).toBe(visible);
    // Every log of the organisation belongs to one of the four records; logging tests add to them.
    const levelOf = new Map([...fixtures].map(([fixtureLevel, fixture]) => [fixture.id, fixtureLevel]));
    const stored = await testApp.database.db
      .select({ stakeholderId: logs.stakeholderId })
      .from(logs)
      .where(eq(logs.organizationId, team.organization.id));
    expect(page.count).toBe(stored.filter((log) => isVisible(role, levelOf.get(log.stakeholderId)!)).length);
  },
);

it.each(
  named(
    (visible) => (visible ? 'is warned' : 'is not warned'),
    cases.filter(({ role }) => role !== 'support'),
  ),
)('%s %s of a record %s holding the same email', async (_role, _verb, _label, { role, level, visible }) => {
  const record = fixtureAt(level);
  const response = await post('/api/profile/stakeholder-duplicates/', { email: [record.email] }, token(role));
  expect(response.statusCode, response.body).toBe(200);
  const ids = (response.json() as StakeholderDuplicates).results.map((row) => row.id);
  expect(ids).toEqual(visible ? [record.id] : []);
});

it('refuses the duplicate check to support users, who may not add records', async () => {
  const response = await post(
    '/api/profile/stakeholder-duplicates/',
    { email: [fixtureAt(null).email] },
    token('support'),
  );
  expect(response.statusCode).toBe(403);
});

describe('another organisation', () => {
  it('answers 404 for the detail of a record everyone in its own organisation sees, as for an unknown id', async () => {
    const other = await createTeam(testApp, 'Other Foods');
    const record = fixtureAt(null);
    const response = await get(`/api/profile/get-stakeholders/${record.id}/`, other.manager.token);
    await expectAbsent(response, await get(`/api/profile/get-stakeholders/${randomUUID()}/`, other.manager.token));
    const log = await get(`/api/profile/get-log/${record.logId}/`, other.manager.token);
    await expectAbsent(log, await get(`/api/profile/get-log/${randomUUID()}/`, other.manager.token));
  });
});
