import type { Database } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import { backoffMs, type JobRunner } from '../jobs/job-runner.js';
import {
  findMessage,
  insertOutboxMessage,
  listAttachments,
  type OutgoingEmail,
  recordDelivery,
} from './mail.queries.js';
import type { MailTransport } from './transports.js';

export const mailDeliveryJob = 'mail.deliver';

// 8 attempts spread over about two hours: an SMTP outage that long loses nothing.
export const maxDeliveryAttempts = 8;
// 30 s doubling to an hour.
export const retryDelayMs = (attempt: number) => backoffMs(attempt);
// One message is claimed at a time, for far longer than a send may take (the
// SMTP transport gives up within a minute), so no other copy sends it meanwhile.
export const deliveryLeaseMs = 3 * 60_000;

type MailDelivery = { messageId: string };

interface MailerOptions {
  database: Database;
  jobs: JobRunner;
  transport: MailTransport;
  clock: Clock;
}

// Each email is an outbox row plus a job of the runner that delivers it; the
// runner claims, retries and gives up, and the outcome lands on the row.
export function createMailer({ database, jobs, transport, clock }: MailerOptions) {
  jobs.handle<MailDelivery>(mailDeliveryJob, {
    maxAttempts: maxDeliveryAttempts,
    retryDelayMs,
    leaseMs: deliveryLeaseMs,
    run: async ({ messageId }) => {
      const message = await findMessage(database, messageId);
      if (message?.status === 'pending') await transport.deliver(message, await listAttachments(database, messageId));
    },
    record: (tx, outcome) =>
      recordDelivery(tx, {
        id: outcome.payload.messageId,
        attempts: outcome.attempts,
        now: outcome.now,
        ...(outcome.status === 'done'
          ? { status: transport.outcome }
          : { status: outcome.status === 'retry' ? 'pending' : 'failed', error: outcome.error }),
      }),
  });

  return {
    // Call inside the transaction of the change that causes the email.
    queue: async (db: Database, email: OutgoingEmail) => {
      const messageId = await insertOutboxMessage(db, email, clock.now());
      await jobs.enqueue<MailDelivery>(db, mailDeliveryJob, { messageId });
    },
    // Call after that transaction commits, to deliver without waiting for the next poll.
    nudge: () => jobs.nudge(),
  };
}

export type Mailer = ReturnType<typeof createMailer>;
