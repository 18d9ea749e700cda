import type { MigrationConfig } from 'drizzle-orm/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { migrationsDir } from '../paths.js';

// Any number for pg_advisory_lock, as long as it is the same in every copy.
const migrationLockKey = 7_310_514;

const migrationConfig: MigrationConfig = { migrationsFolder: migrationsDir };

// Several server copies may start at once against one PostgreSQL: the advisory
// lock lets the first apply the migrations while the others wait, then find nothing to do.
export async function migratePostgres(pool: pg.Pool, db: NodePgDatabase<Record<string, unknown>>) {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePostgres(db, migrationConfig);
  } finally {
    await lockHolder.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => {});
    lockHolder.release();
  }
}

export async function migrateEmbedded(db: PgliteDatabase<Record<string, unknown>>) {
  await migratePglite(db, migrationConfig);
}
