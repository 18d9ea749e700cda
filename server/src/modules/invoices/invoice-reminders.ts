import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { JobRunner } from '../../platform/jobs/job-runner.js';
import { announceInvoiceChange } from './invoice-announce.js';
import { requestInvoiceEmail } from './invoice-emails.js';
import { nextReminderAt, type ReminderSchedule } from './invoice-reminder-schedule.js';
import { listUnpaidInvoices, lockDueReminders, setNextReminders, updateInvoiceRow } from './invoices.queries.js';

export const invoiceRemindersJob = 'invoice-reminders';
const batchSize = 200;
const updateChunk = 1000;
const dayMs = 24 * 60 * 60_000;

// docs/product.md#invoices: automatic reminders, checked every minute. Each
// due invoice is locked (SKIP LOCKED: two copies never take the same one) and
// its next reminder time moved in the transaction that asks for the email, so
// no due time is ever served twice. After downtime, one reminder goes out and
// the next is the first due time still ahead.
export async function sendDueReminders(context: Pick<AppContext, 'database' | 'clock' | 'jobs' | 'realtime'>) {
  const { db } = context.database;
  let reminded = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const now = context.clock.now();
      const due = await lockDueReminders(tx, { now, limit: batchSize });
      for (const { invoice, settings } of due) {
        const servedAt = invoice.nextReminderAt!;
        const remindersSent = invoice.reminderCount + 1;
        await updateInvoiceRow(
          tx,
          { organizationId: invoice.organizationId, invoiceId: invoice.id },
          {
            reminderCount: remindersSent,
            lastReminderAt: now,
            nextReminderAt: nextReminderAt({
              schedule: settings,
              dueDate: invoice.dueDate,
              after: servedAt > now ? servedAt : now,
              remindersSent,
            }),
          },
        );
        await requestInvoiceEmail(tx, context, {
          organizationId: invoice.organizationId,
          invoiceId: invoice.id,
          kind: 'reminder',
        });
      }
      return due.map((row) => row.invoice);
    });
    for (const invoice of batch) await announceInvoiceChange(context, invoice);
    reminded += batch.length;
    if (batch.length < batchSize) break;
  }
  if (reminded > 0) context.jobs.nudge();
  return reminded;
}

export function scheduleInvoiceReminders(jobs: JobRunner, context: Parameters<typeof sendDueReminders>[0]) {
  jobs.every(invoiceRemindersJob, { intervalMs: 60_000 }, () => sendDueReminders(context));
}

// A changed schedule applies to every unpaid invoice of the organisation from
// now on, never within a day of the reminder it last had.
export async function rescheduleReminders(
  tx: Database,
  { clock }: Pick<AppContext, 'clock'>,
  { organizationId, schedule: reminders }: { organizationId: string; schedule: ReminderSchedule },
) {
  const now = clock.now().getTime();
  const schedule = (await listUnpaidInvoices(tx, organizationId)).map((invoice) => ({
    id: invoice.id,
    at: nextReminderAt({
      schedule: reminders,
      dueDate: invoice.dueDate,
      after: new Date(Math.max(now, (invoice.lastReminderAt?.getTime() ?? 0) + dayMs)),
      remindersSent: invoice.reminderCount,
    }),
  }));
  for (let start = 0; start < schedule.length; start += updateChunk) {
    await setNextReminders(tx, { organizationId, schedule: schedule.slice(start, start + updateChunk) });
  }
}
