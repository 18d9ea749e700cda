import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createAccountHolder,
  createOrganization,
  createSessionToken,
  createUser,
} from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const days = 24 * 60 * 60_000;
const password = 'Zenith!2026';

const login = (payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/login/', payload });

const getProfile = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });

const logout = (token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) });

const createManager = (email: string) => createAccountHolder(testApp.database.db, { email, password });

async function signIn(email: string) {
  const response = await login({ email, password });
  expect(response.statusCode).toBe(200);
  return response.json().access_token as string;
}

describe('POST /api/auth/login/', () => {
  it('answers an access token and the profile, with exactly the profile fields', async () => {
    const user = await createManager('ada.login@zenith.ng');

    const response = await login({ email: 'ada.login@zenith.ng', password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['access_token', 'user']);
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.user).toStrictEqual({
      id: user.id,
      first_name: 'Ada',
      last_name: 'Obi',
      email: 'ada.login@zenith.ng',
      permission_type: 'manager',
      org_setup_complete: true,
      org_origin: true,
      image_url: null,
      color_scheme: 'system',
    });
  });

  it('gives a token that signs in GET /api/profile/get-profile/ as the same user', async () => {
    await createManager('kwame.profile@zenith.ng');
    const response = await login({ email: 'kwame.profile@zenith.ng', password });

    const profile = await getProfile(response.json().access_token);

    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toStrictEqual(response.json().user);
  });

  it('accepts the email in another letter case', async () => {
    await createManager('ngozi.case@zenith.ng');

    const response = await login({ email: '  NGOZI.Case@Zenith.NG ', password });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.email).toBe('ngozi.case@zenith.ng');
  });

  it('answers a wrong password and an unknown email alike, with 401', async () => {
    await createManager('femi.wrong@zenith.ng');

    const wrongPassword = await login({ email: 'femi.wrong@zenith.ng', password: 'Zenith!2027' });
    const unknownEmail = await login({ email: 'nobody.here@zenith.ng', password });

    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ detail: messages.loginIncorrect, errors: {} });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
  });

  it('refuses an account that has no password yet', async () => {
    const organization = await createOrganization(testApp.database.db);
    await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'support',
      email: 'no.pw@zenith.ng',
    });

    const response = await login({ email: 'no.pw@zenith.ng', password });

    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(messages.loginIncorrect);
  });

  it('gives a session that lasts 30 days', async () => {
    await createManager('long.session@zenith.ng');
    const token = await signIn('long.session@zenith.ng');

    testApp.clock.advance(30 * days - 60_000);
    expect((await getProfile(token)).statusCode).toBe(200);
    testApp.clock.advance(60_000);
    expect((await getProfile(token)).statusCode).toBe(401);
  });

  it('answers 422 when the password is missing or empty', async () => {
    const missing = await login({ email: 'ada.login@zenith.ng' });
    const empty = await login({ email: 'ada.login@zenith.ng', password: '' });

    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail).toBe(messages.validationFailed);
    expect(missing.json().errors).toHaveProperty('password');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ password: messages.fieldRequired });
  });
});

describe('POST /api/auth/logout/', () => {
  it('ends the session of the token it is called with, and no other', async () => {
    await createManager('bisi.logout@zenith.ng');
    const laptop = await signIn('bisi.logout@zenith.ng');
    const phone = await signIn('bisi.logout@zenith.ng');

    const response = await logout(laptop);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.loggedOut });
    const afterLogout = await getProfile(laptop);
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json().detail).toBe(messages.notSignedIn);
    expect((await getProfile(phone)).statusCode).toBe(200);
  });

  it('refuses a call without a live session', async () => {
    const user = await createManager('tunde.twice@zenith.ng');
    const token = await createSessionToken(testApp, user.id);
    expect((await logout(token)).statusCode).toBe(200);

    const again = await logout(token);
    const anonymous = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/' });

    expect(again.statusCode).toBe(401);
    expect(again.json().detail).toBe(messages.notSignedIn);
    expect(anonymous.statusCode).toBe(401);
  });
});
