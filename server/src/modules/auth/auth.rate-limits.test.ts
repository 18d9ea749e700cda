import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { createAccountHolder, createOrganization, createUser } from '../../test/factories.js';
import { lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createInvitation } from './invitations.js';

// docs/product.md#accounts: public auth calls are limited per email and per client address;
// guesses at a password or code per account and address (decision 011).
// The counters are per app, so per file; each test uses its own addresses.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const password = 'Zenith!2026';

const post = (path: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${path}/`, payload, remoteAddress });

const createManager = (email: string) => createAccountHolder(testApp.database.db, { email, password });

function expectTooMany(response: Answer) {
  expect(response.statusCode).toBe(429);
  expect(response.json().detail).toBe(messages.tooManyRequests);
  const retryAfter = Number(response.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
}

type Answer = Awaited<ReturnType<typeof post>>;

// Guesses from each address until it is refused; returns how many wrong
// answers (`wrongStatus`) each address got first.
async function guessUntilRefused(
  guess: (address: string) => Promise<Answer>,
  wrongStatus: number,
  addresses: string[],
) {
  const answered: number[] = [];
  for (const address of addresses) {
    let wrong = 0;
    let response = await guess(address);
    while (response.statusCode === wrongStatus && wrong < 20) {
      wrong += 1;
      response = await guess(address);
    }
    expectTooMany(response);
    answered.push(wrong);
  }
  return answered;
}

describe('rate limits on accounts', () => {
  it('refuses the 11th login for one email from one address within 15 minutes, even with the right password', async () => {
    await createManager('ada.limited@zenith.ng');
    await createManager('kwame.free@zenith.ng');

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const email = attempt % 2 ? 'ada.limited@zenith.ng' : 'ADA.Limited@zenith.ng';
      expect((await post('login', { email, password: 'Wrong!pass1' }, '10.0.5.1')).statusCode).toBe(401);
    }
    const eleventh = await post('login', { email: 'ada.limited@zenith.ng', password }, '10.0.5.1');

    expectTooMany(eleventh);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await post('login', { email: 'kwame.free@zenith.ng', password }, '10.0.5.1')).statusCode).toBe(200);
  });

  // Ten wrong passwords from anywhere used to lock the owner out.
  it('lets the owner log in from their own address while strangers keep guessing at the account from many others', async () => {
    await createManager('owner.attacked@zenith.ng');
    const guess = (address: string) =>
      post('login', { email: 'owner.attacked@zenith.ng', password: 'Wrong!pass1' }, address);
    const refusedAfter = await guessUntilRefused(guess, 401, [
      '10.0.6.1',
      '10.0.6.2',
      '10.0.6.3',
      '10.0.6.4',
      '10.0.6.5',
      '10.0.6.6',
    ]);

    // 10 tries an address, until the account passed 50 failed tries in the hour: 3 from then on.
    expect(refusedAfter).toEqual([10, 10, 10, 10, 6, 3]);
    const typo = await post('login', { email: 'owner.attacked@zenith.ng', password: 'Zenith!2025' }, '10.0.7.1');
    const owner = await post('login', { email: 'owner.attacked@zenith.ng', password }, '10.0.7.1');

    expect(typo.statusCode).toBe(401);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.email).toBe('owner.attacked@zenith.ng');
    expect(await guessUntilRefused(guess, 401, ['10.0.8.1'])).toEqual([3]);
    expect((await post('login', { email: 'owner.attacked@zenith.ng', password }, '10.0.9.1')).statusCode).toBe(200);
  });

  it('lets the owner finish signing up with a new code after strangers burned the first one from many addresses', async () => {
    const email = 'signup.attacked@zenith.ng';
    const owner = '10.0.10.1';
    const body = { first_name: 'Ngozi', last_name: 'Eze', company_name: 'Eze Farms', email };
    expect((await post('register', body, owner)).statusCode).toBe(200);
    const guess = (address: string) => post('validate-otp', { email, otp: '000000' }, address);
    const refusedAfter = await guessUntilRefused(guess, 400, [
      '10.0.11.1',
      '10.0.11.2',
      '10.0.11.3',
      '10.0.11.4',
      '10.0.11.5',
      '10.0.11.6',
    ]);
    expect(refusedAfter).toEqual([10, 10, 10, 10, 6, 3]);

    testApp.clock.advance(1_000);
    expect((await post('resend-otp', { email }, owner)).statusCode).toBe(200);
    const code = await lastCodeSentTo(testApp, email);
    expect((await post('validate-otp', { email, otp: code }, owner)).statusCode).toBe(200);
    expect((await post('set-password', { email, otp: code, password }, owner)).statusCode).toBe(200);
    expect((await post('login', { email, password }, owner)).statusCode).toBe(200);
  });

  it('refuses the 51st login from one address within 15 minutes, whatever the email', async () => {
    for (let attempt = 1; attempt <= 50; attempt += 1) {
      const response = await post('login', { email: `guess${attempt}@zenith.ng`, password }, '10.0.0.1');
      expect(response.statusCode).toBe(401);
    }

    expectTooMany(await post('login', { email: 'fresh@zenith.ng', password }, '10.0.0.1'));
    expect((await post('login', { email: 'fresh@zenith.ng', password }, '10.0.0.2')).statusCode).toBe(401);
  });

  it('refuses the 6th sign-up for one email within an hour', async () => {
    const body = { first_name: 'Ngozi', last_name: 'Eze', company_name: 'Eze Farms', email: 'ngozi.limited@zenith.ng' };
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await post('register', body, '10.0.1.1')).statusCode).toBe(200);
    }

    expectTooMany(await post('register', body, '10.0.1.1'));
  });

  it('refuses the 11th code check for one email within 15 minutes', async () => {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const response = await post('validate-otp', { email: 'femi.codes@zenith.ng', otp: '123456' }, '10.0.2.1');
      expect(response.statusCode).toBe(400);
    }

    expectTooMany(await post('validate-otp', { email: 'femi.codes@zenith.ng', otp: '123456' }, '10.0.2.1'));
  });

  it('refuses the 6th password reset request for one email within an hour', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await post('request-password-reset', { email: 'bisi.reset@zenith.ng' }, '10.0.3.1');
      expect(response.statusCode).toBe(200);
    }

    expectTooMany(await post('request-password-reset', { email: 'bisi.reset@zenith.ng' }, '10.0.3.1'));
  });

  // An invitation names no email, so its limit must not be one counter that
  // every invitation in the system shares: ten bad links would lock out all invitees.
  it('lets more than ten invited staff members, each on their own device, set their passwords within 15 minutes', async () => {
    const { db } = testApp.database;
    const organization = await createOrganization(db);
    const statuses: number[] = [];
    for (let staff = 1; staff <= 12; staff += 1) {
      const user = await createUser(db, { organizationId: organization.id, role: 'support' });
      await db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
      const { token } = await createInvitation(db, testApp.context, { userId: user.id });
      statuses.push((await post('set-password', { token, password }, `10.0.4.${staff}`)).statusCode);
    }

    expect(statuses).toEqual(Array(12).fill(200));
  });
});
