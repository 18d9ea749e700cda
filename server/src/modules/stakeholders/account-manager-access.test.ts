import type {
  InvoicePage,
  LogPage,
  SearchResults,
  StakeholderPage,
  StakeholderSensitivity,
  TicketDetail,
} from '@srm/contract';
import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createLog,
  createSessionToken,
  createStakeholder,
  createTeam,
  createTicket,
  createUser,
  type Team,
} from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#roles: a record's account manager sees it whatever its level, on every path; a colleague of
// the same role who does not manage it sees it as before, not at all.

let testApp: TestApp;
let address: string;
let team: Team;
let colleague: string;
const clients: LiveClient[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  team = await createTeam(testApp, 'Managed Accounts');
  const other = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
  colleague = await createSessionToken(testApp, other.id);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

const get = (token: string, url: string) => testApp.app.inject({ url, headers: bearer(token) });
const manager = () => team.manager.token;
const accountManager = () => team.support.token;

// Distinct names and emails per test, so one test's records never meet another's searches.
async function managedRecord(name: string, sensitivity: StakeholderSensitivity) {
  const email = `${name.split(' ')[0]!.toLowerCase()}@example.ng`;
  const record = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name,
    emails: [email],
    sensitivity,
    accountManagerId: team.support.user.id,
  });
  return { ...record, email };
}

describe.each(['restricted', 'most_confidential'] as const)('a %s record', (level) => {
  const name = level === 'restricted' ? 'Kaduna Textile Mills' : 'Lokoja Steel Works';
  let record: Awaited<ReturnType<typeof managedRecord>>;
  beforeAll(async () => {
    record = await managedRecord(name, level);
  });

  it('is in its account manager’s lists, counts and searches, and in no colleague’s', async () => {
    for (const [token, seen] of [
      [accountManager(), true],
      [colleague, false],
    ] as const) {
      const all = (await get(token, '/api/profile/get-stakeholders/?page_size=100')).json<StakeholderPage>();
      expect(all.stakeholder_data.some((row) => row.id === record.id)).toBe(seen);
      expect(all.count).toBe(all.stakeholder_data.length);
      const ofType = (
        await get(token, '/api/profile/get-stakeholders/?type=new_digital_customer_and_users')
      ).json<StakeholderPage>();
      expect(ofType.count).toBe(ofType.stakeholder_data.length);
      expect(ofType.stakeholder_data.some((row) => row.id === record.id)).toBe(seen);

      const searched = await get(token, `/api/profile/get-stakeholders/?search=${encodeURIComponent(name)}`);
      expect(searched.json<StakeholderPage>().stakeholder_data.map((row) => row.id)).toEqual(seen ? [record.id] : []);
      const global = (await get(token, `/api/search/?q=${encodeURIComponent(name)}`)).json<SearchResults>();
      expect(global.results.some((hit) => hit.kind === 'stakeholder' && hit.id === record.id)).toBe(seen);
    }
  });

  it('opens for its account manager with its history and logs, and is unknown to a colleague', async () => {
    const log = await createLog(testApp.database.db, {
      organizationId: team.organization.id,
      stakeholderId: record.id,
      staffId: team.manager.user.id,
    });
    const paths = [
      `/api/profile/get-stakeholders/${record.id}/`,
      `/api/stakeholders/${record.id}`,
      `/api/profile/get-stakeholder-history/${record.id}/`,
      `/api/profile/get-log/${log.id}/`,
    ];
    for (const path of paths) {
      expect((await get(accountManager(), path)).statusCode, path).toBe(200);
      expect((await get(colleague, path)).statusCode, path).toBe(404);
    }
    const logs = (await get(accountManager(), '/api/profile/get-logs/0/?page_size=100')).json<LogPage>();
    expect(logs.results.some((each) => each.id === log.id)).toBe(true);
    expect(logs.count).toBe(logs.results.length);
  });

  it('links its tickets for its account manager, also once deleted, and for no colleague', async () => {
    const ticket = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      title: `Order query from ${name}`,
      stakeholderEmail: record.email,
    });
    const linked = async (token: string) =>
      (await get(token, `/api/ticket/get-ticket/${ticket.id}/`)).json<TicketDetail>().stakeholder_record?.id ?? null;
    expect(await linked(accountManager())).toBe(record.id);
    expect(await linked(colleague)).toBeNull();

    const second = await managedRecord(`${name} Annex`, level);
    const annexTicket = await createTicket(testApp.database.db, {
      organizationId: team.organization.id,
      stakeholderEmail: second.email,
    });
    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-stakeholder/${second.id}/`,
      headers: bearer(manager()),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const entryFor = async (token: string) =>
      (await get(token, `/api/ticket/get-ticket/${annexTicket.id}/`))
        .json<TicketDetail>()
        .ticket_activity.find((entry) => entry.type === 'stakeholder_deleted')!;
    expect((await entryFor(accountManager())).text).toContain(second.reference);
    expect((await entryFor(colleague)).text).toBe("A stakeholder record of this ticket's email was removed.");
  });

  it('shows its invoices to its account manager, counted, and to no colleague', async () => {
    const calls = invoiceCalls(testApp);
    const invoice = await calls.created(manager(), invoiceBody(record.id));
    for (const [token, seen] of [
      [accountManager(), true],
      [colleague, false],
    ] as const) {
      expect((await calls.call('GET', `/get-invoice/${invoice.id}`, token)).statusCode).toBe(seen ? 200 : 404);
      for (const query of ['?page_size=100', '?page_size=100&status=draft']) {
        const page = (await calls.call('GET', `/get-invoices/0/${query}`, token)).json<InvoicePage>();
        expect(page.invoices.some((row) => row.id === invoice.id)).toBe(seen);
        expect(page.count).toBe(page.invoices.length);
      }
    }
  });

  it('announces its changes live to its account manager', async () => {
    const live = await connectLive(address, accountManager());
    clients.push(live);
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-stakeholder/${record.id}/`,
      headers: bearer(manager()),
      payload: { details: 'Renewed for two years.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await live.nextEvent((event) => event.name === 'stakeholder.changed' && event.payload.ids.includes(record.id));
  });
});

describe('the level a member may give', () => {
  it('is still one their role sees, even for a record they would manage', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/create-stakeholder/',
      headers: bearer(team.executive.token),
      payload: {
        type: 'others',
        name: 'Owerri Palm Oil',
        relationship_details: 'Supplier',
        stakeholderType: 'type_1',
        industry_or_sector: 'other',
        strategic_account_manager: team.executive.user.id,
        address: '12 Marina, Lagos',
        contact_preference: 'email',
        email: ['sales@owerripalm.ng'],
        sensitivity: 'restricted',
      },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.sensitivity).toBe(messages.sensitivityAboveYours);
  });
});
