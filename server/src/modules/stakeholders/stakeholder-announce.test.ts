import type { Stakeholder } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { connectLive, type LiveClient } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let address: string;
const clients: LiveClient[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  for (const client of clients) client.close();
  await testApp.close();
});

const listen = async (token: string) => {
  const client = await connectLive(address, token);
  clients.push(client);
  return client;
};

const addRecord = async (name: string, sensitivity?: string) => {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/profile/create-stakeholder/',
    headers: bearer(team.manager.token),
    payload: {
      type: 'new_digital_customer_and_users',
      name,
      product_service_used: 'neo',
      financial_type: 'paying',
      industry_or_sector: 'finance',
      address: '3 Broad Street, Lagos',
      contact_preference: 'email',
      email: [`${name.toLowerCase().replaceAll(' ', '.')}@example.ng`],
      sensitivity,
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Stakeholder;
};

const announced = (client: LiveClient, id: string) =>
  client.nextEvent((event) => event.name === 'stakeholder.changed' && event.payload.ids.includes(id));

describe('live announcements of stakeholder changes', () => {
  it('reach only the roles that may see the record', async () => {
    const manager = await listen(team.manager.token);
    const support = await listen(team.support.token);
    const secret = await addRecord('Secret Holdings', 'most_confidential');
    await announced(manager, secret.id);
    const open = await addRecord('Open Traders');
    // One socket receives its events in order: the open record's arrives after any earlier one would have.
    await announced(support, open.id);
    await announced(manager, open.id);
    expect(support.received.flatMap((event) => event.payload.ids)).not.toContain(secret.id);
  });
});
