import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

const update = (payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'PUT', url: '/api/profile/update-organization/', payload, headers: bearer(token) });

describe('the organisation', () => {
  it('is shown to every member', async () => {
    const response = await testApp.app.inject({
      url: '/api/profile/get-organization/',
      headers: bearer(team.support.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: team.organization.id, name: 'Zenith Foods' });
  });

  it('completes its setup once staff count, country and nature of business are known', async () => {
    const fresh = await createTeam(testApp, 'New Org');
    const { db } = testApp.database;
    await db.update(users).set({ orgSetupComplete: false }).where(eq(users.id, fresh.manager.user.id));

    const first = await update({ staff_count: '11 - 50', country: 'Ghana' }, fresh.manager.token);
    expect(first.json()).toMatchObject({ staff_count: '11 - 50', country: 'Ghana', nature_of_business: null });

    const second = await update({ nature_of_business: 'Logistics' }, fresh.manager.token);
    expect(second.json()).toMatchObject({
      staff_count: '11 - 50',
      nature_of_business: 'Logistics',
      setup_complete: true,
    });
    const [manager] = await db.select().from(users).where(eq(users.id, fresh.manager.user.id));
    expect(manager?.orgSetupComplete).toBe(true);
  });

  it('can be edited only by the account creator', async () => {
    for (const member of [team.executive, team.support]) {
      const response = await update({ name: 'Taken Over Ltd' }, member.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(messages.onlyAccountCreators);
    }
    expect((await update({ name: 'Zenith Foods Plc' })).json().name).toBe('Zenith Foods Plc');
  });

  it("answers bad input with 400, the form's message and the field's own", async () => {
    const response = await update({ email: 'not-an-email', country: 'Togo' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.enterDataCorrectly);
    expect(response.json().errors.email).toBe(messages.validEmail);
    expect(response.json().errors).toHaveProperty('country');
  });
});
