import { addDays } from '@srm/contract';
import type { InvoiceSettingsRow } from '../../db/schema/index.js';

export type ReminderSchedule = Pick<
  InvoiceSettingsRow,
  'remindersEnabled' | 'reminderDaysBeforeDue' | 'remindOnDueDate' | 'reminderEveryDays' | 'reminderMax'
>;

const dayMs = 24 * 60 * 60_000;
// Reminders go out at 09:00 in Lagos, which keeps UTC+1 all year.
const reminderTime = (day: string) => new Date(`${day}T08:00:00Z`);

// docs/product.md#invoices: when the next automatic reminder of an unpaid
// invoice is due, after `after` (when it was sent, or the reminder time just
// served): some days before the due date, on it, then every few days while it
// stays unpaid, and never once `reminderMax` reminders have gone. Null: none.
export function nextReminderAt({
  schedule,
  dueDate,
  after,
  remindersSent,
}: {
  schedule: ReminderSchedule;
  dueDate: string;
  after: Date;
  remindersSent: number;
}): Date | null {
  if (!schedule.remindersEnabled || remindersSent >= schedule.reminderMax) return null;
  const due = reminderTime(dueDate);
  const beforeDue = schedule.reminderDaysBeforeDue
    ? [reminderTime(addDays(dueDate, -schedule.reminderDaysBeforeDue))]
    : [];
  const onDue = schedule.remindOnDueDate || schedule.reminderDaysBeforeDue === 0 ? [due] : [];
  const upcoming = [...beforeDue, ...onDue].find((time) => time > after);
  if (upcoming) return upcoming;
  if (!schedule.reminderEveryDays) return null;
  const every = schedule.reminderEveryDays * dayMs;
  const repeats = Math.max(1, Math.floor((after.getTime() - due.getTime()) / every) + 1);
  return new Date(due.getTime() + repeats * every);
}
