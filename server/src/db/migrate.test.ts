import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createThrowAwayDatabase } from '../test/throw-away-database.js';
import { openPostgres } from './client.js';

const serverUrl = process.env.DATABASE_URL;

it.runIf(serverUrl)('applies the migrations exactly once when several server copies start together', async () => {
  const throwAway = await createThrowAwayDatabase(serverUrl as string);
  const copies = await Promise.all([1, 2, 3].map(() => openPostgres(throwAway.url)));
  try {
    await Promise.all(copies.map((copy) => copy.migrate()));
    const [first] = copies;
    const applied = await first!.db.execute<{ hash: string }>(sql`select hash from drizzle.__drizzle_migrations`);
    const distinct = new Set(applied.rows.map((row) => row.hash));
    expect(applied.rows.length).toBeGreaterThanOrEqual(2);
    expect(distinct.size).toBe(applied.rows.length);
  } finally {
    await Promise.all(copies.map((copy) => copy.close()));
    await throwAway.drop();
  }
});
