import type {
  NotificationPage,
  SearchResults,
  Stakeholder,
  StakeholderSensitivity,
  TicketActivity,
  TicketDetail,
  TicketPage,
} from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, createTicket, type Team } from '../../test/factories.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { multipartForm } from '../../test/multipart.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#stakeholders: what is copied from a record (history entries, notices,
// emails, search words, live events) reaches only those who may see its sensitivity.
// Restricted records are the managers' alone (docs/product.md#roles).

let testApp: TestApp;
let address: string;
const clients: LiveClient[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

const call = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string) =>
  testApp.app.inject({ method, url, headers: bearer(token) });

const listen = async (token: string) => {
  const client = await connectLive(address, token);
  clients.push(client);
  return client;
};

// What the record says that its tickets do not: another email, its phone, its reference.
const secret = {
  name: 'Calabar Cocoa Mills',
  ticketEmail: 'orders@calabarcocoa.ng',
  otherEmail: 'board@calabarcocoa.ng',
  phone: '8031234567',
};

async function recordWithTicket(team: Team, sensitivity: StakeholderSensitivity | null) {
  const organizationId = team.organization.id;
  const record = await createStakeholder(testApp.database.db, {
    organizationId,
    name: secret.name,
    emails: [secret.ticketEmail, secret.otherEmail],
    phones: [secret.phone],
    sensitivity,
  });
  const ticket = await createTicket(testApp.database.db, {
    organizationId,
    title: 'Cocoa delivery short by two bags',
    stakeholderName: 'Efe Okon',
    stakeholderEmail: secret.ticketEmail,
  });
  return { record, ticket };
}

const deleteRecord = async (team: Team, recordId: string) => {
  const response = await call(team.manager.token, 'DELETE', `/api/profile/delete-stakeholder/${recordId}/`);
  expect(response.statusCode, response.body).toBe(200);
};

async function deletionEntryFor(token: string, ticketId: string): Promise<TicketActivity> {
  const response = await call(token, 'GET', `/api/ticket/get-ticket/${ticketId}/`);
  expect(response.statusCode, response.body).toBe(200);
  const entry = response.json<TicketDetail>().ticket_activity.find((each) => each.type === 'stakeholder_deleted');
  expect(entry).toBeDefined();
  return entry!;
}

// Anything of the record a reader could learn from a text.
const expectNothingOf = (text: string, reference: string) => {
  for (const held of [secret.name, secret.otherEmail, secret.phone, reference]) expect(text).not.toContain(held);
};

describe("a deleted record's entry in its tickets' history", () => {
  it('tells support and executives only that a restricted record was removed, and managers what it said', async () => {
    const team = await createTeam(testApp, 'Restricted Deletes');
    const { record, ticket } = await recordWithTicket(team, 'restricted');
    await deleteRecord(team, record.id);

    for (const token of [team.support.token, team.executive.token]) {
      const entry = await deletionEntryFor(token, ticket.id);
      expect(entry.text).toBe("A stakeholder record of this ticket's email was removed.");
      expect(entry.changes).toBeNull();
      expectNothingOf(JSON.stringify(entry), record.reference);
    }
    const forManager = await deletionEntryFor(team.manager.token, ticket.id);
    expect(forManager.text).toContain(`${record.reference} (${secret.name})`);
    expect(forManager.changes).toMatchObject({
      reference: { from: record.reference, to: null },
      name: { from: secret.name, to: null },
      email: { from: `${secret.ticketEmail}, ${secret.otherEmail}`, to: null },
      phone: { from: secret.phone, to: null },
    });
  });

  it('keeps what a record support could see for support', async () => {
    const team = await createTeam(testApp, 'Confidential Deletes');
    const { record, ticket } = await recordWithTicket(team, 'confidential');
    await deleteRecord(team, record.id);
    const entry = await deletionEntryFor(team.support.token, ticket.id);
    expect(entry.text).toContain(`${record.reference} (${secret.name})`);
    expect(entry.changes).toMatchObject({ phone: { from: secret.phone, to: null } });
  });
});

describe('the deletion of a restricted record', () => {
  it('sends support no live event, notice or email naming it', async () => {
    const team = await createTeam(testApp, 'Quiet Deletes');
    const { record, ticket } = await recordWithTicket(team, 'restricted');
    const support = await listen(team.support.token);
    const manager = await listen(team.manager.token);
    await deleteRecord(team, record.id);

    await manager.nextEvent((event) => event.name === 'stakeholder.changed' && event.payload.ids.includes(record.id));
    // Its tickets reload for everyone (they see the entry above); the event holds ticket ids only.
    await support.nextEvent((event) => event.name === 'ticket.changed' && event.payload.ids.includes(ticket.id));
    expect(JSON.stringify(support.received)).not.toContain(record.id);
    expectNothingOf(JSON.stringify(support.received), record.reference);

    const notices = await call(team.support.token, 'GET', '/api/notifications/');
    expectNothingOf(JSON.stringify(notices.json<NotificationPage>()), record.reference);
    for (const email of await emailsTo(testApp, team.support.user.email)) {
      expectNothingOf(`${email.subject} ${email.textBody} ${email.htmlBody}`, record.reference);
    }
  });
});

describe("a record's notices to its account manager", () => {
  const recordFields = (team: Team) => ({
    type: 'others',
    name: 'Harbour Foods',
    relationship_details: 'Supplier',
    stakeholderType: 'type_1',
    industry_or_sector: 'other',
    strategic_account_manager: team.support.user.id,
    address: '12 Marina, Lagos',
    contact_preference: 'email',
    email: ['orders@harbour.ng'],
    sensitivity: 'confidential',
  });
  const edit = (team: Team, recordId: string, fields: Record<string, string>) => {
    const form = multipartForm({ fields });
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-stakeholder/${recordId}/`,
      payload: form.payload,
      headers: { ...form.headers, ...bearer(team.manager.token) },
    });
  };

  it('reach a support account manager whatever its level, until it is given to another', async () => {
    const team = await createTeam(testApp, 'Managed Records');
    const emailed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences/',
      headers: bearer(team.support.token),
      payload: { email: { stakeholder_changed: true } },
    });
    expect(emailed.statusCode, emailed.body).toBe(200);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-stakeholder/',
      headers: bearer(team.manager.token),
      payload: recordFields(team),
    });
    expect(created.statusCode, created.body).toBe(200);
    const record = created.json<Stakeholder>();
    expect((await edit(team, record.id, { address: '1 Broad Street, Lagos' })).statusCode).toBe(200);
    expect((await edit(team, record.id, { name: 'Harbour Foods Secret', sensitivity: 'restricted' })).statusCode).toBe(
      200,
    );
    expect((await edit(team, record.id, { address: '2 Broad Street, Lagos' })).statusCode).toBe(200);
    const handedOver = { strategic_account_manager: team.executive.user.id, name: 'Harbour Foods Hidden' };
    expect((await edit(team, record.id, handedOver)).statusCode).toBe(200);
    expect((await edit(team, record.id, { address: '3 Broad Street, Lagos' })).statusCode).toBe(200);

    const notices = (await call(team.support.token, 'GET', '/api/notifications/')).json<NotificationPage>().results;
    expect(notices.map((notice) => notice.title).sort()).toEqual([
      'Harbour Foods Secret was changed',
      'Harbour Foods Secret was changed',
      'Harbour Foods was changed',
    ]);
    const emails = await emailsTo(testApp, team.support.user.email);
    expect(emails).toHaveLength(3);
    expect(JSON.stringify({ notices, emails })).not.toContain('Hidden');
  });
});

describe('searching for a restricted record', () => {
  const search = async (token: string, q: string) =>
    (await call(token, 'GET', `/api/search/?q=${encodeURIComponent(q)}`)).json<SearchResults>().results;

  it("finds for support no ticket by what only the record holds, and no record's words", async () => {
    const team = await createTeam(testApp, 'Hidden Searches');
    const { record, ticket } = await recordWithTicket(team, 'restricted');
    for (const q of [secret.otherEmail, `0${secret.phone}`, record.reference]) {
      expect(await search(team.support.token, q), q).toEqual([]);
      const list = await call(team.support.token, 'GET', `/api/ticket/all-tickets/?search=${encodeURIComponent(q)}`);
      expect(list.json<TicketPage>().count, q).toBe(0);
      const found = await search(team.manager.token, q);
      expect(
        found.map((hit) => hit.id),
        q,
      ).toContain(record.id);
    }
    // The ticket's own email is the ticket's: everyone finds the ticket by it.
    const byTicketEmail = await search(team.support.token, secret.ticketEmail);
    expect(byTicketEmail.map((hit) => [hit.kind, hit.id])).toEqual([['ticket', ticket.id]]);
  });

  it("corrects support's typing among words they may see, not the record's", async () => {
    const team = await createTeam(testApp, 'Hidden Words');
    const organizationId = team.organization.id;
    await createStakeholder(testApp.database.db, { organizationId, name: 'Okonkwo Palms', sensitivity: 'restricted' });
    const ticket = await createTicket(testApp.database.db, { organizationId, title: 'Okonkow palm oil order' });

    // "okonkwo" is a word of the hidden record only: for support it is a typo of the ticket's "okonkow".
    const forSupport = await search(team.support.token, 'okonkwo');
    expect(forSupport.map((hit) => [hit.kind, hit.id, hit.match])).toEqual([['ticket', ticket.id, 'similar']]);
    const forManager = await search(team.manager.token, 'okonkwo');
    expect(forManager.map((hit) => [hit.kind, hit.match])).toEqual([['stakeholder', 'prefix']]);
  });
});
