import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { departments, organizations, users } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { demoLogins, demoManagerEmail, demoPassword, seedDemo } from './demo-data.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

it('seeds one organisation whose staff of every role can log in, and changes nothing when run again', async () => {
  const { db } = testApp.database;
  expect(await seedDemo(db)).toEqual({ created: true });
  expect(await seedDemo(db)).toEqual({ created: false });

  const [organization] = await db.select().from(organizations);
  expect(organization).toMatchObject({ setupComplete: true });
  const counts = await db
    .select({ role: users.permissionType, n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.organizationId, organization!.id))
    .groupBy(users.permissionType);
  expect(Object.fromEntries(counts.map((row) => [row.role, row.n]))).toEqual({ manager: 2, executive: 2, support: 4 });
  expect(await db.select().from(departments)).toHaveLength(3);
  expect(demoLogins).toHaveLength(8);

  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    payload: { email: demoManagerEmail, password: demoPassword },
  });
  expect(login.json().user).toMatchObject({ permission_type: 'manager', org_origin: true });
});
