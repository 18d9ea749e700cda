import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.js';

// Each test file gets a database of its own, migrated from scratch: in memory
// on PGlite by default, or a throw-away database on the PostgreSQL server named
// by DATABASE_URL (dropped again when the file is done).
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  const database = serverUrl ? await openThrowAwayPostgres(serverUrl) : await openPglite();
  await database.migrate();
  return database;
}

async function openThrowAwayPostgres(serverUrl: string): Promise<DatabaseHandle> {
  const throwAway = await createThrowAwayDatabase(serverUrl);
  const database = await openPostgres(throwAway.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await throwAway.drop();
    },
  };
}

export async function createThrowAwayDatabase(serverUrl: string) {
  const name = `srm_test_${randomUUID().replaceAll('-', '')}`;
  await withServerConnection(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withServerConnection(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

async function withServerConnection(serverUrl: string, work: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
