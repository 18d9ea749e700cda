import { messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { createOrganization, createUser } from '../../test/factories.js';
import { lastCodeSentTo as lastCode, emailsTo as sentEmails } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#accounts: sign-up is register → emailed 6-digit code → validate-otp
// → set-password (auth.set-password.test.ts). Each test uses its own email,
// because the rate limits count per email.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const minutes = 60_000;

const post = (path: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${path}/`, payload });

const signupBody = (email: string) => ({
  first_name: 'Ada',
  last_name: 'Obi',
  company_name: 'Zenith Foods Ltd',
  email,
});

const emailsTo = (address: string) => sentEmails(testApp, address);
const lastCodeSentTo = (address: string) => lastCode(testApp, address);

async function register(email: string) {
  const response = await post('register', signupBody(email));
  expect(response.statusCode).toBe(200);
  // Emails queued at distinct moments, so "the newest" is plain.
  testApp.clock.advance(1_000);
  return lastCodeSentTo(email.toLowerCase());
}

async function findUser(email: string) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('POST /api/auth/register/', () => {
  it('creates the organisation and its unverified manager without a password, and emails a 6-digit code', async () => {
    const response = await post('register', signupBody('ada.signup@zenith.ng'));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.signupStarted });
    const user = await findUser('ada.signup@zenith.ng');
    expect(user).toMatchObject({
      firstName: 'Ada',
      lastName: 'Obi',
      permissionType: 'manager',
      orgOrigin: true,
      emailVerified: false,
      passwordHash: null,
    });
    const [organization] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user!.organizationId));
    expect(organization).toMatchObject({ name: 'Zenith Foods Ltd', email: 'ada.signup@zenith.ng' });
    const emails = await emailsTo('ada.signup@zenith.ng');
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ organizationId: user!.organizationId, status: 'pending' });
    expect(emails[0]?.textBody).toMatch(/^\d{6}$/m);
  });

  it('keeps the email in lower case, so later steps find it whatever the letter case', async () => {
    await post('register', signupBody('Kwame.Mensah@Zenith.NG'));

    expect(await findUser('kwame.mensah@zenith.ng')).toBeDefined();
    expect(await emailsTo('kwame.mensah@zenith.ng')).toHaveLength(1);
  });

  it('delivers the code email through the mail job, logged when no SMTP server is set', async () => {
    await register('chidi.delivery@zenith.ng');

    expect(await testApp.jobs.runDue()).toBeGreaterThanOrEqual(1);

    const [email] = await emailsTo('chidi.delivery@zenith.ng');
    expect(email).toMatchObject({ status: 'logged', attempts: 1, sentAt: testApp.clock.now() });
  });

  it('sends a new code when the same email registers again before choosing a password; the old code stops working', async () => {
    const oldCode = await register('ngozi.again@zenith.ng');
    const again = await post('register', {
      ...signupBody('NGOZI.Again@zenith.ng'),
      first_name: 'Ngozi',
      company_name: 'Ngozi Foods',
    });

    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: messages.signupStarted });
    expect(await emailsTo('ngozi.again@zenith.ng')).toHaveLength(2);
    const newCode = await lastCodeSentTo('ngozi.again@zenith.ng');
    const rows = await testApp.database.db.select().from(users).where(eq(users.email, 'ngozi.again@zenith.ng'));
    expect(rows).toHaveLength(1);

    // Both codes are the same once in a million sign-ups; then there is no old code to refuse.
    if (oldCode !== newCode) {
      const withOld = await post('validate-otp', { email: 'ngozi.again@zenith.ng', otp: oldCode });
      expect(withOld.statusCode).toBe(400);
      expect(withOld.json().detail).toBe(messages.otpInvalid);
    }
    const withNew = await post('validate-otp', { email: 'ngozi.again@zenith.ng', otp: newCode });
    expect(withNew.statusCode).toBe(200);
  });

  // It used to be that whoever registered an email first kept their names and business on it.
  it("gives an unfinished sign-up the latest registration's names and business, and the latest code finishes it", async () => {
    const email = 'squatted@zenith.ng';
    await register(email);
    const owner = { first_name: 'Chioma', last_name: 'Okafor', company_name: 'Okafor Textiles', email };

    expect((await post('register', owner)).statusCode).toBe(200);

    const code = await lastCodeSentTo(email);
    const user = await findUser(email);
    expect(user).toMatchObject({ firstName: 'Chioma', lastName: 'Okafor', orgOrigin: true, passwordHash: null });
    const [organization] = await testApp.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, user!.organizationId));
    expect(organization).toMatchObject({ name: 'Okafor Textiles', email });
    expect((await post('set-password', { email, otp: code, password: 'Okafor!2026' })).statusCode).toBe(200);
    const login = await post('login', { email, password: 'Okafor!2026' });
    expect(login.json().user).toMatchObject({ first_name: 'Chioma', last_name: 'Okafor' });
  });

  it('creates one account when the same email signs up twice at the same moment', async () => {
    const email = 'same.moment@zenith.ng';

    const responses = await Promise.all([post('register', signupBody(email)), post('register', signupBody(email))]);

    for (const response of responses) expect([200, 400]).toContain(response.statusCode);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    expect(await testApp.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses an email whose account already has a password, whatever the letter case', async () => {
    const organization = await createOrganization(testApp.database.db);
    await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'manager',
      email: 'taken@zenith.ng',
      password: 'Str0ng!pass',
      orgOrigin: true,
    });

    const response = await post('register', signupBody('Taken@Zenith.ng'));

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.accountExists);
    expect(await emailsTo('taken@zenith.ng')).toHaveLength(0);
  });

  it('refuses the email of an invited staff member who has not chosen a password yet', async () => {
    const organization = await createOrganization(testApp.database.db);
    await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'support',
      email: 'invited.staff@zenith.ng',
    });

    const response = await post('register', signupBody('invited.staff@zenith.ng'));

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.accountExists);
  });

  it('answers 422 with a message for each invalid field', async () => {
    const response = await post('register', {
      first_name: '',
      last_name: '   ',
      company_name: '',
      email: 'not-an-email',
    });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      detail: messages.validationFailed,
      errors: {
        first_name: messages.fieldRequired,
        last_name: messages.fieldRequired,
        company_name: messages.businessNameRequired,
        email: messages.validEmail,
      },
    });
  });
  // 300,000 characters used to answer 500, and 5,000 made an account.
  it.each([255, 5_000, 300_000])(
    'refuses an email of %i characters with the email message, making no account',
    async (length) => {
      const email = `${'a'.repeat(length - '@zenith.ng'.length)}@zenith.ng`;

      const response = await post('register', signupBody(email));

      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ email: messages.validEmail });
      expect(await findUser(email)).toBeUndefined();
    },
  );

  it('takes an email of 254 characters', async () => {
    const email = `${'b'.repeat(254 - '@zenith.ng'.length)}@zenith.ng`;

    expect((await post('register', signupBody(email))).statusCode).toBe(200);
    expect(await findUser(email)).toBeDefined();
  });
});

describe('POST /api/auth/validate-otp/', () => {
  it('confirms the email with the right code', async () => {
    const code = await register('femi.valid@zenith.ng');

    const response = await post('validate-otp', { email: 'femi.valid@zenith.ng', otp: code });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.otpVerified });
    expect((await findUser('femi.valid@zenith.ng'))?.emailVerified).toBe(true);
  });

  it('refuses a wrong code and leaves the email unconfirmed', async () => {
    const code = await register('bisi.wrong@zenith.ng');

    const response = await post('validate-otp', { email: 'bisi.wrong@zenith.ng', otp: wrongCodeFor(code) });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
    expect((await findUser('bisi.wrong@zenith.ng'))?.emailVerified).toBe(false);
  });

  it('refuses even the right code after 5 wrong tries', async () => {
    const email = 'tunde.guess@zenith.ng';
    const code = await register(email);
    const wrong = wrongCodeFor(code);

    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await post('validate-otp', { email, otp: wrong });
      expect(response.json().detail).toBe(messages.otpInvalid);
    }
    const fifth = await post('validate-otp', { email, otp: wrong });
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().detail).toBe(messages.otpTooManyAttempts);

    const right = await post('validate-otp', { email, otp: code });
    expect(right.statusCode).toBe(400);
    expect(right.json().detail).toBe(messages.otpTooManyAttempts);
    expect((await findUser(email))?.emailVerified).toBe(false);
  });

  it('accepts a code for 10 minutes and refuses it after', async () => {
    const code = await register('yemi.late@zenith.ng');

    testApp.clock.advance(10 * minutes - 2_000);
    const inTime = await post('validate-otp', { email: 'yemi.late@zenith.ng', otp: code });
    expect(inTime.statusCode).toBe(200);

    testApp.clock.advance(2_000);
    const late = await post('validate-otp', { email: 'yemi.late@zenith.ng', otp: code });
    expect(late.statusCode).toBe(400);
    expect(late.json().detail).toBe(messages.otpInvalid);
  });

  it('answers an unknown email as it answers a wrong code', async () => {
    const response = await post('validate-otp', { email: 'nobody@zenith.ng', otp: '123456' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.otpInvalid);
  });

  it('answers 422 when the code is not 6 digits', async () => {
    const response = await post('validate-otp', { email: 'bisi.wrong@zenith.ng', otp: '12ab' });

    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ otp: messages.otpFormat });
  });
});

describe('POST /api/auth/resend-otp/', () => {
  it('refuses an email without an account', async () => {
    const response = await post('resend-otp', { email: 'stranger@zenith.ng' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.accountNotFound);
    expect(await emailsTo('stranger@zenith.ng')).toHaveLength(0);
  });

  it('emails a new code for an unfinished sign-up, and the new code works after the old one was locked', async () => {
    const email = 'amaka.resend@zenith.ng';
    const oldCode = await register(email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await post('validate-otp', { email, otp: wrongCodeFor(oldCode) });
    }

    const response = await post('resend-otp', { email: 'Amaka.Resend@zenith.ng' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ detail: messages.otpSent });
    expect(await emailsTo(email)).toHaveLength(2);
    const newCode = await lastCodeSentTo(email);
    const validated = await post('validate-otp', { email, otp: newCode });
    expect(validated.statusCode).toBe(200);
  });

  it('refuses an account that already has a password', async () => {
    const organization = await createOrganization(testApp.database.db);
    await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'manager',
      email: 'done@zenith.ng',
      password: 'Str0ng!pass',
      orgOrigin: true,
    });

    const response = await post('resend-otp', { email: 'done@zenith.ng' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.accountExists);
    expect(await emailsTo('done@zenith.ng')).toHaveLength(0);
  });

  it('refuses an invited staff member, who joins through the invitation link instead', async () => {
    const organization = await createOrganization(testApp.database.db);
    await createUser(testApp.database.db, {
      organizationId: organization.id,
      role: 'support',
      email: 'invited.resend@zenith.ng',
    });

    const response = await post('resend-otp', { email: 'invited.resend@zenith.ng' });

    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.accountExists);
    expect(await emailsTo('invited.resend@zenith.ng')).toHaveLength(0);
  });
});

describe('guessing a code', () => {
  it('allows no more than 5 wrong tries even when the guesses arrive all at once', async () => {
    const email = 'swarm.guess@zenith.ng';
    const code = await register(email);
    const wrong = ['000001', '000002', '000003', '000004', '000005', '000006', '000007', '000008'].filter(
      (guess) => guess !== code,
    );

    await Promise.all(wrong.map((otp) => post('validate-otp', { email, otp })));

    const right = await post('validate-otp', { email, otp: code });
    expect(right.json().detail).toBe(messages.otpTooManyAttempts);
  });
});
