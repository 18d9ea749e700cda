import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let teamA: Team;
let teamB: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  teamA = await createTeam(testApp, 'Organisation A');
  teamB = await createTeam(testApp, 'Organisation B');
});
afterAll(() => testApp.close());

describe('GET /api/profile/get-profile/', () => {
  it("answers each signed-in user with their own profile, never another organisation's", async () => {
    for (const member of [teamA.executive, teamB.support]) {
      const response = await testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(member.token) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: member.user.id,
        first_name: member.user.firstName,
        last_name: member.user.lastName,
        email: member.user.email,
        permission_type: member.user.permissionType,
        org_setup_complete: member.user.orgSetupComplete,
        org_origin: member.user.orgOrigin,
        image_url: null,
        color_scheme: 'system',
      });
    }
  });
});
