import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateEmbedded, migratePostgres } from '../db/migrate.js';
import { pgliteExtensions } from '../db/pglite-extensions.js';
import { createThrowAwayDatabase } from './throw-away-database.js';

export type MigratedDatabase =
  | { kind: 'postgres'; serverUrl: string; name: string }
  | { kind: 'pglite'; dumpFile: string };

declare module 'vitest' {
  export interface ProvidedContext {
    migratedDatabase: MigratedDatabase;
  }
}

// Migrates one database for the whole suite; every test file starts from a copy
// of it (test-database.ts): a PostgreSQL template database, or a dump of an
// in-memory PGlite that each file loads. (Runs outside the test workers, so it
// imports nothing that needs the contract's source.)
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createThrowAwayDatabase(serverUrl);
    const pool = new pg.Pool({ connectionString: template.url });
    try {
      await migratePostgres(pool, drizzleNodePostgres({ client: pool }));
    } finally {
      // A template must have no open connections when it is copied.
      await pool.end();
    }
    project.provide('migratedDatabase', { kind: 'postgres', serverUrl, name: template.name });
    return template.drop;
  }

  const dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-test-db-'));
  const dumpFile = path.join(dumpDir, 'migrated.tar');
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  try {
    await migrateEmbedded(drizzlePglite({ client }));
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('migratedDatabase', { kind: 'pglite', dumpFile });
  return () => fs.rmSync(dumpDir, { recursive: true, force: true });
}
