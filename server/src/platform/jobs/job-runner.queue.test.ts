import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { capturingLog, deferred, type LoggedLine } from '../../test/jobs.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createFakeClock, type FakeClock } from '../clock/clock.js';
import { createJobRunner, type JobOutcome, type QueuedJobDefinition } from './job-runner.js';

let database: DatabaseHandle;
let clock: FakeClock;
let logged: LoggedLine[];
let log: ReturnType<typeof capturingLog>['log'];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  clock = createFakeClock();
  ({ log, lines: logged } = capturingLog());
  await database.db.delete(jobs);
});

type Invoice = { invoiceId: string };

// One server copy handling the `invoice.remind` jobs with `definition`.
function serverCopy(definition: QueuedJobDefinition<Invoice>) {
  const runner = createJobRunner({ database: database.db, clock, log });
  runner.handle<Invoice>('invoice.remind', definition);
  return runner;
}

async function theJob() {
  const [row] = await database.db.select().from(jobs);
  return row!;
}

describe('queued jobs', () => {
  it('runs a job once it is due, with its payload, and only once', async () => {
    const ran: Invoice[] = [];
    const runner = serverCopy({ run: async (payload) => void ran.push(payload) });
    await runner.enqueue<Invoice>(
      database.db,
      'invoice.remind',
      { invoiceId: 'INV-1' },
      {
        runAt: new Date(clock.now().getTime() + 60_000),
      },
    );

    clock.advance(59_999);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    expect(await runner.runDue()).toBe(0);

    expect(ran).toEqual([{ invoiceId: 'INV-1' }]);
    expect(await theJob()).toMatchObject({ status: 'done', attempts: 1, finishedAt: clock.now(), lockedUntil: null });
  });

  it('queues a job with a key once, however often it is asked to', async () => {
    const ran: Invoice[] = [];
    const runner = serverCopy({ run: async (payload) => void ran.push(payload) });
    const remind = () =>
      runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-2' }, { key: 'INV-2:2026-02-01' });

    expect(await remind()).toBe(true);
    expect(await remind()).toBe(false);
    await runner.runDue();
    expect(await remind()).toBe(false);
    await runner.runDue();

    expect(ran).toHaveLength(1);
  });

  it('keeps no job when the change that queued it rolls back', async () => {
    const runner = serverCopy({ run: async () => {} });
    await expect(
      database.db.transaction(async (tx) => {
        await runner.enqueue<Invoice>(tx, 'invoice.remind', { invoiceId: 'INV-3' });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');

    expect(await database.db.select().from(jobs)).toEqual([]);
    expect(await runner.runDue()).toBe(0);
  });

  it('leaves jobs it has no handler for to the copies that have one', async () => {
    const older = createJobRunner({ database: database.db, clock, log });
    const runner = serverCopy({ run: async () => {} });
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-4' });

    expect(await older.runDue()).toBe(0);
    expect(await runner.runDue()).toBe(1);
  });
});

describe('failures', () => {
  it('retries a failing job with backoff, then fails it for good and logs it', async () => {
    const recorded: JobOutcome['status'][] = [];
    const runner = serverCopy({
      maxAttempts: 3,
      retryDelayMs: (attempt) => attempt * 1_000,
      run: async () => {
        throw new Error('payment provider unavailable');
      },
      record: async (_tx, outcome) => void recorded.push(outcome.status),
    });
    await runner.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-5' });

    expect(await runner.runDue()).toBe(1);
    expect(await theJob()).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'payment provider unavailable',
      runAt: new Date(clock.now().getTime() + 1_000),
    });
    expect(logged).toEqual([expect.objectContaining({ level: 'warn', message: 'job failed; will retry' })]);

    clock.advance(999);
    expect(await runner.runDue()).toBe(0);
    clock.advance(1);
    expect(await runner.runDue()).toBe(1);
    clock.advance(2_000);
    expect(await runner.runDue()).toBe(1);

    expect(await theJob()).toMatchObject({ status: 'failed', attempts: 3, finishedAt: clock.now() });
    expect(recorded).toEqual(['retry', 'retry', 'failed']);
    expect(logged.at(-1)).toMatchObject({
      level: 'error',
      message: 'job failed for good',
      details: { job: 'invoice.remind', payload: { invoiceId: 'INV-5' }, attempts: 3 },
    });
    clock.advance(24 * 60 * 60_000);
    expect(await runner.runDue()).toBe(0);
  });

  it('lets another copy take a job whose claim ran out, and drops the late outcome', async () => {
    const started = deferred();
    const hung = deferred();
    const recorded: string[] = [];
    const stuck = serverCopy({
      leaseMs: 60_000,
      run: () => {
        started.resolve();
        return hung.promise;
      },
      record: async (_tx, outcome) => void recorded.push(`stuck: ${outcome.status}`),
    });
    const other = serverCopy({
      leaseMs: 60_000,
      run: async () => {},
      record: async (_tx, outcome) => void recorded.push(`other: ${outcome.status}`),
    });
    await stuck.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-6' });
    const stuckRun = stuck.runDue();
    await started.promise;

    clock.advance(59_999);
    expect(await other.runDue()).toBe(0);
    clock.advance(2);
    expect(await other.runDue()).toBe(1);
    hung.reject(new Error('timed out long ago'));
    await stuckRun;

    expect(await theJob()).toMatchObject({ status: 'done', attempts: 2, lastError: null });
    expect(recorded).toEqual(['other: done']);
    expect(logged).toContainEqual(
      expect.objectContaining({ message: 'job outcome dropped: its claim ran out and another copy took the job' }),
    );
  });

  it('fails a job whose last attempt never reported back, without running it again', async () => {
    const started = deferred();
    let runs = 0;
    const definition = {
      maxAttempts: 1,
      leaseMs: 60_000,
      run: () => {
        runs += 1;
        started.resolve();
        return new Promise<void>(() => {});
      },
    };
    const crashed = serverCopy(definition);
    await crashed.enqueue<Invoice>(database.db, 'invoice.remind', { invoiceId: 'INV-7' });
    void crashed.runDue();
    await started.promise;

    clock.advance(60_001);
    expect(await serverCopy(definition).runDue()).toBe(1);

    expect(runs).toBe(1);
    expect(await theJob()).toMatchObject({
      status: 'failed',
      lastError: 'the last attempt did not finish in time',
      lockedUntil: null,
    });
  });
});
