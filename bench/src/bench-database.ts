import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../../server/src/db/client.js';

export const defaultDatabaseUrl = 'postgres://postgres@127.0.0.1:5432/srm_bench';
export const defaultPgliteDir = fileURLToPath(new URL('../data/pglite', import.meta.url));

export type BenchTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export const describeTarget = (target: BenchTarget) =>
  target.kind === 'postgres' ? `PostgreSQL ${new URL(target.url).pathname.slice(1)}` : `PGlite ${target.dataDir}`;

// A million rows land wherever the bench points: only a database named for the
// bench may take them, never the test or e2e databases of the same server.
function benchDatabaseName(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name.includes('bench')) {
    throw new Error(`refusing to use the database "${name}": the bench only writes to a database named *bench*`);
  }
  return name;
}

async function createPostgresDatabaseIfMissing(url: string) {
  const name = benchDatabaseName(url);
  const maintenanceUrl = new URL(url);
  maintenanceUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`);
      console.log(`Created the PostgreSQL database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

// The server's own database code, brought up to the current schema.
export async function openBenchDatabase(target: BenchTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') await createPostgresDatabaseIfMissing(target.url);
  const database =
    target.kind === 'postgres' ? await openPostgres(target.url) : await openPglite(path.resolve(target.dataDir));
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
