import { messages } from '@srm/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { bearer, createTeam, createUser, type Team } from '../../test/factories.js';
import { multipartFile } from '../../test/multipart.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#roles: nobody grants more than they hold, and the two-manager cap holds under races.
let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Sunrise Solar');
});
afterAll(() => testApp.close());

const addStaff = (payload: object, token: string) =>
  testApp.app.inject({ method: 'POST', url: '/api/auth/add-staff/', payload, headers: bearer(token) });
const person = (email: string, permission_type: string) => ({
  first_name: 'Tunde',
  last_name: 'Bakare',
  email,
  permission_type,
});

async function managersOf(organizationId: string) {
  const [row] = await testApp.database.db
    .select({ value: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.permissionType, 'manager')));
  return row?.value;
}

describe('roles a member may give', () => {
  it('refuses an executive adding a manager, saving and emailing nothing', async () => {
    const response = await addStaff(person('would.be.manager@sunrise.ng', 'manager'), team.executive.token);

    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.roleAboveOwn);
    const [saved] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'would.be.manager@sunrise.ng'));
    expect(saved).toBeUndefined();
    expect(await emailsTo(testApp, 'would.be.manager@sunrise.ng')).toHaveLength(0);
  });

  it('lets an executive add executives and support, and a manager add a manager', async () => {
    const teamWithRoom = await createTeam(testApp, 'Room For One Manager');
    expect((await addStaff(person('exec2@sunrise.ng', 'executive'), team.executive.token)).statusCode).toBe(200);
    expect((await addStaff(person('support2@sunrise.ng', 'support'), team.executive.token)).statusCode).toBe(200);
    const byManager = await addStaff(person('manager2@room.ng', 'manager'), teamWithRoom.manager.token);
    expect(byManager.statusCode).toBe(200);
  });

  it('skips an imported manager row for an executive, with the reason', async () => {
    const csv = [
      'first_name,last_name,email,permission_type,department',
      'Ngozi,Eze,ngozi.import@sunrise.ng,manager,',
      'Ifeanyi,Okoro,ifeanyi.import@sunrise.ng,support,',
    ].join('\n');
    const { payload, headers } = multipartFile({ filename: 'staff.csv', content: csv });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/import-staff/',
      headers: { ...bearer(team.executive.token), ...headers },
      payload,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      created: [{ line: 3, email: 'ifeanyi.import@sunrise.ng' }],
      skipped: [{ line: 2, email: 'ngozi.import@sunrise.ng', reason: messages.roleAboveOwn }],
    });
  });

  it("refuses an executive re-sending a manager's invitation", async () => {
    const pending = await addStaff(person('pending.manager@sunrise.ng', 'manager'), team.manager.token);
    expect(pending.statusCode).toBe(200);
    const before = (await emailsTo(testApp, 'pending.manager@sunrise.ng')).length;

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/resend-token/',
      payload: { email: 'pending.manager@sunrise.ng' },
      headers: bearer(team.executive.token),
    });

    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(messages.roleAboveOwn);
    expect(await emailsTo(testApp, 'pending.manager@sunrise.ng')).toHaveLength(before);
  });
});

describe('the two-manager cap under concurrent requests', () => {
  it('leaves exactly two managers after 8 parallel additions of a manager', async () => {
    const racing = await createTeam(testApp, 'Racing Additions');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        addStaff(person(`racer${index}@racing.ng`, 'manager'), racing.manager.token),
      ),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
    for (const refused of answers.filter((answer) => answer.statusCode === 400)) {
      expect(refused.json().detail).toBe(messages.tooManyManagers);
    }
    expect(await managersOf(racing.organization.id)).toBe(2);
  });

  it('leaves exactly two managers after 8 parallel promotions', async () => {
    const racing = await createTeam(testApp, 'Racing Promotions');
    const members = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        createUser(testApp.database.db, {
          organizationId: racing.organization.id,
          role: 'support',
          email: `promoted${index}@racing.ng`,
        }),
      ),
    );
    const answers = await Promise.all(
      members.map((member) =>
        testApp.app.inject({
          method: 'PUT',
          url: `/api/profile/update-staff/${member.id}/`,
          payload: person(member.email, 'manager'),
          headers: bearer(racing.manager.token),
        }),
      ),
    );

    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(7);
    expect(await managersOf(racing.organization.id)).toBe(2);
  });
});
