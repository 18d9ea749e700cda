import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { jobs, scheduledJobs } from '../../db/schema/index.js';

// A new periodic job is due at once; an existing one keeps its due time.
export async function ensureSchedule(db: Database, { name, now }: { name: string; now: Date }) {
  await db.insert(scheduledJobs).values({ name, nextDueAt: now }).onConflictDoNothing();
}

// Takes the due time of a periodic job for this copy, or answers undefined.
// The WHERE is re-checked on the row after any concurrent UPDATE commits, so of
// copies racing for one due time exactly one gets the row; the lock keeps a
// run that outlasts its interval from being overlapped.
export async function claimSchedule(
  db: Database,
  { name, now, intervalMs, leaseMs }: { name: string; now: Date; intervalMs: number; leaseMs: number },
) {
  const [claimed] = await db
    .update(scheduledJobs)
    .set({
      nextDueAt: new Date(now.getTime() + intervalMs),
      lockedUntil: new Date(now.getTime() + leaseMs),
      lastStartedAt: now,
    })
    .where(
      and(
        eq(scheduledJobs.name, name),
        lte(scheduledJobs.nextDueAt, now),
        or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
      ),
    )
    .returning({ lease: scheduledJobs.lockedUntil });
  return claimed?.lease ?? undefined;
}

export async function releaseSchedule(db: Database, { name, lease }: { name: string; lease: Date }) {
  await db
    .update(scheduledJobs)
    .set({ lockedUntil: null })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedUntil, lease)));
}

export type JobPayload = Record<string, unknown>;

// `db` may be a transaction: the job commits or rolls back with the change
// that caused it. With a key, a second job of the same name and key is not
// queued; answers whether this one was.
export async function insertJob(
  db: Database,
  job: { name: string; payload: JobPayload; runAt: Date; key?: string | undefined; now: Date },
) {
  const inserted = await db
    .insert(jobs)
    .values({ name: job.name, key: job.key, payload: job.payload, runAt: job.runAt, createdAt: job.now })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

// Removes a job queued with `key` that has not run, in the transaction of the
// change that makes it needless; answers whether there was one.
export async function deletePendingJob(db: Database, { name, key }: { name: string; key: string }) {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.name, name), eq(jobs.key, key), eq(jobs.status, 'pending')))
    .returning({ id: jobs.id });
  return deleted.length > 0;
}

// Claims the next due job of one name for this copy and counts the attempt.
// SKIP LOCKED lets copies claim side by side without waiting on each other;
// the lease makes a claim expire if its copy dies before recording the outcome.
// The pick sits in `array(…)` so it runs once: as a plain subquery the planner
// may run it again per row, each run skipping the row the last one locked.
export async function claimDueJob(db: Database, { name, now, leaseMs }: { name: string; now: Date; leaseMs: number }) {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        eq(jobs.name, name),
        eq(jobs.status, 'pending'),
        lte(jobs.runAt, now),
        or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
      ),
    )
    .orderBy(jobs.runAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobs)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} = any(array(${due}))`)
    .returning();
  return claimed;
}

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimDueJob>>>;

export type JobOutcome =
  | { status: 'done' }
  | { status: 'retry'; error: string; retryAt: Date }
  | { status: 'failed'; error: string };

// Records an outcome only while this copy still holds the claim (`lease`): a
// copy whose claim ran out must not overwrite what the next claimant did.
// Answers whether it was recorded. `tx` should be a transaction, so that what
// the caller records with it commits only together with this.
export async function recordJobOutcome(
  tx: Database,
  { id, lease, outcome, now }: { id: string; lease: Date; outcome: JobOutcome; now: Date },
) {
  const fields =
    outcome.status === 'done'
      ? { status: 'done' as const, lastError: null, finishedAt: now }
      : outcome.status === 'retry'
        ? { runAt: outcome.retryAt, lastError: outcome.error }
        : { status: 'failed' as const, lastError: outcome.error, finishedAt: now };
  const recorded = await tx
    .update(jobs)
    .set({ ...fields, lockedUntil: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedUntil, lease)))
    .returning({ id: jobs.id });
  return recorded.length > 0;
}
