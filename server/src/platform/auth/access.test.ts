import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { access } from './access.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp({
    extend: (app) => {
      app.get('/api/test/tickets', { config: { access: access.can('manage_tickets') } }, async () => ({ ok: true }));
      app.get('/api/test/staff', { config: { access: access.can('manage_staff') } }, async () => ({ ok: true }));
    },
  });
  team = await createTeam(testApp);
});
afterAll(() => testApp.close());

describe('access rules', () => {
  it('refuses to start with an API route that declares no access rule', async () => {
    await expect(
      createTestApp({ extend: (app) => app.get('/api/test/forgotten', async () => 'open to all') }),
    ).rejects.toThrow('GET /api/test/forgotten declares no access rule');
  });

  it("lets in whoever the contract's permissions allow and answers the others 403", async () => {
    const url = '/api/test/tickets';
    expect((await testApp.app.inject({ url, headers: bearer(team.executive.token) })).statusCode).toBe(200);
    const refused = await testApp.app.inject({ url, headers: bearer(team.support.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('You are not allowed to do this.');
  });

  it("refuses an action of the account's creator with its own message", async () => {
    const url = '/api/test/staff';
    expect((await testApp.app.inject({ url, headers: bearer(team.manager.token) })).statusCode).toBe(200);
    const refused = await testApp.app.inject({ url, headers: bearer(team.executive.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('Sorry only super admins are allowed to do this.');
  });

  it('refuses a token whose session has expired', async () => {
    testApp.clock.advance(25 * 60 * 60_000);
    const response = await testApp.app.inject({
      url: '/api/profile/get-profile/',
      headers: bearer(team.executive.token),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe('Please log in to continue.');
  });
});
