import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccountHolder, createSessionToken } from '../../test/factories.js';
import { lastCodeSentTo, emailsTo as sentEmails } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Forgotten password: request-password-reset → emailed code → (validate-otp)
// → confirm-password-reset. Each test uses its own email.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const minutes = 60_000;
const oldPassword = 'Zenith!2026';
const newPassword = 'Harmattan#27';

const post = (path: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${path}/`, payload });

const getProfile = (token: string) => testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });

const createStaff = (email: string) =>
  createAccountHolder(testApp.database.db, { email, password: oldPassword, role: 'executive' });

const emailsTo = (address: string) => sentEmails(testApp, address);

async function requestResetCode(email: string) {
  const response = await post('request-password-reset', { email });
  expect(response.statusCode).toBe(200);
  return lastCodeSentTo(testApp, email);
}

describe('POST /api/auth/request-password-reset/', () => {
  it('answers an unknown email exactly as a known one, and emails only the known one', async () => {
    await createStaff('ada.forgot@zenith.ng');

    const known = await post('request-password-reset', { email: 'ada.forgot@zenith.ng' });
    const unknown = await post('request-password-reset', { email: 'ghost@zenith.ng' });

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: messages.passwordResetRequested });
    expect(unknown.json()).toEqual(known.json());
    const [email] = await emailsTo('ada.forgot@zenith.ng');
    expect(email?.subject).toMatch(/^\d{6} is your SRM password reset code$/);
    expect(email?.textBody).toMatch(/^\d{6}$/m);
    expect(await emailsTo('ghost@zenith.ng')).toHaveLength(0);
  });
});

describe('POST /api/auth/resend-otp/ for a password reset', () => {
  it('emails a new reset code that replaces the first, and answers an unknown email the same', async () => {
    await createStaff('chidi.resend@zenith.ng');
    const firstCode = await requestResetCode('chidi.resend@zenith.ng');
    testApp.clock.advance(1_000);

    const known = await post('resend-otp', { email: 'chidi.resend@zenith.ng', purpose: 'password_reset' });
    const unknown = await post('resend-otp', { email: 'ghost@zenith.ng', purpose: 'password_reset' });

    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ detail: messages.otpSent });
    expect(unknown.json()).toEqual(known.json());
    const emails = await emailsTo('chidi.resend@zenith.ng');
    expect(emails).toHaveLength(2);
    const newCode = emails[0]?.textBody.match(/^\d{6}$/m)?.[0];
    const check = (otp: string | undefined) =>
      post('validate-otp', { email: 'chidi.resend@zenith.ng', otp, purpose: 'password_reset' });
    // Both codes are the same once in a million; then there is no old code to refuse.
    if (firstCode !== newCode) expect((await check(firstCode)).statusCode).toBe(400);
    expect((await check(newCode)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/validate-otp/ for a password reset', () => {
  it('accepts the reset code without using it up', async () => {
    await createStaff('kwame.check@zenith.ng');
    const code = await requestResetCode('kwame.check@zenith.ng');

    const checked = await post('validate-otp', {
      email: 'kwame.check@zenith.ng',
      otp: code,
      purpose: 'password_reset',
    });

    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({ detail: messages.otpVerified });
    const confirmed = await post('confirm-password-reset', {
      email: 'kwame.check@zenith.ng',
      otp: code,
      new_password: newPassword,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('does not accept a reset code as a sign-up code', async () => {
    await createStaff('mixed.purpose@zenith.ng');
    const code = await requestResetCode('mixed.purpose@zenith.ng');

    const response = await post('validate-otp', { email: 'mixed.purpose@zenith.ng', otp: code, purpose: 'signup' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
  });
});

describe('POST /api/auth/confirm-password-reset/', () => {
  it('sets the new password: the old one stops working and the new one logs in', async () => {
    await createStaff('ngozi.reset@zenith.ng');
    const code = await requestResetCode('ngozi.reset@zenith.ng');

    const response = await post('confirm-password-reset', {
      email: 'ngozi.reset@zenith.ng',
      otp: code,
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.passwordResetSuccessful });
    const withOld = await post('login', { email: 'ngozi.reset@zenith.ng', password: oldPassword });
    expect(withOld.statusCode).toBe(401);
    expect(withOld.json().detail).toBe(messages.loginIncorrect);
    expect((await post('login', { email: 'ngozi.reset@zenith.ng', password: newPassword })).statusCode).toBe(200);
  });

  it('ends every session the user had before the reset', async () => {
    const user = await createStaff('femi.sessions@zenith.ng');
    const fromLogin = (await post('login', { email: 'femi.sessions@zenith.ng', password: oldPassword })).json();
    const otherDevice = await createSessionToken(testApp, user.id);
    expect((await getProfile(fromLogin.access_token)).statusCode).toBe(200);
    const code = await requestResetCode('femi.sessions@zenith.ng');

    await post('confirm-password-reset', { email: 'femi.sessions@zenith.ng', otp: code, new_password: newPassword });

    for (const token of [fromLogin.access_token, otherDevice]) {
      const response = await getProfile(token);
      expect(response.statusCode).toBe(401);
      expect(response.json().detail).toBe(messages.notSignedIn);
    }
  });

  it('refuses to use the same reset code twice', async () => {
    await createStaff('bisi.twice@zenith.ng');
    const code = await requestResetCode('bisi.twice@zenith.ng');
    const body = { email: 'bisi.twice@zenith.ng', otp: code, new_password: newPassword };
    expect((await post('confirm-password-reset', body)).statusCode).toBe(200);

    const again = await post('confirm-password-reset', { ...body, new_password: 'Another#Pass1' });

    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.otpInvalid);
  });

  it('refuses a reset code older than 10 minutes and keeps the old password', async () => {
    await createStaff('tunde.slow@zenith.ng');
    const code = await requestResetCode('tunde.slow@zenith.ng');
    testApp.clock.advance(10 * minutes);

    const response = await post('confirm-password-reset', {
      email: 'tunde.slow@zenith.ng',
      otp: code,
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
    expect((await post('login', { email: 'tunde.slow@zenith.ng', password: oldPassword })).statusCode).toBe(200);
  });

  it('refuses a new password that breaks rule A', async () => {
    await createStaff('sola.weak@zenith.ng');
    const code = await requestResetCode('sola.weak@zenith.ng');

    const response = await post('confirm-password-reset', {
      email: 'sola.weak@zenith.ng',
      otp: code,
      new_password: 'alllowercase',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: messages.validationFailed,
      errors: { new_password: messages.passwordRule },
    });
  });

  it('refuses a reset for an email without an account', async () => {
    const response = await post('confirm-password-reset', {
      email: 'ghost@zenith.ng',
      otp: '123456',
      new_password: newPassword,
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
  });
});
