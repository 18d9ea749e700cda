import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.js';
import { createThrowAwayDatabase } from './throw-away-database.js';

// Each test file gets a database of its own: in memory on PGlite by default,
// or a throw-away database on the PostgreSQL server named by DATABASE_URL
// (dropped again when the file is done). Both start as copies of one database
// the suite migrated once (test/global-setup.ts), which is far quicker than
// migrating every file's database from scratch.
//
// Loading a PGlite copy costs seconds of CPU; emptying its tables a fraction of
// one. So a closed PGlite database goes back to its worker's pool (files share
// a worker's modules, vitest.config.ts), and the next file gets it emptied:
// the same blank, migrated database. A file that needs a database it can really
// close (one that stops answering) asks for `openOwnTestDatabase`.
const idlePgliteDatabases: DatabaseHandle[] = [];

export async function openTestDatabase(): Promise<DatabaseHandle> {
  const migrated = inject('migratedDatabase');
  if (migrated.kind === 'postgres') return openOwnTestDatabase();
  const reused = idlePgliteDatabases.pop();
  const database = reused ? await emptied(reused) : await openOwnTestDatabase();
  let returned = false;
  return {
    ...database,
    close: async () => {
      if (returned) return;
      returned = true;
      idlePgliteDatabases.push(database);
    },
  };
}

// A fresh copy that closing really closes.
export async function openOwnTestDatabase(): Promise<DatabaseHandle> {
  const migrated = inject('migratedDatabase');
  const database =
    migrated.kind === 'postgres'
      ? await openThrowAwayPostgres(migrated.serverUrl, { template: migrated.name })
      : await openPglite(undefined, { contents: await fs.openAsBlob(migrated.dumpFile) });
  // Nothing to apply to a copy; kept so that a stale copy could never go unnoticed.
  await database.migrate();
  return database;
}

// Every table of the schema emptied and its sequences restarted, as in the
// migrated copy; the migrations' own record (schema drizzle) stays.
async function emptied(database: DatabaseHandle) {
  const tables = await database.db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const names = tables.rows.map((table) => table.name).join(', ');
  if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
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
