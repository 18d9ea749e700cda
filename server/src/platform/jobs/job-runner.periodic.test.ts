import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs, scheduledJobs } from '../../db/schema/index.js';
import { capturingLog, deferred } from '../../test/jobs.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createFakeClock, type FakeClock } from '../clock/clock.js';
import { createJobRunner, type JobContext } from './job-runner.js';

const intervalMs = 15_000;

let database: DatabaseHandle;
let clock: FakeClock;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock = createFakeClock();
  await database.db.delete(scheduledJobs);
  await database.db.delete(jobs);
});

function serverCopy({
  log = capturingLog().log,
  pollMs,
}: {
  log?: ReturnType<typeof capturingLog>['log'];
  pollMs?: number;
} = {}) {
  return createJobRunner({ database: database.db, clock, log, ...(pollMs ? { pollMs } : {}) });
}

describe('periodic jobs', () => {
  it('runs a new job at once, then once every interval, not earlier', async () => {
    let runs = 0;
    const runner = serverCopy();
    runner.every('sla-report', { intervalMs }, async () => {
      runs += 1;
    });

    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(intervalMs - 1);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);

    expect(runs).toBe(2);
  });

  it('runs once per due time when several copies race for it', async () => {
    const runs: number[] = [0, 0, 0];
    const copies = runs.map((_, copy) => {
      const runner = serverCopy();
      runner.every('sla-report', { intervalMs }, async () => {
        runs[copy]! += 1;
      });
      return runner;
    });

    for (let dueTime = 1; dueTime <= 5; dueTime += 1) {
      const answers = await Promise.all(copies.map((runner) => runner.runDue()));
      expect(answers.reduce((sum, ran) => sum + ran, 0)).toBe(1);
      expect(await Promise.all(copies.map((runner) => runner.runDue()))).toEqual([0, 0, 0]);
      expect(runs.reduce((sum, count) => sum + count, 0)).toBe(dueTime);
      clock.advance(intervalMs);
    }
  });

  it('lets no copy start a run while another copy runs it, until that run’s lease runs out', async () => {
    const started = deferred();
    const hung = deferred();
    const slow = serverCopy();
    slow.every('sla-report', { intervalMs, leaseMs: 60_000 }, () => {
      started.resolve();
      return hung.promise;
    });
    let otherRuns = 0;
    const other = serverCopy();
    other.every('sla-report', { intervalMs, leaseMs: 60_000 }, async () => {
      otherRuns += 1;
    });
    const slowRun = slow.runDue();
    await started.promise;

    clock.advance(intervalMs);
    expect(await other.runDue()).toBe(0);
    clock.advance(60_000 - intervalMs);
    expect(await other.runDue()).toBe(1);
    hung.resolve();
    await slowRun;

    expect(otherRuns).toBe(1);
  });

  it('logs a failed run and runs the job again when next due', async () => {
    const { log, lines } = capturingLog();
    let failuresLeft = 1;
    let runs = 0;
    const runner = serverCopy({ log });
    runner.every('sla-report', { intervalMs }, async () => {
      if (failuresLeft-- > 0) throw new Error('connection lost');
      runs += 1;
    });

    expect(await runner.runDue()).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        message: 'periodic job failed; it runs again when next due',
        details: expect.objectContaining({ job: 'sla-report' }),
      }),
    ]);
    clock.advance(intervalMs);
    expect(await runner.runDue()).toBe(1);
    expect(runs).toBe(1);
  });
});

describe('running on its own', () => {
  type Invoice = { invoiceId: string };

  it('runs due work at start and soon after a nudge, without waiting for the next poll', async () => {
    const handled: string[] = [];
    const signals = [deferred(), deferred()];
    const runner = serverCopy({ pollMs: 60 * 60_000 });
    runner.handle<Invoice>('invoice.remind', {
      run: async ({ invoiceId }) => {
        handled.push(invoiceId);
        signals[handled.length - 1]?.resolve();
      },
    });
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-1' });

    runner.start();
    await signals[0]!.promise;
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-2' });
    runner.nudge();
    await signals[1]!.promise;
    await runner.stop();

    expect(handled).toEqual(['INV-1', 'INV-2']);
  });

  it('polls for work that comes due later', async () => {
    const ran = deferred<string>();
    const runner = serverCopy({ pollMs: 10 });
    runner.handle<Invoice>('invoice.remind', { run: async ({ invoiceId }) => ran.resolve(invoiceId) });
    await runner.enqueue<Invoice>(
      database.db,
      'invoice.remind',
      { invoiceId: 'INV-3' },
      {
        runAt: new Date(clock.now().getTime() + 60_000),
      },
    );

    // start() looks for due work at once, at the time it is called: the job comes due only after.
    runner.start();
    clock.advance(60_000);
    expect(await ran.promise).toBe('INV-3');
    await runner.stop();
  });

  it('stops gracefully: waits for the job under way, then claims nothing new', async () => {
    const started = deferred<JobContext>();
    const runner = serverCopy({ pollMs: 60 * 60_000 });
    const finished: string[] = [];
    runner.handle<Invoice>('invoice.remind', {
      run: async ({ invoiceId }, context) => {
        started.resolve(context);
        await new Promise((resolve) => context.signal.addEventListener('abort', resolve));
        // Work that ends after stop() was called, e.g. the last batch of a long job.
        await database.db.select().from(jobs);
        finished.push(invoiceId);
      },
    });
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-4' });
    runner.start();
    const context = await started.promise;
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-5' });
    runner.nudge();

    await runner.stop();

    expect(context.signal.aborted).toBe(true);
    expect(finished).toEqual(['INV-4']);
    const rows = await database.db.select().from(jobs).orderBy(jobs.createdAt, jobs.id);
    const statusOf = (invoiceId: string) => rows.find((row) => row.payload.invoiceId === invoiceId);
    expect(statusOf('INV-4')).toMatchObject({ status: 'done' });
    expect(statusOf('INV-5')).toMatchObject({ status: 'pending', attempts: 0 });

    // Stopped, it stays stopped: a nudge runs nothing.
    runner.nudge();
    await runner.stop();
    const [left] = await database.db.select().from(jobs).where(eq(jobs.status, 'pending'));
    expect(left).toMatchObject({ attempts: 0 });
  });
});
