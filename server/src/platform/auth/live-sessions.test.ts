import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTeam } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Requests that arrive together share one session lookup (live-sessions.ts):
// each must still be answered as its own user, and a revoked session among them refused.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const profileOf = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });

it('answers requests sent together each as their own user, refusing the logged-out and unknown ones', async () => {
  const zenith = await createTeam(testApp, 'Zenith Foods Ltd');
  const harmattan = await createTeam(testApp, 'Harmattan Logistics');
  const loggedOut = zenith.support.token;
  const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(loggedOut) });
  expect(logout.statusCode).toBe(200);

  const signedIn = [zenith.manager, harmattan.executive, harmattan.support, zenith.executive, zenith.manager];
  const responses = await Promise.all([
    ...signedIn.map(({ token }) => profileOf(token)),
    profileOf(loggedOut),
    profileOf('no-such-token'),
  ]);

  expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 401, 401]);
  expect(responses.slice(0, signedIn.length).map((response) => response.json().email)).toEqual(
    signedIn.map(({ user }) => user.email),
  );
});
