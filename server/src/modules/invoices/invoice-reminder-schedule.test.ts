import { describe, expect, it } from 'vitest';
import { nextReminderAt, type ReminderSchedule } from './invoice-reminder-schedule.js';

// The organisation's default: 3 days before the due date, on it, then every 7
// days while unpaid, 5 reminders at most.
const defaults: ReminderSchedule = {
  remindersEnabled: true,
  reminderDaysBeforeDue: 3,
  remindOnDueDate: true,
  reminderEveryDays: 7,
  reminderMax: 5,
};

const dueDate = '2026-01-31';
const at = (iso: string) => new Date(iso);

type NextOptions = { schedule?: Partial<ReminderSchedule>; remindersSent?: number };

// The next reminder time after `after`, as ISO text (null: none).
const next = (after: string, { schedule = {}, remindersSent = 0 }: NextOptions = {}) =>
  nextReminderAt({ schedule: { ...defaults, ...schedule }, dueDate, after: at(after), remindersSent })?.toISOString() ??
  null;

describe('the next automatic reminder of an unpaid invoice', () => {
  it('comes 3 days before the due date at 09:00 in Lagos (08:00 UTC) for an invoice sent well before', () => {
    expect(next('2026-01-05T09:00:00Z')).toBe('2026-01-28T08:00:00.000Z');
  });

  it('comes on the due date for an invoice sent a day before it', () => {
    expect(next('2026-01-30T10:00:00Z')).toBe('2026-01-31T08:00:00.000Z');
  });

  it('comes on the due date once the reminder 3 days before has been served', () => {
    expect(next('2026-01-28T08:00:00Z', { remindersSent: 1 })).toBe('2026-01-31T08:00:00.000Z');
  });

  it('comes 7 days after the due date once the due-date reminder has been served, then every 7 days', () => {
    expect(next('2026-01-31T08:00:00Z', { remindersSent: 2 })).toBe('2026-02-07T08:00:00.000Z');
    expect(next('2026-02-07T08:00:00Z', { remindersSent: 3 })).toBe('2026-02-14T08:00:00.000Z');
    expect(next('2026-02-14T08:00:00Z', { remindersSent: 4 })).toBe('2026-02-21T08:00:00.000Z');
  });

  it('never answers the very time just served, only the one after it', () => {
    const served = ['2026-01-28T08:00:00Z', '2026-01-31T08:00:00Z', '2026-02-07T08:00:00Z'];
    for (const time of served) {
      const following = next(time, { remindersSent: 1 });
      expect(following).not.toBeNull();
      expect(new Date(following!).getTime()).toBeGreaterThan(at(time).getTime());
    }
  });

  it('is the first due time still ahead after a long pause, not one already past', () => {
    expect(next('2026-02-10T15:00:00Z', { remindersSent: 1 })).toBe('2026-02-14T08:00:00.000Z');
  });

  it('is none when reminders are turned off', () => {
    expect(next('2026-01-05T09:00:00Z', { schedule: { remindersEnabled: false } })).toBeNull();
  });

  it('is none once the most reminders allowed have gone', () => {
    expect(next('2026-02-07T08:00:00Z', { remindersSent: 5 })).toBeNull();
    expect(next('2026-01-05T09:00:00Z', { schedule: { reminderMax: 0 } })).toBeNull();
    expect(next('2026-02-07T08:00:00Z', { remindersSent: 4 })).toBe('2026-02-14T08:00:00.000Z');
  });

  it('is none after the due date when reminders do not repeat', () => {
    const once = { reminderEveryDays: null };
    expect(next('2026-01-05T09:00:00Z', { schedule: once })).toBe('2026-01-28T08:00:00.000Z');
    expect(next('2026-01-28T08:00:00Z', { schedule: once, remindersSent: 1 })).toBe('2026-01-31T08:00:00.000Z');
    expect(next('2026-01-31T08:00:00Z', { schedule: once, remindersSent: 2 })).toBeNull();
  });

  it('takes 0 days before the due date as a reminder on the due date', () => {
    const schedule = { reminderDaysBeforeDue: 0, remindOnDueDate: false };
    expect(next('2026-01-05T09:00:00Z', { schedule })).toBe('2026-01-31T08:00:00.000Z');
  });

  it('skips the due date when it is not wanted, going from the early reminder to the repeats', () => {
    const schedule = { remindOnDueDate: false };
    expect(next('2026-01-28T08:00:00Z', { schedule, remindersSent: 1 })).toBe('2026-02-07T08:00:00.000Z');
  });

  it('starts at the due date when no reminder before it is wanted', () => {
    const schedule = { reminderDaysBeforeDue: null };
    expect(next('2026-01-05T09:00:00Z', { schedule })).toBe('2026-01-31T08:00:00.000Z');
  });
});
