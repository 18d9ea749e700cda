import type { Ticket } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema/index.js';
import { bearer, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const hour = 60 * 60_000;

// docs/product.md#api-conventions: an email writes a time as the app shows it (28/11/2026 19:41), in the
// organisation's time zone: Lagos for Nigeria (and an organisation that has not said), Accra for Ghana.
let testApp: TestApp;
let lagos: Team;
let accra: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  lagos = await createTeam(testApp, 'Zenith Foods');
  accra = await createTeam(testApp, 'Accra Traders');
  await testApp.database.db
    .update(organizations)
    .set({ country: 'Ghana' })
    .where(eq(organizations.id, accra.organization.id));
  // The fake clock starts at 09:00 UTC: on to 23:41 UTC, an hour before midnight in Lagos only.
  testApp.clock.advance(14 * hour + 41 * 60_000 + 7_000);
  expect(testApp.clock.now().toISOString()).toBe('2026-01-05T23:41:07.000Z');
});
afterAll(() => testApp.close());

async function assignedTicket(team: Team, handlerEmail: string) {
  const handler = await createUser(testApp.database.db, {
    organizationId: team.organization.id,
    role: 'support',
    email: handlerEmail,
  });
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    headers: bearer(team.manager.token),
    payload: {
      name: 'Chidi Eze',
      email: 'chidi@example.ng',
      title: 'Invoice shows the wrong amount',
      priority: 'high',
      sla_category: 'standard',
      type: 'medium',
      description: 'The March invoice charges twice.',
      handler_id: handler.id,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Ticket;
}

describe('the email telling a handler a ticket is theirs', () => {
  it.each([
    // Due 24 hours on, at 23:41 UTC: already the next day in Lagos.
    ['Lagos', () => lagos, '07/01/2026 00:41', 'lagos.handler@zenith.ng'],
    ['Accra', () => accra, '06/01/2026 23:41', 'accra.handler@traders.gh'],
  ] as const)('gives its deadline in %s time, as the app writes it', async (_zone, team, deadline, address) => {
    const ticket = await assignedTicket(team(), address);
    expect(new Date(ticket.due_at).toISOString()).toBe('2026-01-06T23:41:07.000Z');
    const [email] = await emailsTo(testApp, address);
    expect(email!.textBody).toContain(`It is due by ${deadline}.`);
    expect(email!.textBody).not.toMatch(/GMT|UTC/);
  });
});

describe("the SLA clock's overdue email", () => {
  it.each([
    ['Lagos', () => lagos, '07/01/2026 00:41', 'lagos.late@zenith.ng'],
    ['Accra', () => accra, '06/01/2026 23:41', 'accra.late@traders.gh'],
  ] as const)('gives the passed deadline in %s time', async (_zone, team, deadline, address) => {
    const handler = await createUser(testApp.database.db, {
      organizationId: team().organization.id,
      role: 'support',
      email: address,
    });
    await createTicket(testApp.database.db, {
      organizationId: team().organization.id,
      handlerId: handler.id,
      createdAt: new Date('2026-01-05T23:41:07Z'),
      status: 'open',
    });
    const before = testApp.clock.now().getTime();
    testApp.clock.advance(new Date('2026-01-06T23:41:07Z').getTime() - before);
    await testApp.app.slaClock.tick();
    const [email] = await emailsTo(testApp, address);
    expect(email!.textBody).toContain(`passed its SLA deadline of ${deadline} without being resolved.`);
    expect(email!.textBody).not.toMatch(/GMT|UTC/);
  });
});
