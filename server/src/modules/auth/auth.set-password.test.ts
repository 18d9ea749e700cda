import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createOrganization, createUser } from '../../test/factories.js';
import { lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createInvitation } from './invitations.js';

// The last step of a sign-up (with the emailed code) and of a staff
// invitation (with the link's token). Each test uses its own email.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const days = 24 * 60 * 60_000;
const password = 'Zenith!2026';

const post = (path: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${path}/`, payload });

async function register(email: string) {
  const response = await post('register', { first_name: 'Ada', last_name: 'Obi', company_name: 'Zenith', email });
  expect(response.statusCode).toBe(200);
  return lastCodeSentTo(testApp, email);
}

// A staff member added by a manager: no password and an unconfirmed email until the link is followed.
async function inviteStaff(email: string) {
  const { db } = testApp.database;
  const organization = await createOrganization(db);
  const user = await createUser(db, { organizationId: organization.id, role: 'support', email });
  await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
  return createInvitation(db, testApp.context, { userId: user.id });
}

async function findUser(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

describe('POST /api/auth/set-password/ with the sign-up code', () => {
  it('refuses a password that breaks rule A', async () => {
    const code = await register('weak@zenith.ng');

    const response = await post('set-password', { email: 'weak@zenith.ng', otp: code, password: 'password1' });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: messages.validationFailed,
      errors: { password: messages.passwordRule },
    });
    expect((await findUser('weak@zenith.ng'))?.passwordHash).toBeNull();
  });

  it('asks for the email and the code when there is no invitation token', async () => {
    const response = await post('set-password', { password });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: messages.validEmail, otp: messages.otpRequired });
  });

  it('sets the password and confirms the email, after which login works', async () => {
    const code = await register('ada.password@zenith.ng');

    const response = await post('set-password', { email: 'ada.password@zenith.ng', otp: code, password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.passwordSet });
    expect((await findUser('ada.password@zenith.ng'))?.emailVerified).toBe(true);
    const login = await post('login', { email: 'ada.password@zenith.ng', password });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email: 'ada.password@zenith.ng', org_origin: true });
  });

  it('works after the code was checked with validate-otp', async () => {
    const code = await register('checked.first@zenith.ng');
    expect((await post('validate-otp', { email: 'checked.first@zenith.ng', otp: code })).statusCode).toBe(200);

    const response = await post('set-password', { email: 'checked.first@zenith.ng', otp: code, password });

    expect(response.statusCode).toBe(200);
  });

  it('refuses to use the same code twice', async () => {
    const code = await register('twice@zenith.ng');
    expect((await post('set-password', { email: 'twice@zenith.ng', otp: code, password })).statusCode).toBe(200);

    const again = await post('set-password', { email: 'twice@zenith.ng', otp: code, password: 'Other!pass9' });

    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.otpInvalid);
    expect((await post('login', { email: 'twice@zenith.ng', password: 'Other!pass9' })).statusCode).toBe(401);
    expect((await post('login', { email: 'twice@zenith.ng', password })).statusCode).toBe(200);
  });

  it('uses a code once when the same request arrives twice at the same moment', async () => {
    const code = await register('double.click@zenith.ng');
    const body = { email: 'double.click@zenith.ng', otp: code, password };

    const responses = await Promise.all([post('set-password', body), post('set-password', body)]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400]);
    expect(responses.find((response) => response.statusCode === 400)?.json().detail).toBe(messages.otpInvalid);
  });

  it('refuses a wrong code and sets no password', async () => {
    const code = await register('wrong.code@zenith.ng');
    const wrong = code === '000000' ? '111111' : '000000';

    const response = await post('set-password', { email: 'wrong.code@zenith.ng', otp: wrong, password });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
    expect((await findUser('wrong.code@zenith.ng'))?.passwordHash).toBeNull();
  });
});

describe('POST /api/auth/set-password/ with an invitation token', () => {
  it('sets an invited staff member’s password and confirms the email, once', async () => {
    const { token } = await inviteStaff('kemi.invited@zenith.ng');

    const response = await post('set-password', { token, password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.passwordSet });
    expect((await findUser('kemi.invited@zenith.ng'))?.emailVerified).toBe(true);
    expect((await post('login', { email: 'kemi.invited@zenith.ng', password })).statusCode).toBe(200);

    const again = await post('set-password', { token, password: 'Other!pass9' });
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.invitationInvalid);
    expect((await post('login', { email: 'kemi.invited@zenith.ng', password })).statusCode).toBe(200);
  });

  it('spends the link once the invitee chose a password through a reset instead', async () => {
    const email = 'femi.reset@zenith.ng';
    const { token } = await inviteStaff(email);
    await post('request-password-reset', { email });
    const code = await lastCodeSentTo(testApp, email);
    expect((await post('confirm-password-reset', { email, otp: code, new_password: password })).statusCode).toBe(200);

    const late = await post('set-password', { token, password: 'Hijack!pass9' });

    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(messages.invitationInvalid);
    expect((await post('login', { email, password })).statusCode).toBe(200);
  });

  it('refuses a weak password without using the invitation up', async () => {
    const { token } = await inviteStaff('sola.weak@zenith.ng');

    const weak = await post('set-password', { token, password: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors).toEqual({ password: messages.passwordRule });

    expect((await post('set-password', { token, password })).statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const response = await post('set-password', { token: 'made-up-token', password });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.invitationInvalid);
  });

  it('refuses the earlier link once a new invitation was sent', async () => {
    const { db } = testApp.database;
    const first = await inviteStaff('resent@zenith.ng');
    const user = await findUser('resent@zenith.ng');
    const second = await createInvitation(db, testApp.context, { userId: user!.id });

    const withFirst = await post('set-password', { token: first.token, password });
    expect(withFirst.statusCode).toBe(400);
    expect(withFirst.json().detail).toBe(messages.invitationInvalid);
    expect((await post('set-password', { token: second.token, password })).statusCode).toBe(200);
  });

  it('accepts an invitation for 7 days and refuses it after', async () => {
    const early = await inviteStaff('in.time@zenith.ng');
    const late = await inviteStaff('too.late@zenith.ng');

    testApp.clock.advance(7 * days - 60_000);
    expect((await post('set-password', { token: early.token, password })).statusCode).toBe(200);

    testApp.clock.advance(60_000);
    const response = await post('set-password', { token: late.token, password });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.invitationInvalid);
    expect((await findUser('too.late@zenith.ng'))?.passwordHash).toBeNull();
  });
});
