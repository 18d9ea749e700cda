import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';
import { organizations, users } from './schema/index.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('the migrated database', () => {
  it('has the pg_trgm extension for fast case-insensitive search', async () => {
    const result = await database.db.execute(sql`select similarity('Adaeze', 'adaeze') as score`);
    expect(Number(result.rows[0]?.score)).toBe(1);
  });

  it('refuses a second user with the same email in another letter case', async () => {
    const [organization] = await database.db
      .insert(organizations)
      .values({ name: 'Zenith Foods', email: 'hello@zenith.ng' })
      .returning();
    const user = {
      organizationId: organization!.id,
      firstName: 'Ada',
      lastName: 'Obi',
      permissionType: 'manager' as const,
    };
    await database.db.insert(users).values({ ...user, email: 'ada@zenith.ng' });
    const duplicate = database.db.insert(users).values({ ...user, email: 'ADA@Zenith.ng' });
    // 23505: unique_violation, from the index on lower(email).
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
  });

  it('applying the migrations again changes nothing', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
