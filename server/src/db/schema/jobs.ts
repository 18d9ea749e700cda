import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

// Background work of platform/jobs (decision 009).

// A periodic job's next due time, shared by every server copy: the copy whose
// conditional UPDATE moves `next_due_at` forward runs it for that due time.
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextDueAt: timestamp('next_due_at', { withTimezone: true }).notNull(),
  // Held while a copy runs it, so a slow run is not overlapped by the next one.
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
});

// pending → done, or failed after the last attempt.
export const jobStatus = pgEnum('job_status', ['pending', 'done', 'failed']);

// One-off jobs, queued in the transaction of the change that causes them.
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    name: text('name').notNull(),
    // Set when a job must exist once only (e.g. one reminder per invoice and due date).
    key: text('key'),
    // Ids, not copies of data: a handler reads the current state when it runs.
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: jobStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    // A copy that claimed the job owns it until then; after a crash, another copy takes it.
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_name_key_idx').on(table.name, table.key),
    index('jobs_due_idx').on(table.name, table.runAt).where(sql`${table.status} = 'pending'`),
  ],
);
