import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { jobs, outbox } from '../../db/schema/index.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { openTestDatabase } from '../../test/test-database.js';
import { createFakeClock, type FakeClock } from '../clock/clock.js';
import { createJobRunner } from '../jobs/job-runner.js';
import { createLogger } from '../logging/logger.js';
import { createMailer, deliveryLeaseMs, maxDeliveryAttempts, retryDelayMs } from './mailer.js';
import { type MailTransport, smtpTransport } from './transports.js';

let database: DatabaseHandle;
let sink: SmtpSink;
let clock: FakeClock;
const log = createLogger({ LOG_LEVEL: 'silent' });

const email = (to: string) => ({
  organizationId: null,
  to,
  subject: 'Your SRM code',
  html: '<p>Code <b>123456</b></p>',
  text: 'Code 123456',
});

// One server copy's job runner and mailer; tests run its due jobs by hand.
function serverCopy(transport: MailTransport = smtpTransport({ url: sink.url, from: 'SRM <no-reply@srm.test>' })) {
  const runner = createJobRunner({ database: database.db, clock, log });
  const mailer = createMailer({ database: database.db, jobs: runner, transport, clock });
  return { runner, mailer };
}

beforeAll(async () => {
  database = await openTestDatabase();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.close();
  await database.close();
});
beforeEach(async () => {
  clock = createFakeClock();
  sink.received.length = 0;
  sink.failNext(0);
  await database.db.delete(outbox);
  await database.db.delete(jobs);
});

describe('mail outbox', () => {
  it('delivers a queued email through SMTP and records it as sent', async () => {
    const { runner, mailer } = serverCopy();
    await database.db.transaction((tx) => mailer.queue(tx, email('ada@zenith.ng')));

    expect(await runner.runDue()).toBe(1);

    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['ada@zenith.ng']);
    expect(sink.received[0]?.raw).toContain('Subject: Your SRM code');
    expect(sink.received[0]?.raw).toContain('Code 123456');
    const [row] = await database.db.select().from(outbox);
    expect(row?.status).toBe('sent');
    expect(row?.sentAt).toEqual(clock.now());
    // The code it carried is not kept once it has left.
    expect(row?.textBody).not.toContain('123456');
    expect(row?.htmlBody).not.toContain('123456');
  });

  it('lets another copy take over a message whose claim ran out, and ignores the late outcome', async () => {
    let deliveryStarted!: () => void;
    const started = new Promise<void>((resolve) => {
      deliveryStarted = resolve;
    });
    let failLate!: () => void;
    const hungConnection = new Promise<void>((_resolve, reject) => {
      failLate = () => reject(new Error('late'));
    });
    const stuck = serverCopy({
      outcome: 'sent',
      deliver: () => {
        deliveryStarted();
        return hungConnection;
      },
    });
    const other = serverCopy();
    await stuck.mailer.queue(database.db, email('yaw@zenith.ng'));
    const stuckRun = stuck.runner.runDue();
    await started;

    clock.advance(deliveryLeaseMs + 1_000);
    expect(await other.runner.runDue()).toBe(1);
    // The first claimant comes back from a hung connection and reports a failure.
    failLate();
    await stuckRun;

    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', lastError: null });
    expect(sink.received).toHaveLength(1);
  });

  it('keeps no email when the change that caused it rolls back', async () => {
    const { runner, mailer } = serverCopy();
    await expect(
      database.db.transaction(async (tx) => {
        await mailer.queue(tx, email('ada@zenith.ng'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');

    expect(await database.db.select().from(outbox)).toHaveLength(0);
    expect(await database.db.select().from(jobs)).toHaveLength(0);
    expect(await runner.runDue()).toBe(0);
  });

  it('retries after an SMTP failure once the backoff has passed, and sends once', async () => {
    const { runner, mailer } = serverCopy();
    await mailer.queue(database.db, email('kwame@zenith.ng'));
    sink.failNext(1);

    await runner.runDue();
    const [afterFailure] = await database.db.select().from(outbox);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure?.lastError).toMatch(/Mailbox temporarily unavailable/);
    expect(sink.received).toHaveLength(0);

    clock.advance(retryDelayMs(1) - 1_000);
    expect(await runner.runDue()).toBe(0);

    clock.advance(1_000);
    expect(await runner.runDue()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const [delivered] = await database.db.select().from(outbox);
    expect(delivered).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt and marks the email failed', async () => {
    const { runner, mailer } = serverCopy();
    await mailer.queue(database.db, email('ngozi@zenith.ng'));
    sink.failNext(maxDeliveryAttempts);

    for (let attempt = 1; attempt <= maxDeliveryAttempts; attempt += 1) {
      expect(await runner.runDue()).toBe(1);
      clock.advance(retryDelayMs(attempt));
    }

    const [row] = await database.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', attempts: maxDeliveryAttempts });
    expect(await runner.runDue()).toBe(0);
    expect(sink.received).toHaveLength(0);
  });

  it('sends each email once when two server copies deliver at the same time', async () => {
    const [first, second] = [serverCopy(), serverCopy()];
    for (let index = 0; index < 30; index += 1) await first.mailer.queue(database.db, email(`staff${index}@zenith.ng`));

    const [a, b] = await Promise.all([first.runner.runDue(), second.runner.runDue()]);

    expect(a + b).toBe(30);
    const recipients = sink.received.flatMap((mail) => mail.to);
    expect(new Set(recipients).size).toBe(30);
    expect(recipients).toHaveLength(30);
    const sent = await database.db.select().from(outbox).where(eq(outbox.status, 'sent'));
    expect(sent).toHaveLength(30);
  });
});
