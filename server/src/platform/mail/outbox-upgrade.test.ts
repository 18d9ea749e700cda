import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { migrationsDir } from '../../paths.js';
import { capturingLog } from '../../test/jobs.js';
import { createFakeClock } from '../clock/clock.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createMailer } from './mailer.js';

// The migration that moved delivery onto the job runner (0012) must not strand
// emails an older server had queued but not yet delivered.
const lastMigrationBeforeJobs = '0011_feedback_counts';

let database: DatabaseHandle;
let olderMigrations: string;

beforeAll(async () => {
  olderMigrations = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-migrations-'));
  fs.cpSync(migrationsDir, olderMigrations, { recursive: true });
  const journalFile = path.join(olderMigrations, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastMigrationBeforeJobs);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  database = await openPglite();
});
afterAll(async () => {
  await database.close();
  fs.rmSync(olderMigrations, { recursive: true, force: true });
});

it('delivers the emails an older server left waiting, after the upgrade', async () => {
  const clock = createFakeClock();
  const pglite = database.db as unknown as PgliteDatabase<Record<string, unknown>>;
  await migrate(pglite, { migrationsFolder: olderMigrations });
  const retryAt = new Date(clock.now().getTime() + 60_000);
  await database.db.execute(sql`
    insert into outbox (to_address, subject, html_body, text_body, status, attempts, next_attempt_at, last_error)
    values ('ada@zenith.ng', 'Your SRM code', '<p>123456</p>', '123456', 'pending', 2, ${retryAt}, 'timed out'),
           ('yaw@zenith.ng', 'Welcome', '<p>Hi</p>', 'Hi', 'sent', 1, ${clock.now()}, null)`);

  await database.migrate();
  const delivered: string[] = [];
  const jobs = createJobRunner({ database: database.db, clock, log: capturingLog().log });
  createMailer({
    database: database.db,
    jobs,
    clock,
    transport: { outcome: 'sent', deliver: async (message) => void delivered.push(message.toAddress) },
  });

  expect(await jobs.runDue()).toBe(0);
  clock.advance(60_000);
  expect(await jobs.runDue()).toBe(1);

  expect(delivered).toEqual(['ada@zenith.ng']);
  const rows = await database.db.select().from(outbox).orderBy(outbox.toAddress);
  expect(rows.map((row) => [row.toAddress, row.status, row.attempts])).toEqual([
    ['ada@zenith.ng', 'sent', 3],
    ['yaw@zenith.ng', 'sent', 1],
  ]);
});
