import type { Log, LogPage, StakeholderDetail } from '@srm/contract';
import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

const logBody = { subject: 'Renewal call', type: 'Call', message: 'Agreed to renew in May.' };

const stakeholderOf = (organizationId = team.organization.id, name = 'Chioma Eze') =>
  createStakeholder(testApp.database.db, {
    organizationId,
    name,
    emails: [`${name.split(' ')[0]!.toLowerCase()}@eze.ng`],
  });
const createLog = (stakeholderId: string, payload: object = logBody, token = team.manager.token) =>
  testApp.app.inject({
    method: 'POST',
    url: `/api/profile/create-log/${stakeholderId}/`,
    payload,
    headers: bearer(token),
  });
const created = async (stakeholderId: string, payload: object = logBody, token = team.manager.token) => {
  const response = await createLog(stakeholderId, payload, token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Log;
};
const get = (url: string, token = team.manager.token) => testApp.app.inject({ url, headers: bearer(token) });
const logsOf = async (stakeholderId: string, page = 0) => {
  const response = await get(`/api/profile/get-logs/${page}/?customer_id=${stakeholderId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LogPage;
};

describe('logging an email or a call', () => {
  it('answers the log with its reference, its creator as staff and the stakeholder as customer', async () => {
    const record = await stakeholderOf();
    const log = await created(record.id, {
      ...logBody,
      summary: 'Renewal agreed',
      project_name: 'Payroll 2026',
    });
    expect(log).toMatchObject({
      type: 'call',
      subject: 'Renewal call',
      message: 'Agreed to renew in May.',
      summary: 'Renewal agreed',
      project_name: 'Payroll 2026',
      staff: {
        id: team.manager.user.id,
        first_name: team.manager.user.firstName,
        last_name: team.manager.user.lastName,
      },
      customer: { id: record.id, name: 'Chioma Eze', email: 'chioma@eze.ng' },
    });
    expect(log.reference).toMatch(/^LOG-\d{6}$/);
  });

  it.each([
    ['Email', 'email'],
    ['EMAIL', 'email'],
    ['call', 'call'],
  ])('takes the channel %s as %s', async (sent, kept) => {
    const record = await stakeholderOf();
    expect((await created(record.id, { ...logBody, type: sent })).type).toBe(kept);
  });

  it.each([
    ['without a title', { subject: undefined }, 'subject', messages.logTitleRequired],
    ['with an empty title', { subject: '  ' }, 'subject', messages.logTitleRequired],
    ['without a channel', { type: undefined }, 'type', messages.logChannelRequired],
    ['with an unknown channel', { type: 'Fax' }, 'type', messages.logChannelRequired],
    ['without a description', { message: undefined }, 'message', messages.descriptionRequired],
  ])('refuses a log %s, saying which field', async (_case, change, field, message) => {
    const record = await stakeholderOf();
    const response = await createLog(record.id, { ...logBody, ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toBe(message);
    expect((await logsOf(record.id)).count).toBe(0);
  });

  it('lets support users log a call, as whoever speaks with a stakeholder does', async () => {
    const record = await stakeholderOf();
    const log = await created(record.id, logBody, team.support.token);
    expect(log.staff?.id).toBe(team.support.user.id);
  });

  it("moves the stakeholder's latest activity to the moment of the log", async () => {
    const record = await stakeholderOf();
    testApp.clock.advance(3 * 60 * 60_000);
    await created(record.id);
    const detail = (await get(`/api/profile/get-stakeholders/${record.id}/`)).json() as StakeholderDetail;
    expect(detail.last_activity_at).toBe(testApp.clock.now().toISOString());
  });
});

describe('editing a log', () => {
  it('lets a manager change it', async () => {
    const record = await stakeholderOf();
    const log = await created(record.id);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-log/${log.id}/`,
      payload: { subject: 'Renewal email', type: 'Email', message: 'Sent the renewal terms.', summary: 'Terms sent' },
      headers: bearer(team.manager.token),
    });
    expect(response.statusCode, response.body).toBe(200);
    const expected = { id: log.id, subject: 'Renewal email', type: 'email', message: 'Sent the renewal terms.' };
    expect(response.json()).toMatchObject({ ...expected, summary: 'Terms sent', reference: log.reference });
    expect((await get(`/api/profile/get-log/${log.id}/`)).json()).toMatchObject(expected);
  });

  it.each(['executive', 'support'] as const)('refuses an edit by %s users and keeps the log', async (role) => {
    const record = await stakeholderOf();
    const log = await created(record.id);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-log/${log.id}/`,
      payload: { ...logBody, subject: 'Changed' },
      headers: bearer(team[role].token),
    });
    expect(response.statusCode).toBe(403);
    expect(((await get(`/api/profile/get-log/${log.id}/`)).json() as Log).subject).toBe(logBody.subject);
  });
});

describe('reading logs', () => {
  it("answers one log, and 404 for another organisation's", async () => {
    const record = await stakeholderOf();
    const log = await created(record.id);
    const response = await get(`/api/profile/get-log/${log.id}/`, team.executive.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(log);
    const other = await createTeam(testApp, 'Other Foods');
    const foreign = await get(`/api/profile/get-log/${log.id}/`, other.manager.token);
    expect(foreign.statusCode).toBe(404);
  });

  it("pages a stakeholder's logs 15 at a time from page 0, newest first", async () => {
    const record = await stakeholderOf();
    const subjects: string[] = [];
    for (let index = 1; index <= 16; index++) {
      testApp.clock.advance(60_000);
      subjects.push((await created(record.id, { ...logBody, subject: `Call ${index}` })).subject);
    }
    const first = await logsOf(record.id, 0);
    const second = await logsOf(record.id, 1);
    expect(first).toMatchObject({ count: 16, page: 0, page_size: 15 });
    expect(first.results.map((log) => log.subject)).toEqual(subjects.slice(1).reverse());
    expect(second).toMatchObject({ count: 16, page: 1 });
    expect(second.results.map((log) => log.subject)).toEqual(['Call 1']);
  });

  it("lists the organisation's logs without a stakeholder, and no other organisation's", async () => {
    const own = await createTeam(testApp, 'Own Foods');
    const other = await createTeam(testApp, 'Other Foods');
    const first = await stakeholderOf(own.organization.id, 'Emeka Obi');
    const second = await stakeholderOf(own.organization.id, 'Funke Ade');
    const elsewhere = await stakeholderOf(other.organization.id, 'Gbenga Ola');
    testApp.clock.advance(60_000);
    const older = await created(first.id, logBody, own.manager.token);
    testApp.clock.advance(60_000);
    const newer = await created(second.id, logBody, own.support.token);
    await created(elsewhere.id, logBody, other.manager.token);
    const response = await get('/api/profile/get-logs/0/', own.executive.token);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json() as LogPage;
    expect(page.results.map((log) => log.id)).toEqual([newer.id, older.id]);
    expect(page.count).toBe(2);
  });

  it('no longer lists or answers the logs of a deleted stakeholder', async () => {
    const record = await stakeholderOf(team.organization.id, 'Halima Bello');
    const log = await created(record.id);
    const countBefore = ((await get('/api/profile/get-logs/0/')).json() as LogPage).count;
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-stakeholder/${record.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`/api/profile/get-log/${log.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/profile/get-logs/0/?customer_id=${record.id}`)).statusCode).toBe(404);
    const all = (await get('/api/profile/get-logs/0/?page_size=100')).json() as LogPage;
    expect(all.results.map((row) => row.id)).not.toContain(log.id);
    expect(all.results.every((row) => row.customer.id !== record.id)).toBe(true);
    expect(all.count).toBe(countBefore - 1);
  });
});
