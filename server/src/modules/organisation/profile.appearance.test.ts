import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, createUser, type Team } from '../../test/factories.js';
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

const password = 'Zenith!2026';

const getProfile = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });
const colorSchemeOf = async (token: string) => (await getProfile(token)).json().color_scheme;

const setAppearance = (token: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'PUT', url: '/api/profile/appearance/', headers: bearer(token), payload });

describe('PUT /api/profile/appearance/', () => {
  it('follows the system until the member chooses', async () => {
    for (const member of [teamA.manager, teamA.executive, teamB.support]) {
      expect(await colorSchemeOf(member.token)).toBe('system');
    }
  });

  it('keeps the chosen scheme, answers the profile with it, and gives it back at the next sign-in', async () => {
    const user = await createUser(testApp.database.db, {
      organizationId: teamA.organization.id,
      role: 'support',
      email: 'dark.reader@zenith.ng',
      password,
    });
    const login = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { email: 'dark.reader@zenith.ng', password },
      });
    const token = (await login()).json().access_token as string;

    const response = await setAppearance(token, { color_scheme: 'dark' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, color_scheme: 'dark' });
    expect(await colorSchemeOf(token)).toBe('dark');
    expect((await login()).json().user.color_scheme).toBe('dark');

    expect((await setAppearance(token, { color_scheme: 'light' })).json().color_scheme).toBe('light');
    expect((await setAppearance(token, { color_scheme: 'system' })).json().color_scheme).toBe('system');
    expect(await colorSchemeOf(token)).toBe('system');
  });

  it("changes only the caller's own choice, never a colleague's or another organisation's", async () => {
    expect((await setAppearance(teamA.executive.token, { color_scheme: 'dark' })).statusCode).toBe(200);

    expect(await colorSchemeOf(teamA.executive.token)).toBe('dark');
    for (const other of [teamA.manager, teamA.support, teamB.manager, teamB.executive, teamB.support]) {
      expect(await colorSchemeOf(other.token)).toBe('system');
    }
  });

  it("refuses a scheme it does not offer with the catalogue's message, and keeps the one chosen", async () => {
    const { token } = teamB.executive;
    await setAppearance(token, { color_scheme: 'light' });

    for (const payload of [{ color_scheme: 'blue' }, { color_scheme: 'auto' }, { color_scheme: null }, {}]) {
      const response = await setAppearance(token, payload);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({
        detail: messages.validationFailed,
        errors: { color_scheme: messages.colorSchemeInvalid },
      });
    }
    // The body is strict: a field of someone else's profile is not quietly ignored.
    const withUserId = await setAppearance(token, { color_scheme: 'dark', user_id: teamB.manager.user.id });
    expect(withUserId.statusCode).toBe(422);

    expect(await colorSchemeOf(token)).toBe('light');
    expect(await colorSchemeOf(teamB.manager.token)).toBe('system');
  });

  it('asks for a signed-in caller', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/appearance/',
      payload: { color_scheme: 'dark' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(messages.notSignedIn);
  });

  it('is documented with its refusals', async () => {
    const document = (await testApp.app.inject({ url: '/api/docs/json' })).json();
    const operation = document.paths['/api/profile/appearance/'].put;
    expect(operation.tags).toEqual(['profile']);
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['200', '401', '422']));
  });
});
