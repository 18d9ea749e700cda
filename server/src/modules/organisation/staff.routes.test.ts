import { messages, paths } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.js';
import { appLink } from '../../platform/mail/app-link.js';
import {
  bearer,
  createDepartment,
  createSessionToken,
  createTeam,
  createUser,
  type Team,
} from '../../test/factories.js';
import { pngImage } from '../../test/images.js';
import { multipartForm } from '../../test/multipart.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
let team: Team;
let otherTeam: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  otherTeam = await createTeam(testApp, 'Other Org');
});
afterAll(() => testApp.close());

const addStaff = (payload: object, token = team.manager.token) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/add-staff/', payload, headers: bearer(token) });
const newcomer = (email: string, extra: object = {}) => ({
  first_name: 'Kojo',
  last_name: 'Asante',
  email,
  permission_type: 'support',
  ...extra,
});

// The invitation link in the newest email to an address, as its reader would follow it.
async function invitationTokenSentTo(address: string) {
  const [newest] = await emailsTo(testApp, address);
  // The web's invitation page (a path the web registers) at the public address.
  const start = `${appLink(testApp.config, paths.userCreatePassword)}?token=`;
  const link = newest?.textBody.split(/\s+/).find((word) => word.startsWith(start));
  if (!link) throw new Error(`no invitation was emailed to ${address}`);
  return decodeURIComponent(link.slice(start.length));
}

describe('adding staff', () => {
  it('creates an unverified member who joins through the emailed link and logs in', async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id, 'Logistics');
    const response = await addStaff(newcomer('Kojo.Asante@zenith.ng', { department_id: department.id }));

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'kojo.asante@zenith.ng',
      permission_type: 'support',
      department_id: department.id,
      email_verified: false,
    });

    const token = await invitationTokenSentTo('kojo.asante@zenith.ng');
    const password = 'Accra!2026';
    const accepted = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/set-password/',
      payload: { token, password },
    });
    expect(accepted.statusCode).toBe(200);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: 'kojo.asante@zenith.ng', password },
    });
    expect(login.json().user).toMatchObject({ permission_type: 'support', org_origin: false });
  });

  it('refuses an email already in use anywhere, in any letter case', async () => {
    const response = await addStaff(newcomer(otherTeam.support.user.email.toUpperCase()));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.staffEmailExists);
  });

  it('allows at most two managers', async () => {
    const manager = (email: string) => newcomer(email, { permission_type: 'manager' });
    const teamOfOne = await createTeam(testApp, 'Two Managers Org');
    expect((await addStaff(manager('second.manager@zenith.ng'), teamOfOne.manager.token)).statusCode).toBe(200);
    const third = await addStaff(manager('third.manager@zenith.ng'), teamOfOne.manager.token);
    expect(third.statusCode).toBe(400);
    expect(third.json().detail).toBe(messages.tooManyManagers);
  });

  it("refuses another organisation's department", async () => {
    const theirs = await createDepartment(testApp.database.db, otherTeam.organization.id, 'Theirs');
    const response = await addStaff(newcomer('yaa@zenith.ng', { department_id: theirs.id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.enterDetailsCorrectly);
    expect(response.json().errors).toEqual({ department_id: messages.departmentRequired });
    expect(await emailsTo(testApp, 'yaa@zenith.ng')).toHaveLength(0);
  });

  // docs/product.md#api-conventions: user create answers bad input with 400 and a message per field.
  it('answers bad input with 400 and a message per field', async () => {
    const response = await addStaff({ first_name: ' ', last_name: '', email: '', permission_type: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      detail: messages.enterDetailsCorrectly,
      errors: {
        first_name: messages.firstNameRequired,
        last_name: messages.lastNameRequired,
        email: messages.emailAddressRequired,
        permission_type: messages.permissionTypeRequired,
      },
    });
  });
});

describe('a new member and the organisation setup', () => {
  // Decision 004: nobody is asked about a setup that is already finished.
  it("starts with the organisation's own setup state", async () => {
    const unfinished = await createTeam(testApp, 'Unfinished Org');
    await testApp.database.db
      .update(organizations)
      .set({ setupComplete: false })
      .where(eq(organizations.id, unfinished.organization.id));

    await addStaff(newcomer('early.joiner@zenith.ng'), unfinished.manager.token);
    await addStaff(newcomer('late.joiner@zenith.ng'));

    const setupState = async (email: string) =>
      (await testApp.database.db.select().from(users).where(eq(users.email, email)))[0]?.orgSetupComplete;
    expect(await setupState('early.joiner@zenith.ng')).toBe(false);
    expect(await setupState('late.joiner@zenith.ng')).toBe(true);
  });
});

describe("a member's detail", () => {
  const getUser = (userId: string, token = team.manager.token) =>
    testApp.app.inject({ url: `/api/profile/get-user/${userId}/`, headers: bearer(token) });

  it('shows a member of the organisation with their department and ticket counters', async () => {
    const department = await createDepartment(testApp.database.db, team.organization.id, 'Field Sales');
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    await testApp.database.db.update(users).set({ departmentId: department.id }).where(eq(users.id, member.id));

    const response = await getUser(member.id, team.executive.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.id,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      permission_type: 'support',
      department_id: department.id,
      department_name: 'Field Sales',
      email_verified: true,
      image_url: null,
      org_origin: false,
      // A member without tickets: every counter is zero.
      tickets: { overdue: 0, due: 0, open: 0, resolved: 0 },
    });
  });

  it("marks the account's creator, who needs no department", async () => {
    const creator = await getUser(team.manager.user.id, team.executive.token);
    expect(creator.json()).toMatchObject({ org_origin: true, department_id: null });
  });

  it("answers 404 for another organisation's member or an unknown id", async () => {
    expect((await getUser(otherTeam.support.user.id)).statusCode).toBe(404);
    expect((await getUser('6f1b7e9e-3c55-4a8e-9d0f-2a7c1b9e4d11')).statusCode).toBe(404);
  });

  it('is not shown to support users', async () => {
    expect((await getUser(team.manager.user.id, team.support.token)).statusCode).toBe(403);
  });
});

describe('resending an invitation', () => {
  it('sends a new link and retires the old one', async () => {
    await addStaff(newcomer('esi@zenith.ng'));
    const oldToken = await invitationTokenSentTo('esi@zenith.ng');
    testApp.clock.advance(1_000);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-token/',
      payload: { email: 'ESI@zenith.ng', resend_type: 'add_staff' },
      headers: bearer(team.executive.token),
    });

    expect(response.json()).toEqual({ detail: messages.tokenResent });
    const newToken = await invitationTokenSentTo('esi@zenith.ng');
    expect(newToken).not.toBe(oldToken);
    const withOld = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/set-password/',
      payload: { token: oldToken, password: 'Accra!2026' },
    });
    expect(withOld.json().detail).toBe(messages.invitationInvalid);
  });

  it("does not reach another organisation's staff", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-token/',
      payload: { email: otherTeam.support.user.email },
      headers: bearer(team.manager.token),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it("shows the organisation's staff only, with department names, and searches them", async () => {
    const response = await testApp.app.inject({
      url: '/api/profile/all-users/?page_size=100',
      headers: bearer(team.support.token),
    });
    const emails = response.json().results.map((user: { email: string }) => user.email);
    expect(emails).toContain(team.manager.user.email);
    expect(emails).toContain('kojo.asante@zenith.ng');
    expect(emails).not.toContain(otherTeam.manager.user.email);
    const kojo = response.json().results.find((user: { email: string }) => user.email === 'kojo.asante@zenith.ng');
    expect(kojo.department_name).toBe('Logistics');

    const search = await testApp.app.inject({
      url: '/api/profile/all-users/?search=KOJO.as',
      headers: bearer(team.support.token),
    });
    expect(search.json().results.map((user: { email: string }) => user.email)).toEqual(['kojo.asante@zenith.ng']);
  });
});

describe('editing and deleting staff', () => {
  const edit = (userId: string, payload: object, token = team.manager.token) =>
    testApp.app.inject({ method: 'PUT', url: `/api/profile/update-staff/${userId}/`, payload, headers: bearer(token) });
  const remove = (userId: string, token = team.manager.token) =>
    testApp.app.inject({ method: 'DELETE', url: `/api/profile/delete-staff/${userId}/`, headers: bearer(token) });
  const details = (email: string, extra: object = {}) => ({
    first_name: 'Abena',
    last_name: 'Owusu',
    email,
    permission_type: 'executive',
    ...extra,
  });

  it('lets the super admin change a member, and nobody else', async () => {
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });

    const byExecutive = await edit(member.id, details('abena@zenith.ng'), team.executive.token);
    expect(byExecutive.statusCode).toBe(403);
    expect(byExecutive.json().detail).toBe(messages.onlySuperAdmins);

    const bySuperAdmin = await edit(member.id, details('Abena@Zenith.ng'));
    expect(bySuperAdmin.statusCode).toBe(200);
    expect(bySuperAdmin.json()).toMatchObject({
      first_name: 'Abena',
      email: 'abena@zenith.ng',
      permission_type: 'executive',
    });
  });

  it('refuses a manager who did not create the account', async () => {
    const ownTeam = await createTeam(testApp, 'Second Manager Org');
    const secondManager = await createUser(testApp.database.db, {
      organizationId: ownTeam.organization.id,
      role: 'manager',
    });
    const token = await createSessionToken(testApp, secondManager.id);

    const edited = await edit(ownTeam.support.user.id, details('kwame@zenith.ng'), token);
    const removed = await remove(ownTeam.support.user.id, token);
    expect([edited.statusCode, removed.statusCode]).toEqual([403, 403]);
    expect(removed.json().detail).toBe(messages.onlySuperAdmins);
  });

  it('keeps the creator a manager and at most two managers in all', async () => {
    const creatorDemoted = await edit(
      team.manager.user.id,
      details(team.manager.user.email, { permission_type: 'support' }),
    );
    expect(creatorDemoted.statusCode).toBe(400);
    expect(creatorDemoted.json().detail).toBe(messages.creatorStaysManager);

    const smallTeam = await createTeam(testApp, 'Promotion Org');
    const promote = (userId: string, email: string) =>
      edit(userId, details(email, { permission_type: 'manager' }), smallTeam.manager.token);
    expect((await promote(smallTeam.executive.user.id, smallTeam.executive.user.email)).statusCode).toBe(200);
    const third = await promote(smallTeam.support.user.id, smallTeam.support.user.email);
    expect(third.statusCode).toBe(400);
    expect(third.json().detail).toBe(messages.tooManyManagers);
  });

  it('answers bad details with 422 and a message per field', async () => {
    const response = await edit(team.support.user.id, {
      first_name: '',
      last_name: 'X',
      email: 'nope',
      permission_type: 'support',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().detail).toBe(messages.enterDetailsCorrectly);
    expect(response.json().errors).toMatchObject({
      first_name: messages.firstNameRequired,
      email: messages.validEmail,
    });
  });

  it("answers another organisation's department as bad details (422), changing nothing", async () => {
    const theirs = await createDepartment(testApp.database.db, otherTeam.organization.id, 'Not Yours');
    const { support } = team;
    const response = await edit(support.user.id, {
      first_name: support.user.firstName,
      last_name: support.user.lastName,
      email: support.user.email,
      permission_type: 'support',
      department_id: theirs.id,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ department_id: messages.departmentRequired });
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile/all-users/?page_size=100',
      headers: bearer(team.manager.token),
    });
    const member = listed.json().results.find((user: { id: string }) => user.id === support.user.id);
    expect(member.department_id).not.toBe(theirs.id);
  });

  it('deletes a member and ends their sessions at once', async () => {
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'executive' });
    const memberToken = await createSessionToken(testApp, member.id);

    expect((await remove(member.id, team.executive.token)).statusCode).toBe(403);
    const response = await remove(member.id);

    expect(response.json()).toEqual({ detail: messages.staffDeleted });
    const profile = await testApp.app.inject({ url: '/api/profile/get-profile/', headers: bearer(memberToken) });
    expect(profile.statusCode).toBe(401);
    expect((await remove(member.id)).statusCode).toBe(404);
  });

  it("removes a deleted member's avatar with them", async () => {
    const member = await createUser(testApp.database.db, { organizationId: team.organization.id, role: 'support' });
    const form = multipartForm({
      fields: { first_name: 'Efua' },
      files: [{ field: 'image', filename: 'me.png', type: 'image/png', content: pngImage() }],
    });
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/update-data/',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(await createSessionToken(testApp, member.id)) },
    });
    const imageUrl: string = updated.json().image_url;
    expect((await testApp.app.inject({ url: imageUrl })).statusCode).toBe(200);

    await remove(member.id);

    expect((await testApp.app.inject({ url: imageUrl })).statusCode).toBe(404);
  });

  it('never deletes the creator', async () => {
    const response = await remove(team.manager.user.id);
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.creatorStaysManager);
  });
});

describe('exporting staff', () => {
  it("downloads the organisation's staff as CSV that a spreadsheet opens without running anything", async () => {
    const exportTeam = await createTeam(testApp, 'Export Org');
    await createUser(testApp.database.db, {
      organizationId: exportTeam.organization.id,
      role: 'support',
      email: 'formula@zenith.ng',
    });
    const { db } = testApp.database;
    await db
      .update(users)
      .set({ firstName: '=HYPERLINK("http://evil.example","x")' })
      .where(eq(users.email, 'formula@zenith.ng'));

    const response = await testApp.app.inject({
      url: '/api/profile/export-users/',
      headers: bearer(exportTeam.manager.token),
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="srm-staff-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('first_name,last_name,email,permission_type,department,joined');
    expect(lines).toHaveLength(5);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(response.body).not.toContain(otherTeam.manager.user.email);
  });
});
