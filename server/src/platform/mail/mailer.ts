import type { Database } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import type { Logger } from '../logging/logger.js';
import {
  claimDueMessages,
  insertOutboxMessage,
  markDelivered,
  markFailed,
  markForRetry,
  type OutgoingEmail,
} from './mail.queries.js';
import type { MailTransport } from './transports.js';

// 8 attempts spread over about two hours: an SMTP outage that long loses nothing.
export const maxDeliveryAttempts = 8;
const firstRetryMs = 30_000;
const longestRetryMs = 60 * 60_000;
// One message is claimed at a time, for far longer than a send may take (the
// SMTP transport gives up within a minute), so no other copy sends it meanwhile.
const claimLeaseMs = 3 * 60_000;

export function retryDelayMs(attempt: number) {
  return Math.min(firstRetryMs * 2 ** (attempt - 1), longestRetryMs);
}

interface MailerOptions {
  database: Database;
  transport: MailTransport;
  clock: Clock;
  log: Logger;
  pollMs?: number;
}

export function createMailer({ database, transport, clock, log, pollMs = 2_000 }: MailerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  async function deliverOne(message: Awaited<ReturnType<typeof claimDueMessages>>[number]) {
    const claimed = { id: message.id, lease: message.lockedUntil as Date };
    try {
      await transport.deliver(message);
      await markDelivered(database, claimed, { status: transport.outcome, now: clock.now() });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (message.attempts >= maxDeliveryAttempts) {
        await markFailed(database, claimed, reason);
        log.error(
          { mailId: message.id, mailTo: message.toAddress, attempts: message.attempts, reason },
          'email failed for good',
        );
        return;
      }
      const retryAt = new Date(clock.now().getTime() + retryDelayMs(message.attempts));
      await markForRetry(database, claimed, { retryAt, error: reason });
      log.warn(
        { mailId: message.id, attempts: message.attempts, retryAt, reason },
        'email delivery failed; will retry',
      );
    }
  }

  // Delivers every message due now; returns how many were attempted.
  async function deliverDue(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const [message] = await claimDueMessages(database, { now: clock.now(), leaseMs: claimLeaseMs, limit: 1 });
      if (!message) return attempted;
      await deliverOne(message);
      attempted += 1;
    }
  }

  function runNow() {
    if (stopped) return;
    clearTimeout(timer);
    running ??= deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'mail worker run failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(runNow, pollMs);
      });
  }

  return {
    // Call inside the transaction of the change that causes the email.
    queue: (db: Database, email: OutgoingEmail) => insertOutboxMessage(db, email, clock.now()),
    // Call after that transaction commits, to deliver without waiting for the next poll.
    nudge: () => {
      if (!running) runNow();
    },
    deliverDue,
    start: () => {
      stopped = false;
      runNow();
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type Mailer = ReturnType<typeof createMailer>;
