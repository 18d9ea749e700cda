import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, users } from '../db/schema/index.js';
import { listMediaOf } from '../modules/feedback/feedback.queries.js';
import { markUserSetupComplete } from '../modules/organisation/organization.queries.js';
import { findUser, updateProfileRow } from '../modules/organisation/profile.queries.js';
import { deleteStaffRow, departmentNameOf, updateStaffRow } from '../modules/organisation/staff.queries.js';
import { createLiveSessionLookup } from '../platform/auth/live-sessions.js';
import { hashToken } from '../platform/auth/secrets.js';
import { createDepartment, createSessionToken, createTeam, createUser, type Team } from './factories.js';
import { submitFeedback } from './feedback.js';
import { createTestApp, type TestApp } from './test-app.js';

// docs/architecture.md, "Services": every query of an organisation's rows takes
// the organisation's id, and given another organisation's id it finds nothing.
let testApp: TestApp;
let ours: Team;
let theirs: Team;

beforeAll(async () => {
  testApp = await createTestApp();
  ours = await createTeam(testApp, 'Zenith Foods Ltd');
  theirs = await createTeam(testApp, 'Harbour Logistics');
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;
const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe('queries of one organisation', () => {
  it("finds a feedback's images only with its own organisation", async () => {
    expect((await submitFeedback(testApp, ours.organization.id)).statusCode).toBe(201);
    const [sent] = await db().select().from(feedback).where(eq(feedback.organizationId, ours.organization.id));
    const feedbackId = sent?.id ?? '';

    expect(await listMediaOf(db(), { organizationId: ours.organization.id, feedbackId })).toHaveLength(1);
    expect(await listMediaOf(db(), { organizationId: theirs.organization.id, feedbackId })).toEqual([]);
  });

  it("neither edits nor deletes a member, nor names their department, given another organisation's id", async () => {
    const department = await createDepartment(db(), ours.organization.id, 'Billing');
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'support' });
    const wrong = { organizationId: theirs.organization.id, userId: member.id };

    const edited = await updateStaffRow(db(), wrong, {
      firstName: 'Mallory',
      lastName: 'Intruder',
      email: member.email,
      permissionType: 'manager',
      departmentId: null,
    });
    await deleteStaffRow(db(), wrong);

    expect(edited).toBeUndefined();
    expect(await userRow(member.id)).toMatchObject({ firstName: member.firstName, permissionType: 'support' });
    expect(await departmentNameOf(db(), { organizationId: theirs.organization.id, departmentId: department.id })).toBe(
      null,
    );
    expect(await departmentNameOf(db(), { organizationId: ours.organization.id, departmentId: department.id })).toBe(
      'Billing',
    );
  });

  it("neither reads nor changes a profile given another organisation's id", async () => {
    const member = await createUser(db(), { organizationId: ours.organization.id, role: 'executive' });
    await db().update(users).set({ orgSetupComplete: false }).where(eq(users.id, member.id));
    const wrong = { organizationId: theirs.organization.id, userId: member.id };

    expect(await findUser(db(), wrong)).toBeUndefined();
    expect(
      await updateProfileRow(db(), wrong, { firstName: 'Mallory', lastName: 'X', imageKey: null }),
    ).toBeUndefined();
    await markUserSetupComplete(db(), wrong);

    expect(await userRow(member.id)).toMatchObject({ firstName: member.firstName, orgSetupComplete: false });
    expect(await findUser(db(), { organizationId: ours.organization.id, userId: member.id })).toMatchObject({
      id: member.id,
    });
  });
});

describe('the session lookup', () => {
  it("carries who acts, never the user's password hash", async () => {
    const member = await createUser(db(), {
      organizationId: ours.organization.id,
      role: 'manager',
      password: 'Str0ng!pass',
    });
    const token = await createSessionToken(testApp, member.id);

    expect(member.passwordHash).toBeTruthy();
    const findLiveSession = createLiveSessionLookup(db());
    const session = await findLiveSession({ tokenHash: hashToken(token), now: testApp.clock.now() });

    expect(session?.user).toEqual({
      id: member.id,
      organizationId: ours.organization.id,
      permissionType: 'manager',
      orgOrigin: false,
      firstName: member.firstName,
      lastName: member.lastName,
    });
    expect(JSON.stringify(session)).not.toContain(member.passwordHash ?? 'no hash');
  });
});
