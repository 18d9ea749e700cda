import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openOwnTestDatabase } from '../test/test-database.js';
import { isUniqueViolation } from './errors.js';

let testApp: TestApp;
beforeAll(async () => {
  // A database of its own: the table made below must not reach the next file's.
  testApp = await createTestApp({ database: await openOwnTestDatabase() });
});
afterAll(() => testApp.close());

it('knows a unique violation, and which index refused the row, from either driver', async () => {
  const { db } = testApp.database;
  await db.execute(sql`create table unique_probe (value int constraint unique_probe_value unique)`);
  await db.execute(sql`insert into unique_probe values (1)`);

  const error = await db.execute(sql`insert into unique_probe values (1)`).catch((caught: unknown) => caught);

  expect(isUniqueViolation(error)).toBe(true);
  expect(isUniqueViolation(error, 'unique_probe_value')).toBe(true);
  expect(isUniqueViolation(error, 'tickets_feedback_unique')).toBe(false);
  expect(isUniqueViolation(new Error('something else'))).toBe(false);
});
