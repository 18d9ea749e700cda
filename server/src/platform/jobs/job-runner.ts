import type { Database } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import type { Logger } from '../logging/logger.js';
import {
  type ClaimedJob,
  claimDueJob,
  claimSchedule,
  deletePendingJob,
  ensureSchedule,
  insertJob,
  type JobOutcome,
  type JobPayload,
  recordJobOutcome,
  releaseSchedule,
} from './jobs.queries.js';

export type { JobOutcome, JobPayload };

export interface JobContext {
  // Aborted when the runner stops: finish the step under way and return.
  signal: AbortSignal;
}

export interface PeriodicJobOptions {
  intervalMs: number;
  // How long one run may hold the job before another copy may start it again.
  leaseMs?: number;
}

export interface QueuedJobDefinition<Payload extends JobPayload> {
  // Attempts in all, the first included; then the job is failed and logged.
  maxAttempts?: number;
  // The wait after failed attempt number `attempt` (1-based).
  retryDelayMs?: (attempt: number) => number;
  // How long a claim lasts: far longer than a run may take.
  leaseMs?: number;
  run(payload: Payload, context: JobContext & { attempt: number }): Promise<void>;
  // Writes the outcome into the job's own tables, in the transaction that
  // records it on the job and only while this copy's claim holds.
  record?(tx: Database, outcome: JobOutcome & { payload: Payload; attempts: number; now: Date }): Promise<void>;
}

export const defaultMaxAttempts = 5;
const defaultQueuedLeaseMs = 5 * 60_000;
const defaultPeriodicLeaseMs = 5 * 60_000;

// 30 s, 1 min, 2 min, … doubling up to an hour.
export function backoffMs(attempt: number, { firstMs = 30_000, longestMs = 60 * 60_000 } = {}) {
  return Math.min(firstMs * 2 ** (attempt - 1), longestMs);
}

interface PeriodicJob extends Required<PeriodicJobOptions> {
  run: (context: JobContext) => Promise<unknown>;
}

interface JobRunnerOptions {
  database: Database;
  clock: Clock;
  log: Logger;
  pollMs?: number;
}

// The one background mechanism of a server copy (decision 009): periodic jobs
// run at most once per due time across all copies, and one-off jobs queued in
// the database are claimed, leased, retried with backoff and finally failed.
// One loop runs them one at a time: at start, every `pollMs`, and at once
// after `nudge()`. Time comes from `clock`, so tests drive `runDue()` with the
// fake clock instead of waiting.
export function createJobRunner({ database, clock, log, pollMs = 2_000 }: JobRunnerOptions) {
  const periodic = new Map<string, PeriodicJob>();
  const queued = new Map<string, QueuedJobDefinition<JobPayload>>();
  const scheduled = new Set<string>();
  let controller = new AbortController();
  let started = false;
  let running: Promise<unknown> | undefined;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;

  function checkNewName(name: string) {
    if (periodic.has(name) || queued.has(name)) throw new Error(`job "${name}" is registered twice`);
  }

  async function runPeriodic(name: string, job: PeriodicJob) {
    const now = clock.now();
    if (!scheduled.has(name)) {
      await ensureSchedule(database, { name, now });
      scheduled.add(name);
    }
    const lease = await claimSchedule(database, { name, now, intervalMs: job.intervalMs, leaseMs: job.leaseMs });
    if (!lease) return false;
    try {
      await job.run({ signal: controller.signal });
    } catch (error) {
      log.error({ err: error, job: name }, 'periodic job failed; it runs again when next due');
    } finally {
      await releaseSchedule(database, { name, lease });
    }
    return true;
  }

  async function attempt(job: QueuedJobDefinition<JobPayload>, claimed: ClaimedJob): Promise<JobOutcome> {
    const maxAttempts = job.maxAttempts ?? defaultMaxAttempts;
    // A claim past the last attempt means that attempt never reported back.
    if (claimed.attempts > maxAttempts) return { status: 'failed', error: 'the last attempt did not finish in time' };
    try {
      await job.run(claimed.payload, { signal: controller.signal, attempt: claimed.attempts });
      return { status: 'done' };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (claimed.attempts >= maxAttempts) return { status: 'failed', error: reason };
      const delayMs = (job.retryDelayMs ?? backoffMs)(claimed.attempts);
      return { status: 'retry', error: reason, retryAt: new Date(clock.now().getTime() + delayMs) };
    }
  }

  async function runNextQueued(name: string, job: QueuedJobDefinition<JobPayload>) {
    const leaseMs = job.leaseMs ?? defaultQueuedLeaseMs;
    const claimed = await claimDueJob(database, { name, now: clock.now(), leaseMs });
    if (!claimed) return false;
    const outcome = await attempt(job, claimed);
    const now = clock.now();
    const attempts = Math.min(claimed.attempts, job.maxAttempts ?? defaultMaxAttempts);
    const details = { jobId: claimed.id, job: name, payload: claimed.payload, attempts };
    const recorded = await database.transaction(async (tx) => {
      const held = await recordJobOutcome(tx, { id: claimed.id, lease: claimed.lockedUntil as Date, outcome, now });
      if (held) await job.record?.(tx, { ...outcome, payload: claimed.payload, attempts, now });
      return held;
    });
    if (!recorded) log.warn(details, 'job outcome dropped: its claim ran out and another copy took the job');
    else if (outcome.status === 'retry') log.warn({ ...details, ...outcome }, 'job failed; will retry');
    else if (outcome.status === 'failed') log.error({ ...details, ...outcome }, 'job failed for good');
    return true;
  }

  // Runs everything due now, one job at a time; in rounds (each periodic job,
  // then one job of each queue) so a long queue does not hold up the others.
  // Answers how many runs it made. Once the runner stops, it claims nothing new.
  async function runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      let round = 0;
      for (const [name, job] of periodic) {
        if (controller.signal.aborted) return total + round;
        if (await runPeriodic(name, job)) round += 1;
      }
      for (const [name, job] of queued) {
        if (controller.signal.aborted) return total + round;
        if (await runNextQueued(name, job)) round += 1;
      }
      if (round === 0) return total;
      total += round;
    }
  }

  function runNow() {
    if (!started) return;
    if (running) {
      runAgain = true;
      return;
    }
    clearTimeout(timer);
    runAgain = false;
    running = runDue()
      .catch((error: unknown) => log.error({ err: error }, 'job runner pass failed; trying again next poll'))
      .finally(() => {
        running = undefined;
        if (!started) return;
        if (runAgain) return runNow();
        timer = setTimeout(runNow, pollMs);
        // A forgotten runner must not keep the process alive.
        timer.unref();
      });
  }

  return {
    // Runs `run` every `intervalMs` (first when this name is new), once per due time across copies.
    every(name: string, { intervalMs, leaseMs = defaultPeriodicLeaseMs }: PeriodicJobOptions, run: PeriodicJob['run']) {
      checkNewName(name);
      periodic.set(name, { intervalMs, leaseMs, run });
    },
    // Makes this copy run the queued jobs called `name`.
    handle<Payload extends JobPayload>(name: string, definition: QueuedJobDefinition<Payload>) {
      checkNewName(name);
      queued.set(name, definition as unknown as QueuedJobDefinition<JobPayload>);
    },
    // Call inside the transaction of the change that causes the job, then `nudge()`
    // after it commits. Answers false when a job of this name and key exists already.
    enqueue<Payload extends JobPayload>(
      db: Database,
      name: string,
      payload: Payload,
      { runAt, key }: { runAt?: Date; key?: string } = {},
    ) {
      const now = clock.now();
      return insertJob(db, { name, payload, runAt: runAt ?? now, key, now });
    },
    // Call inside the transaction of a change that makes the job queued with
    // `key` needless (it has not run yet); answers whether one was removed.
    cancel(db: Database, name: string, key: string) {
      return deletePendingJob(db, { name, key });
    },
    // Runs due work soon instead of at the next poll; does nothing unless started.
    nudge: runNow,
    runDue,
    start() {
      if (started) return;
      started = true;
      controller = new AbortController();
      runNow();
    },
    // Claims nothing new and waits for the run under way (a job's handler sees
    // its signal aborted and may end early between steps).
    async stop() {
      started = false;
      controller.abort();
      clearTimeout(timer);
      await running;
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
