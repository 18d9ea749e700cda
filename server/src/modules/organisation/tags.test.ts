import {
  messages,
  type Stakeholder,
  type StakeholderHistoryPage,
  type StakeholderPage,
  type Tags,
  type Ticket,
  type TicketDetail,
  type TicketPage,
} from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, createTicket, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#tags: the organisation's tags on records and tickets, lists filtered by them, renamed and merged
// everywhere at once.

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (token: string, method: Method, url: string, payload?: object) =>
  testApp.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });
async function addTag(team: Team, name: string, colour = 'blue') {
  const response = await call(team.manager.token, 'POST', '/api/profile/tags/', { name, colour });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Tags>().results.find((tag) => tag.name === name)!;
}
const tagRecord = (token: string, id: string, tagIds: string[]) =>
  call(token, 'PUT', `/api/profile/stakeholder-tags/${id}/`, { tag_ids: tagIds });
const tagTicket = (token: string, id: string, tagIds: string[]) =>
  call(token, 'PUT', `/api/ticket/ticket-tags/${id}/`, { tag_ids: tagIds });

describe('the tags', () => {
  it('are added by managers and executives with a colour, listed by name for everyone, and named once', async () => {
    const team = await createTeam(testApp, 'Tagging Org');
    await addTag(team, 'Solar', 'yellow');
    const byExecutive = await call(team.executive.token, 'POST', '/api/profile/tags/', { name: 'Battery' });
    expect(byExecutive.json<Tags>().results.map(({ name, colour }) => ({ name, colour }))).toEqual([
      { name: 'Battery', colour: 'gray' },
      { name: 'Solar', colour: 'yellow' },
    ]);
    const taken = await call(team.manager.token, 'POST', '/api/profile/tags/', { name: 'SOLAR' });
    expect(taken.json().errors.name).toBe(messages.tagNameTaken);
    expect((await call(team.support.token, 'POST', '/api/profile/tags/', { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(team.support.token, 'GET', '/api/profile/tags/')).json<Tags>().results).toHaveLength(2);
  });

  it('tag records and tickets, each change in their history, and refuse a tag of another organisation', async () => {
    const team = await createTeam(testApp, 'Tagged Work');
    const other = await createTeam(testApp, 'Other Tags');
    const vip = await addTag(team, 'VIP');
    const foreign = await addTag(other, 'Foreign');
    const record = await createStakeholder(testApp.database.db, { organizationId: team.organization.id });
    const ticket = await createTicket(testApp.database.db, { organizationId: team.organization.id });

    const tagged = await tagRecord(team.executive.token, record.id, [vip.id]);
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json<Stakeholder>().tag_ids).toEqual([vip.id]);
    const history = (
      await call(team.manager.token, 'GET', `/api/profile/get-stakeholder-history/${record.id}/`)
    ).json<StakeholderHistoryPage>();
    expect(history.results[0]!.changes).toEqual({ tags: { from: null, to: 'VIP' } });

    expect((await tagTicket(team.manager.token, ticket.id, [vip.id])).json<Ticket>().tag_ids).toEqual([vip.id]);
    const detail = (await call(team.support.token, 'GET', `/api/ticket/get-ticket/${ticket.id}/`)).json<TicketDetail>();
    const entry = detail.ticket_activity.find((each) => each.type === 'edited')!;
    expect(entry.text).toContain('edited the tags');
    expect(entry.changes).toEqual({ tags: { from: null, to: 'VIP' } });

    const refused = await tagTicket(team.manager.token, ticket.id, [foreign.id]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.tag_ids).toBe(messages.tagUnknown);
    expect((await tagRecord(team.support.token, record.id, [])).statusCode).toBe(403);
  });

  it('filter every ticket and stakeholder list, counted as filtered', async () => {
    const team = await createTeam(testApp, 'Filtered Tags');
    const urgent = await addTag(team, 'Urgent');
    const db = testApp.database.db;
    const organizationId = team.organization.id;
    const tickets = await Promise.all([1, 2, 3].map(() => createTicket(db, { organizationId })));
    const records = await Promise.all([1, 2].map(() => createStakeholder(db, { organizationId })));
    await tagTicket(team.manager.token, tickets[0]!.id, [urgent.id]);
    await tagTicket(team.manager.token, tickets[2]!.id, [urgent.id]);
    await tagRecord(team.manager.token, records[1]!.id, [urgent.id]);

    for (const url of [
      `/api/ticket/all-tickets/?tag=${urgent.id}`,
      `/api/ticket/all-tickets/?tag=${urgent.id}&priority=medium`,
    ]) {
      const page = (await call(team.support.token, 'GET', url)).json<TicketPage>();
      expect(page.results.map((row) => row.id).sort()).toEqual([tickets[0]!.id, tickets[2]!.id].sort());
      expect(page.count).toBe(2);
    }
    const listed = (
      await call(team.support.token, 'GET', `/api/profile/get-stakeholders/?tag=${urgent.id}`)
    ).json<StakeholderPage>();
    expect(listed.stakeholder_data.map((row) => row.id)).toEqual([records[1]!.id]);
    expect(listed.count).toBe(1);
    expect(listed.stakeholder_data[0]!.tag_ids).toEqual([urgent.id]);
    const badTag = await call(team.support.token, 'GET', '/api/ticket/all-tickets/?tag=urgent');
    expect(badTag.statusCode).toBe(422);
  });

  it('renamed, read everywhere by the new name; merged, leave every row with the other tag once', async () => {
    const team = await createTeam(testApp, 'Merged Tags');
    const solar = await addTag(team, 'Solar');
    const pv = await addTag(team, 'PV');
    const db = testApp.database.db;
    const ticket = await createTicket(db, { organizationId: team.organization.id });
    const both = await createTicket(db, { organizationId: team.organization.id });
    await tagTicket(team.manager.token, ticket.id, [pv.id]);
    await tagTicket(team.manager.token, both.id, [solar.id, pv.id]);

    const renamed = await call(team.manager.token, 'PUT', `/api/profile/tags/${solar.id}/`, { name: 'Solar Power' });
    expect(renamed.json<Tags>().results.find((tag) => tag.id === solar.id)!.name).toBe('Solar Power');

    const merged = await call(team.executive.token, 'POST', `/api/profile/tags/${pv.id}/merge/`, { into: solar.id });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<Tags>().results.map((tag) => tag.id)).toEqual([solar.id]);
    const page = (await call(team.manager.token, 'GET', `/api/ticket/all-tickets/?tag=${solar.id}`)).json<TicketPage>();
    expect(page.results.map((row) => [row.id, row.tag_ids])).toEqual(
      expect.arrayContaining([
        [ticket.id, [solar.id]],
        [both.id, [solar.id]],
      ]),
    );
    const gone = await call(team.manager.token, 'GET', `/api/ticket/all-tickets/?tag=${pv.id}`);
    expect(gone.json<TicketPage>().count).toBe(0);

    const intoItself = await call(team.manager.token, 'POST', `/api/profile/tags/${solar.id}/merge/`, {
      into: solar.id,
    });
    expect(intoItself.json().errors.into).toBe(messages.tagMergeIntoItself);
  });
});
