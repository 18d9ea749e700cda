import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketActivity } from '../../db/schema/index.js';
import { bearer, createTeam, createTicket, type Team } from '../../test/factories.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#tickets: a change racing a delete either happened (and says so) or left no trace.
let testApp: TestApp;
let team: Team;
const rounds = 16;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Racing Tickets Ltd');
});
afterAll(() => testApp.close());

const update = (id: string, payload: object) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api/ticket/update-ticket/${id}/`,
    payload,
    headers: bearer(team.manager.token),
  });
const remove = (id: string) =>
  testApp.app.inject({
    method: 'DELETE',
    url: `/api/ticket/delete-ticket/${id}/`,
    headers: bearer(team.executive.token),
  });
const entriesOf = (ticketId: string, type: 'resolved' | 'edited') =>
  testApp.database.db
    .select()
    .from(ticketActivity)
    .where(and(eq(ticketActivity.ticketId, ticketId), eq(ticketActivity.type, type)));

// The delete starts a little later each round, so the rounds cover both orders: before the change
// takes its lock, and while or after it holds it.
async function staggered<Result>(round: number, work: () => Promise<Result>) {
  for (let tick = 0; tick < round; tick += 1) await new Promise((resolve) => setImmediate(resolve));
  return work();
}

const ticketFor = (email: string) =>
  createTicket(testApp.database.db, {
    organizationId: team.organization.id,
    handlerId: team.support.user.id,
    stakeholderEmail: email,
  });

describe('a ticket changed while it is deleted', () => {
  it('is resolved (answered, recorded and emailed) or not at all, never answered 404 after resolving', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const email = `resolve-delete-${round}@racing.ng`;
      const ticket = await ticketFor(email);
      const [resolved, deleted] = await Promise.all([
        update(ticket.id, { status: 'resolved', resolution_note: 'Refunded the double charge.' }),
        staggered(round, () => remove(ticket.id)),
      ]);

      expect(deleted.statusCode).toBe(200);
      const recorded = await entriesOf(ticket.id, 'resolved');
      const resolutionEmails = (await emailsTo(testApp, email)).filter(({ textBody }) =>
        textBody.includes('Refunded the double charge.'),
      );
      if (resolved.statusCode === 404) {
        expect(recorded).toHaveLength(0);
        expect(resolutionEmails).toHaveLength(0);
      } else {
        expect(resolved.statusCode).toBe(200);
        expect(resolved.json()).toMatchObject({ id: ticket.id, status: 'resolved' });
        expect(recorded).toHaveLength(1);
        expect(resolutionEmails).toHaveLength(1);
      }
    }
  });

  it('is edited (answered and recorded) or not at all', async () => {
    for (let round = 0; round < rounds; round += 1) {
      const ticket = await ticketFor(`edit-delete-${round}@racing.ng`);
      const [edited, deleted] = await Promise.all([
        update(ticket.id, { title: `Charged twice (${round})`, priority: 'high', sla_category: 'standard' }),
        staggered(round, () => remove(ticket.id)),
      ]);

      expect(deleted.statusCode).toBe(200);
      const recorded = await entriesOf(ticket.id, 'edited');
      if (edited.statusCode === 404) {
        expect(recorded).toHaveLength(0);
      } else {
        expect(edited.statusCode).toBe(200);
        expect(edited.json()).toMatchObject({ title: `Charged twice (${round})` });
        expect(recorded).toHaveLength(1);
      }
    }
  });
});
