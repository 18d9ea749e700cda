import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { bearer, createSessionToken, createTeam, createUser, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(() => testApp.close());

// An organisation just signed up: nothing of the setup filled in, nobody done with it.
async function unfinishedTeam(name: string) {
  const fresh = await createTeam(testApp, name);
  const { db } = testApp.database;
  await db.update(organizations).set({ setupComplete: false }).where(eq(organizations.id, fresh.organization.id));
  await db.update(users).set({ orgSetupComplete: false }).where(eq(users.organizationId, fresh.organization.id));
  return fresh;
}

const setupCompleteFor = async (userId: string) =>
  (await testApp.database.db.select().from(users).where(eq(users.id, userId)))[0]?.orgSetupComplete;

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
    const fresh = await unfinishedTeam('New Org');

    const first = await update({ staff_count: '11 - 50', country: 'Ghana' }, fresh.manager.token);
    expect(first.json()).toMatchObject({
      staff_count: '11 - 50',
      country: 'Ghana',
      nature_of_business: null,
      setup_complete: false,
    });

    const second = await update({ nature_of_business: 'Logistics' }, fresh.manager.token);
    expect(second.json()).toMatchObject({
      staff_count: '11 - 50',
      nature_of_business: 'Logistics',
      setup_complete: true,
    });
    expect(await setupCompleteFor(fresh.manager.user.id)).toBe(true);
  });

  it('can be edited only by the account creator', async () => {
    for (const member of [team.executive, team.support]) {
      const response = await update({ name: 'Taken Over Ltd' }, member.token);
      expect(response.statusCode).toBe(403);
      expect(response.json().detail).toBe(messages.onlyAccountCreators);
    }
    expect((await update({ name: 'Zenith Foods Plc' })).json().name).toBe('Zenith Foods Plc');
  });

  it('answers a bad email with 422 and its own message', async () => {
    const response = await update({ email: 'not-an-email' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ detail: messages.validEmail, errors: { email: messages.validEmail } });
  });

  it("answers other bad input with 400, the form's message and the field's own", async () => {
    const response = await update({ country: 'Togo', name: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.enterDataCorrectly);
    expect(Object.keys(response.json().errors).sort()).toEqual(['country', 'name']);
  });
});

// Decision 004: any manager or executive may set the organisation up; editing is the creator's.
describe('the organisation setup', () => {
  it('is completed by an executive who is not the creator, who is then not asked again', async () => {
    const fresh = await unfinishedTeam('Executive Setup Org');

    const first = await update({ staff_count: '0 - 10', country: 'Nigeria' }, fresh.executive.token);
    expect(first.statusCode).toBe(200);
    expect(await setupCompleteFor(fresh.executive.user.id)).toBe(false);
    const second = await update({ nature_of_business: 'Catering' }, fresh.executive.token);

    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ country: 'Nigeria', nature_of_business: 'Catering', setup_complete: true });
    const profile = await testApp.app.inject({
      url: '/api/profile/get-profile/',
      headers: bearer(fresh.executive.token),
    });
    expect(profile.json().org_setup_complete).toBe(true);
  });

  it('is open to a second manager, but not for the name or email', async () => {
    const fresh = await unfinishedTeam('Second Manager Org');
    const secondManager = await createUser(testApp.database.db, {
      organizationId: fresh.organization.id,
      role: 'manager',
    });
    const token = await createSessionToken(testApp, secondManager.id);

    for (const payload of [{ name: 'Renamed Ltd' }, { staff_count: '11 - 50', email: 'new@zenith.ng' }]) {
      const refused = await update(payload, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().detail).toBe(messages.onlyAccountCreators);
    }
    const allowed = await update({ staff_count: '11 - 50', country: 'Ghana' }, token);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ name: 'Second Manager Org', staff_count: '11 - 50' });
  });

  it('is closed to support users', async () => {
    const fresh = await unfinishedTeam('Support Setup Org');
    const response = await update({ staff_count: '0 - 10', country: 'Ghana' }, fresh.support.token);
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.onlyAccountCreators);
  });

  it('once complete, is changed by the creator only', async () => {
    const fresh = await unfinishedTeam('Finished Org');
    await update({ staff_count: '0 - 10', country: 'Ghana', nature_of_business: 'Retail' }, fresh.manager.token);

    const byExecutive = await update({ country: 'Nigeria' }, fresh.executive.token);
    expect(byExecutive.statusCode).toBe(403);
    expect(byExecutive.json().detail).toBe(messages.onlyAccountCreators);
    const byCreator = await update({ country: 'Nigeria' }, fresh.manager.token);
    expect(byCreator.json()).toMatchObject({ country: 'Nigeria', setup_complete: true });
  });
});
