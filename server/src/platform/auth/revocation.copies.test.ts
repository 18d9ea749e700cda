import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app.js';
import { createAppContext } from '../../app-context.js';
import { openPostgres } from '../../db/client.js';
import { bearer, createAccountHolder, createSessionToken, createTeam, createUser } from '../../test/factories.js';
import { lastCodeSentTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#accounts: logout, password reset and staff deletion end sessions, on
// every server copy at once. Copy A is the test app; copy B is a second app on
// the same database with its own connection pool on PostgreSQL (as another
// process would have), so nothing one copy keeps in memory can answer for the other.
let testApp: TestApp;
let copyB: App;
let closeCopyB: () => Promise<unknown>;

async function secondHandleOnSameDatabase() {
  const { database } = testApp;
  const serverUrl = process.env.DATABASE_URL;
  if (database.kind !== 'postgres' || !serverUrl) return { handle: database, close: async () => {} };
  const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(serverUrl);
  url.pathname = `/${rows[0]!.name}`;
  const handle = await openPostgres(url.toString());
  return { handle, close: () => handle.close() };
}

beforeAll(async () => {
  testApp = await createTestApp();
  const second = await secondHandleOnSameDatabase();
  const context = await createAppContext(testApp.config, { clock: testApp.clock, database: second.handle });
  copyB = await buildApp(context, { webDistDir: path.join(os.tmpdir(), 'srm-no-web-build') });
  await copyB.ready();
  closeCopyB = async () => {
    await copyB.close();
    await context.close();
    await second.close();
  };
});

afterAll(async () => {
  await closeCopyB?.();
  await testApp?.close();
});

const profileOn = (app: App, token: string) => app.inject({ url: '/api/profile/get-profile/', headers: bearer(token) });
const countsOn = (app: App, token: string) => app.inject({ url: '/api/ticket/ticket-counts/', headers: bearer(token) });

describe('a session ended on one server copy', () => {
  it('is refused on the next request to the other copy after logout', async () => {
    const team = await createTeam(testApp, 'Logout Foods Ltd');
    const { token } = team.executive;
    // Both copies have served the session, so either would remember it if it could.
    expect((await countsOn(testApp.app, token)).statusCode).toBe(200);
    expect((await countsOn(copyB, token)).statusCode).toBe(200);

    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);

    expect((await countsOn(copyB, token)).statusCode).toBe(401);
    expect((await profileOn(copyB, token)).statusCode).toBe(401);
    expect((await countsOn(testApp.app, token)).statusCode).toBe(401);
    // Another session of the same organisation is untouched.
    expect((await countsOn(copyB, team.manager.token)).statusCode).toBe(200);
  });

  it('is refused on the other copy once a password reset ends every session of the user', async () => {
    const email = 'ada.reset.copies@zenith.ng';
    const user = await createAccountHolder(testApp.database.db, { email, password: 'Zenith!2026', role: 'manager' });
    const first = await createSessionToken(testApp, user.id);
    const second = await createSessionToken(testApp, user.id);
    expect((await profileOn(copyB, first)).statusCode).toBe(200);
    expect((await profileOn(copyB, second)).statusCode).toBe(200);

    const post = (url: string, payload: object) => testApp.app.inject({ method: 'POST', url, payload });
    expect((await post('/api/auth/request-password-reset/', { email })).statusCode).toBe(200);
    const otp = await lastCodeSentTo(testApp, email);
    const confirmed = await post('/api/auth/confirm-password-reset/', { email, otp, new_password: 'Harmattan#27' });
    expect(confirmed.statusCode).toBe(200);

    expect((await profileOn(copyB, first)).statusCode).toBe(401);
    expect((await profileOn(copyB, second)).statusCode).toBe(401);
  });

  it("is refused on the other copy once the staff member's account is deleted", async () => {
    const team = await createTeam(testApp, 'Deleted Staff Ltd');
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    const token = await createSessionToken(testApp, member.id);
    expect((await countsOn(copyB, token)).statusCode).toBe(200);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/profile/delete-staff/${member.id}/`,
      headers: bearer(team.manager.token),
    });
    expect(deleted.statusCode).toBe(200);

    expect((await countsOn(copyB, token)).statusCode).toBe(401);
  });

  it('sees a role change made on the other copy on the very next request', async () => {
    const team = await createTeam(testApp, 'Role Change Ltd');
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'executive' });
    const token = await createSessionToken(testApp, member.id);
    const createOn = (app: App) =>
      app.inject({ method: 'POST', url: '/api/ticket/create-ticket/', headers: bearer(token), payload: {} });
    // An executive may create tickets: the empty form is refused as bad input, not as forbidden.
    expect((await createOn(copyB)).statusCode).toBe(400);

    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/profile/update-staff/${member.id}/`,
      headers: bearer(team.manager.token),
      payload: {
        first_name: member.firstName,
        last_name: member.lastName,
        email: member.email,
        permission_type: 'support',
      },
    });
    expect(edited.statusCode).toBe(200);

    expect((await createOn(copyB)).statusCode).toBe(403);
  });
});
