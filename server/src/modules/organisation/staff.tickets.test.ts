import type { TicketDetail } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTeam, createTicket, createUser, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

const ticketFor = (handlerId: string, status: 'new' | 'open' | 'due' | 'overdue' | 'resolved') =>
  createTicket(testApp.database.db, {
    organizationId: team.organization.id,
    handlerId,
    status,
    createdAt: testApp.clock.now(),
  });
const detailOf = async (id: string) =>
  (
    await testApp.app.inject({ url: `/api/ticket/get-ticket/${id}/`, headers: bearer(team.manager.token) })
  ).json() as TicketDetail;

describe('a member of staff and their tickets', () => {
  it("shows the member's real ticket counters: overdue, due, open (new and open) and resolved", async () => {
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    for (const status of ['new', 'open', 'open', 'due', 'overdue', 'overdue', 'overdue', 'resolved'] as const) {
      await ticketFor(member.id, status);
    }
    await ticketFor(team.support.user.id, 'overdue');
    const response = await testApp.app.inject({
      url: `/api/profile/get-user/${member.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(response.json().tickets).toEqual({ overdue: 3, due: 1, open: 3, resolved: 1 });
  });

  it("leaves a deleted member's unresolved tickets unassigned, each with a history entry", async () => {
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'executive' });
    await testApp.database.db
      .update(users)
      .set({ firstName: 'Kojo', lastName: 'Asante' })
      .where(eq(users.id, member.id));
    const open = await ticketFor(member.id, 'open');
    const overdue = await ticketFor(member.id, 'overdue');
    const resolved = await ticketFor(member.id, 'resolved');
    const someoneElses = await ticketFor(team.support.user.id, 'open');

    const response = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-staff/${member.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(response.statusCode).toBe(200);

    for (const ticket of [open, overdue]) {
      const detail = await detailOf(ticket.id);
      expect(detail).toMatchObject({ handler_id: null, handler: null, status: ticket.status });
      expect(detail.ticket_activity).toEqual([
        expect.objectContaining({
          type: 'unassigned',
          text: 'Kojo Asante no longer handles the ticket: their account was deleted.',
          author: expect.objectContaining({ id: team.manager.user.id }),
          changes: { handler_id: { from: member.id, to: null } },
        }),
      ]);
    }
    const resolvedDetail = await detailOf(resolved.id);
    expect(resolvedDetail).toMatchObject({ handler_id: null, status: 'resolved', ticket_activity: [] });
    expect(await detailOf(someoneElses.id)).toMatchObject({ handler_id: team.support.user.id, ticket_activity: [] });
  });
});
