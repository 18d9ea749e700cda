import { messages } from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, createUser } from '../../test/factories.js';
import { lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createInvitation } from './invitations.js';

// The invitation page checks its link on arrival, so a dead one says so before
// the form is filled in (docs/product.md#accounts). Each test uses its own email.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const days = 24 * 60 * 60_000;
const password = 'Zenith!2026';

const check = (query: string) => testApp.app.inject({ method: 'GET', url: `/api/auth/check-invitation/${query}` });
const checkToken = (token: string) => check(`?token=${encodeURIComponent(token)}`);
const post = (path: string, payload: Record<string, unknown>) =>
  testApp.app.inject({ method: 'POST', url: `/api/auth/${path}/`, payload });

// A staff member added by a manager: no password until the link is followed.
async function inviteStaff(email: string) {
  const { db } = testApp.database;
  const organization = await createOrganization(db);
  const user = await createUser(db, { organizationId: organization.id, role: 'support', email });
  return { user, ...(await createInvitation(db, testApp.context, { userId: user.id })) };
}

function expectDeadLink(response: Awaited<ReturnType<typeof check>>) {
  expect(response.statusCode).toBe(400);
  expect(response.json().detail).toBe(messages.invitationInvalid);
}

describe('GET /api/auth/check-invitation/', () => {
  it("answers a live link with the invitee's email, without using it up", async () => {
    const { token } = await inviteStaff('kemi.live@zenith.ng');

    const response = await checkToken(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: 'kemi.live@zenith.ng' });
    expect((await checkToken(token)).statusCode).toBe(200);
    expect((await post('set-password', { token, password })).statusCode).toBe(200);
  });

  it('says a used link is dead', async () => {
    const { token } = await inviteStaff('tobi.used@zenith.ng');
    expect((await post('set-password', { token, password })).statusCode).toBe(200);

    expectDeadLink(await checkToken(token));
  });

  it('says a link is dead once its invitee chose a password through a reset', async () => {
    const email = 'uche.reset@zenith.ng';
    const { token } = await inviteStaff(email);
    await post('request-password-reset', { email });
    const otp = await lastCodeSentTo(testApp, email);
    expect((await post('confirm-password-reset', { email, otp, new_password: password })).statusCode).toBe(200);

    expectDeadLink(await checkToken(token));
  });

  it('says an earlier link is dead once a new invitation was sent', async () => {
    const first = await inviteStaff('resent.check@zenith.ng');
    const second = await createInvitation(testApp.database.db, testApp.context, {
      userId: first.user.id,
    });

    expectDeadLink(await checkToken(first.token));
    expect((await checkToken(second.token)).statusCode).toBe(200);
  });

  it('accepts a link for 7 days and says it is dead after', async () => {
    const { token } = await inviteStaff('late.check@zenith.ng');

    testApp.clock.advance(7 * days - 60_000);
    expect((await checkToken(token)).statusCode).toBe(200);
    testApp.clock.advance(60_000);

    expectDeadLink(await checkToken(token));
  });

  it('says a made-up, empty, over-long or missing token is dead', async () => {
    expectDeadLink(await checkToken('made-up-token'));
    expectDeadLink(await check('?token='));
    expectDeadLink(await checkToken('x'.repeat(201)));
    expectDeadLink(await check(''));
  });
});
