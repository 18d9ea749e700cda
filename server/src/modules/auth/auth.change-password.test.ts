import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountHolder, createSessionToken } from '../../test/factories.js';
import { connectLive, refusedConnection } from '../../test/live-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Account Settings: a signed-in user changes their password with the current
// one (docs/product.md#accounts). Each test uses its own email.
let testApp: TestApp;
let address: string;
beforeAll(async () => {
  testApp = await createTestApp();
  // Sockets need a real listening server; the API is still driven with inject.
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => testApp.close());

const oldPassword = 'Zenith!2026';
const newPassword = 'Harmattan#27';

const login = (email: string, password: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/login/', payload: { email, password } });

const changePassword = (token: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/auth/change-password/',
    headers: bearer(token),
    payload,
    remoteAddress,
  });

const getProfile = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });

// Someone with a password, signed in where they make the change.
async function signedInHolder(email: string) {
  const user = await createAccountHolder(testApp.database.db, { email, password: oldPassword, role: 'support' });
  const signedIn = await login(email, oldPassword);
  expect(signedIn.statusCode).toBe(200);
  return { user, token: signedIn.json().access_token as string };
}

describe('POST /api/auth/change-password/', () => {
  it('refuses a wrong current password with a 400 that names the field, and keeps the password', async () => {
    const { token } = await signedInHolder('ada.wrong@zenith.ng');

    const response = await changePassword(token, { current_password: 'Not!theRight1', new_password: newPassword });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.currentPasswordIncorrect,
      errors: { current_password: messages.currentPasswordIncorrect },
    });
    expect((await login('ada.wrong@zenith.ng', oldPassword)).statusCode).toBe(200);
    expect((await login('ada.wrong@zenith.ng', newPassword)).statusCode).toBe(401);
    // The session that typed it wrong is still signed in.
    expect((await getProfile(token)).statusCode).toBe(200);
  });

  it('refuses a new password that breaks rule A, and asks for the current one', async () => {
    const { token } = await signedInHolder('bola.weak@zenith.ng');

    const weak = await changePassword(token, { current_password: oldPassword, new_password: 'password1' });
    const empty = await changePassword(token, { new_password: newPassword });

    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ new_password: messages.passwordRule });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ current_password: messages.fieldRequired });
    expect((await login('bola.weak@zenith.ng', 'password1')).statusCode).toBe(401);
    expect((await login('bola.weak@zenith.ng', oldPassword)).statusCode).toBe(200);
  });

  it('changes the password: the new one logs in, the old one no longer does', async () => {
    const { token } = await signedInHolder('chidi.change@zenith.ng');

    const response = await changePassword(token, { current_password: oldPassword, new_password: newPassword });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.passwordChanged });
    const withOld = await login('chidi.change@zenith.ng', oldPassword);
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().detail).toBe(messages.loginIncorrect);
    expect((await login('chidi.change@zenith.ng', newPassword)).statusCode).toBe(200);
  });

  it("ends the user's other sessions and their sockets, and keeps the caller's", async () => {
    const { user, token } = await signedInHolder('dayo.devices@zenith.ng');
    const phone = await createSessionToken(testApp, user.id);
    const laptop = (await login('dayo.devices@zenith.ng', oldPassword)).json().access_token as string;
    const phoneSocket = await connectLive(address, phone);
    const ownSocket = await connectLive(address, token);

    const response = await changePassword(token, { current_password: oldPassword, new_password: newPassword });

    expect(response.statusCode).toBe(200);
    for (const other of [phone, laptop]) {
      const refused = await getProfile(other);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe(messages.notSignedIn);
    }
    expect(await phoneSocket.closedByServer()).toBe('io server disconnect');
    expect((await refusedConnection(address, phone)).data).toEqual({ status: 401 });
    expect((await getProfile(token)).statusCode).toBe(200);
    testApp.context.realtime.toUser(user.id).emit('staff.changed', { ids: ['still-here'] });
    await ownSocket.nextEvent((event) => event.payload.ids.includes('still-here'));
    expect(ownSocket.socket.connected).toBe(true);
    ownSocket.close();
  });

  it('leaves other people’s sessions alone', async () => {
    const { token } = await signedInHolder('efe.alone@zenith.ng');
    const { token: neighbour } = await signedInHolder('femi.neighbour@zenith.ng');

    expect((await changePassword(token, { current_password: oldPassword, new_password: newPassword })).statusCode).toBe(
      200,
    );

    expect((await getProfile(neighbour)).statusCode).toBe(200);
  });

  it('refuses the 11th wrong guess from one address, even with the right password, and not other addresses', async () => {
    const { token } = await signedInHolder('gbenga.guess@zenith.ng');
    const guess = { current_password: 'Wrong!pass1', new_password: newPassword };

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      expect((await changePassword(token, guess, '10.0.9.1')).statusCode).toBe(400);
    }
    const eleventh = await changePassword(
      token,
      { current_password: oldPassword, new_password: newPassword },
      '10.0.9.1',
    );

    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().detail).toBe(messages.tooManyRequests);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await changePassword(
      token,
      { current_password: oldPassword, new_password: newPassword },
      '10.0.9.2',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a caller without a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/change-password/',
      payload: { current_password: oldPassword, new_password: newPassword },
    });

    expect(response.statusCode).toBe(401);
  });
});
