import { messages, type StakeholderDetail } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { connectLive } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let address: string;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  team = await createTeam(testApp, 'Record Desk');
  otherTeam = await createTeam(testApp, 'Other Desk');
});
afterAll(() => testApp.close());

const ticketFor = (email: string, extra: object = {}, token = team.manager.token) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    headers: bearer(token),
    payload: {
      name: 'Bisi Alade',
      email,
      title: 'Meter reads zero',
      priority: 'high',
      sla_category: 'standard',
      description: 'The new meter has read zero since Monday.',
      handler_id: team.support.user.id,
      ...extra,
    },
  });
const detailOf = async (id: string, token = team.manager.token) =>
  (
    await testApp.app.inject({ url: `/api/profile/get-stakeholders/${id}/`, headers: bearer(token) })
  ).json<StakeholderDetail>();
const recordsHolding = async (organizationId: string, email: string) =>
  (
    await testApp.database.db.execute<{ id: string }>(
      `select id from stakeholders where organization_id = '${organizationId}' and '${email}' = any(emails)`,
    )
  ).rows;

describe("'Also add as a stakeholder record' on a new ticket", () => {
  it('adds a record of the chosen type from the ticket, which gathers the ticket, in one answer', async () => {
    const live = await connectLive(address, team.support.token);
    try {
      const created = await ticketFor('Bisi@Solarhomes.ng', { stakeholder_record_type: 'new_customer' });

      expect(created.statusCode, created.body).toBe(201);
      const { id: ticketId, added_stakeholder_record: added } = created.json();
      expect(added).toEqual({
        id: expect.any(String),
        reference: expect.stringMatching(/^STK-\d{6}$/),
        name: 'Bisi Alade',
      });
      const record = await detailOf(added.id);
      expect(record).toMatchObject({
        type: 'new_customer',
        name: 'Bisi Alade',
        email: ['bisi@solarhomes.ng'],
        phone: [],
        contact_preference: 'email',
        sensitivity: 'normal',
      });
      expect(record.tickets.map((ticket) => ticket.id)).toEqual([ticketId]);
      expect(record.changes).toEqual([
        expect.objectContaining({
          type: 'created',
          author: expect.objectContaining({ id: team.manager.user.id }),
          changes: expect.objectContaining({ name: { from: null, to: 'Bisi Alade' } }),
        }),
      ]);
      // Support users see it too, and hear of it.
      expect((await detailOf(added.id, team.support.token)).name).toBe('Bisi Alade');
      await live.nextEvent((event) => event.name === 'stakeholder.changed' && event.payload.ids.includes(added.id));
      const ticket = await testApp.app.inject({
        url: `/api/ticket/get-ticket/${ticketId}/`,
        headers: bearer(team.manager.token),
      });
      expect(ticket.json().stakeholder_record).toEqual(added);
    } finally {
      live.close();
    }
  });

  it('is also for executives', async () => {
    const created = await ticketFor('ada@exec.ng', { stakeholder_record_type: 'others' }, team.executive.token);
    expect(created.statusCode).toBe(201);
    expect((await detailOf(created.json().added_stakeholder_record.id)).type).toBe('others');
  });

  it('adds no record unless asked', async () => {
    const created = await ticketFor('nobody@records.ng');
    expect(created.statusCode).toBe(201);
    expect(created.json().added_stakeholder_record).toBeNull();
    expect(await recordsHolding(team.organization.id, 'nobody@records.ng')).toHaveLength(0);
  });

  it('adds no twin of a record already holding the email, even one the author may not see', async () => {
    await createStakeholder(testApp.database.db, {
      organizationId: team.organization.id,
      emails: ['board@held.ng'],
      sensitivity: 'restricted',
    });
    const created = await ticketFor('board@held.ng', { stakeholder_record_type: 'new_client' }, team.executive.token);

    expect(created.statusCode).toBe(201);
    expect(created.json().added_stakeholder_record).toBeNull();
    expect(await recordsHolding(team.organization.id, 'board@held.ng')).toHaveLength(1);
  });

  it("adds one although another organisation's record holds the email", async () => {
    await createStakeholder(testApp.database.db, {
      organizationId: otherTeam.organization.id,
      emails: ['shared@mail.ng'],
    });
    const created = await ticketFor('shared@mail.ng', { stakeholder_record_type: 'new_digital_customer_and_users' });
    expect(created.json().added_stakeholder_record).not.toBeNull();
    expect(await recordsHolding(otherTeam.organization.id, 'shared@mail.ng')).toHaveLength(1);
  });

  it('refuses a type that is none of the four, and adds neither ticket nor record', async () => {
    const created = await ticketFor('typo@records.ng', { stakeholder_record_type: 'friend' });

    expect(created.statusCode).toBe(400);
    expect(created.json().errors.stakeholder_record_type).toBe(messages.stakeholderTypeRequired);
    expect(await recordsHolding(team.organization.id, 'typo@records.ng')).toHaveLength(0);
  });

  it('adds no record when the ticket is refused: both or neither', async () => {
    const created = await ticketFor('refused@records.ng', {
      stakeholder_record_type: 'new_customer',
      handler_id: otherTeam.support.user.id,
    });

    expect(created.statusCode).toBe(400);
    expect(await recordsHolding(team.organization.id, 'refused@records.ng')).toHaveLength(0);
  });
});
