import fs from 'node:fs';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.js';
import { createThrowAwayDatabase } from './throw-away-database.js';

// Each test file gets a database of its own: in memory on PGlite by default,
// or a throw-away database on the PostgreSQL server named by DATABASE_URL
// (dropped again when the file is done). Both start as copies of one database
// the suite migrated once (test/global-setup.ts), which is far quicker than
// migrating every file's database from scratch.
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const migrated = inject('migratedDatabase');
  const database =
    migrated.kind === 'postgres'
      ? await openThrowAwayPostgres(migrated.serverUrl, { template: migrated.name })
      : await openPglite(undefined, { contents: await fs.openAsBlob(migrated.dumpFile) });
  // Nothing to apply to a copy; kept so that a stale copy could never go unnoticed.
  await database.migrate();
  return database;
}

async function openThrowAwayPostgres(serverUrl: string, options: { template: string }): Promise<DatabaseHandle> {
  const throwAway = await createThrowAwayDatabase(serverUrl, options);
  const database = await openPostgres(throwAway.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwAway.drop();
    },
  };
}
