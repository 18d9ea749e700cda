import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { DatabaseKind } from '@srm/contract';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrateEmbedded, migratePostgres } from './migrate.js';
import { pgliteExtensions } from './pglite-extensions.js';
import { lockDataDirectory } from './pglite-lock.js';
import * as schema from './schema/index.js';

// Both drivers answer a raw query with `{ rows }`.
interface RowsResult<Row> {
  rows: Row[];
}
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this['row']>;
}

// Everything above this file sees one type, whichever engine runs underneath.
export type Database = PgDatabase<RowsResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  // Brings the schema up to date; migrations are applied at every start.
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

export async function openPostgres(url: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its connection must not crash the process.
  pool.on('error', () => {});
  const nodePgDb = drizzleNodePostgres({ client: pool, schema });
  const db = nodePgDb as unknown as Database;
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end();
    const { host, pathname } = new URL(url);
    throw new DatabaseUnreachableError(
      `cannot reach the PostgreSQL database "${pathname.slice(1)}" at ${host}: ${(error as Error).message}`,
    );
  }
  return { db, kind: 'postgres', migrate: () => migratePostgres(pool, nodePgDb), close: () => pool.end() };
}

// `dataDir` undefined keeps the database in memory (tests); `contents` starts it
// from a dump of another one (`dumpDataDir`) instead of an empty cluster.
export async function openPglite(dataDir?: string, { contents }: { contents?: Blob } = {}): Promise<DatabaseHandle> {
  let releaseLock = async () => {};
  if (dataDir) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    releaseLock = await lockDataDirectory(dataDir);
  }
  try {
    const client = await PGlite.create(dataDir ?? 'memory://', {
      extensions: pgliteExtensions,
      ...(contents ? { loadDataDir: contents } : {}),
    });
    const pgliteDb = drizzlePglite({ client, schema });
    return {
      db: pgliteDb as unknown as Database,
      kind: 'pglite',
      migrate: () => migrateEmbedded(pgliteDb),
      close: async () => {
        await client.close();
        await releaseLock();
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite(path.join(config.DATA_DIR, 'db'));
}
