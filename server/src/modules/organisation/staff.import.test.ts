import { messages } from '@srm/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, outbox, users } from '../../db/schema/index.js';
import { bearer, createDepartment, createTeam, type Team } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Import Org');
  await createDepartment(testApp.database.db, team.organization.id, 'Customer Care');
});
afterAll(() => testApp.close());

async function upload(content: string, token = team.manager.token) {
  const file = multipartFile({ filename: 'staff.csv', content });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/import-staff/',
    payload: file.payload,
    headers: { ...file.headers, ...bearer(token) },
  });
}

const countUsers = async () =>
  (
    await testApp.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.organizationId, team.organization.id))
  )[0]?.n;

describe('importing staff from a CSV file', () => {
  it('answers 400, not a server error, to a cut-short upload', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/import-staff/',
      headers: { 'content-type': 'multipart/form-data; boundary=x', ...bearer(team.manager.token) },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="staff.csv"\r\n\r\nfirst_name',
    });

    expect(response.statusCode).toBe(400);
  });

  it('adds 50 members with their departments and emails each an invitation', async () => {
    const rows = Array.from(
      { length: 50 },
      (_, index) => `Ama,Mensah ${index},ama.${index}@zenith.ng,support,customer care`,
    );
    const response = await upload(['First_Name,Last_Name,Email,Permission_Type,Department', ...rows].join('\r\n'));

    expect(response.statusCode).toBe(200);
    expect(response.json().created).toHaveLength(50);
    expect(response.json().skipped).toEqual([]);
    expect(response.json().created[0]).toEqual({ line: 2, email: 'ama.0@zenith.ng' });
    const invitations = await testApp.database.db.select().from(outbox).where(sql`${outbox.toAddress} like 'ama.%'`);
    expect(invitations).toHaveLength(50);
  });

  it('skips bad rows with their reasons and leaves no half-made member', async () => {
    const before = await countUsers();
    const response = await upload(
      [
        'first_name,last_name,email,permission_type,department',
        `Kofi,Boateng,${team.support.user.email},support,`,
        'Efua,,efua@zenith.ng,support,',
        'Yaw,Darko,yaw@zenith.ng,owner,',
        'Akua,Addo,akua@zenith.ng,support,Nowhere',
        'Kwesi,Appiah,kwesi@zenith.ng,executive,',
      ].join('\n'),
    );

    expect(response.json().created).toEqual([{ line: 6, email: 'kwesi@zenith.ng' }]);
    expect(response.json().skipped).toEqual([
      { line: 2, email: team.support.user.email, reason: messages.staffEmailExists },
      { line: 3, email: 'efua@zenith.ng', reason: messages.lastNameRequired },
      { line: 4, email: 'yaw@zenith.ng', reason: messages.permissionTypeRequired },
      { line: 5, email: 'akua@zenith.ng', reason: messages.importUnknownDepartment },
    ]);
    expect(await countUsers()).toBe((before ?? 0) + 1);
    const [yaw] = await testApp.database.db.select().from(outbox).where(eq(outbox.toAddress, 'yaw@zenith.ng'));
    expect(yaw).toBeUndefined();
  });

  it("starts imported members with the organisation's own setup state (decision 004)", async () => {
    const unfinished = await createTeam(testApp, 'Unfinished Import Org');
    await testApp.database.db
      .update(organizations)
      .set({ setupComplete: false })
      .where(eq(organizations.id, unfinished.organization.id));

    await upload('first_name,last_name,email,permission_type\nAbena,Early,abena.early@zenith.ng,executive\n');
    await upload(
      'first_name,last_name,email,permission_type\nKwame,Early,kwame.early@zenith.ng,executive\n',
      unfinished.manager.token,
    );

    const setupState = async (email: string) =>
      (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0]?.orgSetupComplete;
    expect(await setupState('abena.early@zenith.ng')).toBe(true);
    expect(await setupState('kwame.early@zenith.ng')).toBe(false);
  });

  it('stops at the third manager', async () => {
    const response = await upload(
      [
        'first_name,last_name,email,permission_type',
        'Esi,One,esi.one@zenith.ng,manager',
        'Esi,Two,esi.two@zenith.ng,manager',
      ].join('\n'),
    );
    expect(response.json().created).toEqual([{ line: 2, email: 'esi.one@zenith.ng' }]);
    expect(response.json().skipped).toEqual([
      { line: 3, email: 'esi.two@zenith.ng', reason: messages.tooManyManagers },
    ]);
  });

  it('refuses a file without the documented header row, or no file at all', async () => {
    const noHeader = await upload('Kofi,Boateng,kofi@zenith.ng,support\n');
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().detail).toBe(messages.importNeedsCsv);

    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/import-staff/',
      payload: {},
      headers: bearer(team.manager.token),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().detail).toBe(messages.importNeedsCsv);
  });
});
