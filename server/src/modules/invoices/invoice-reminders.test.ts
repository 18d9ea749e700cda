import { addDays, type Invoice, type InvoiceSettingsBody, lagosDay, messages } from '@srm/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAttachments } from '../../db/schema/index.js';
import { createSessionToken, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sendDueReminders } from './invoice-reminders.js';

const minute = 60_000;

let testApp: TestApp;
let team: Team;
let invoices: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Zenith Foods');
  invoices = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

const runJobs = () => testApp.jobs.runDue();
// A manager's session started now: the fake clock moves days ahead, past the life of a session.
const managerOf = (owner: Team) => createSessionToken(testApp, owner.manager.user.id);
// Reminders go out at 09:00 in Lagos: 08:00 UTC.
const reminderTime = (dueDay: string, days = 0) => `${addDays(dueDay, days)}T08:00:00.000Z`;
const at = (iso: string) => new Date(iso).getTime();

// Moves the fake clock forward to `iso` (never back).
function advanceTo(iso: string) {
  const step = at(iso) - testApp.clock.now().getTime();
  expect(step, `the clock is already past ${iso}`).toBeGreaterThanOrEqual(0);
  testApp.clock.advance(step);
}

// An invoice sent now to a stakeholder of its own (so its inbox holds only
// this test's emails), due `dueInDays` Lagos days from today; the email about
// it has gone out.
async function sentInvoice({ owner = team, dueInDays = 26 }: { owner?: Team; dueInDays?: number } = {}) {
  const stakeholder = await createStakeholder(testApp.database.db, {
    organizationId: owner.organization.id,
    name: 'Adaeze Nwosu',
  });
  const dueDate = addDays(lagosDay(testApp.clock.now()), dueInDays);
  const invoice = await invoices.created(
    await managerOf(owner),
    invoiceBody(stakeholder.id, { due_date: dueDate, send_status: 'save_and_send' }),
  );
  await runJobs();
  return { invoice, dueDate, email: stakeholder.emails[0]!, owner };
}

const reload = async (invoice: Invoice, owner = team) => invoices.get(await managerOf(owner), invoice.id);

async function remindersTo(email: string) {
  const all = await emailsTo(testApp, email);
  return all.filter((message) => message.subject.startsWith('Reminder:'));
}

async function saveSettings(owner: Team, body: InvoiceSettingsBody) {
  const response = await invoices.call('POST', '/invoice-settings/', await managerOf(owner), body);
  expect(response.statusCode, response.body).toBe(200);
}

describe('automatic reminders of a sent invoice', () => {
  it('go out at their due times, one per due time however often the jobs run', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    expect(invoice.reminders).toEqual({ count: 0, last_sent_at: null, next_at: reminderTime(dueDate, -3) });
    expect(await emailsTo(testApp, email)).toHaveLength(1);

    advanceTo(reminderTime(dueDate, -3));
    testApp.clock.advance(-minute);
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(0);

    testApp.clock.advance(minute);
    for (let run = 0; run < 4; run += 1) await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);
    expect((await reload(invoice)).reminders).toEqual({
      count: 1,
      last_sent_at: reminderTime(dueDate, -3),
      next_at: reminderTime(dueDate),
    });

    // The next minutes' runs find nothing new until the due date.
    for (let run = 0; run < 3; run += 1) {
      testApp.clock.advance(minute);
      await runJobs();
    }
    expect(await remindersTo(email)).toHaveLength(1);

    advanceTo(reminderTime(dueDate));
    await runJobs();
    await runJobs();
    expect((await reload(invoice)).reminders).toEqual({
      count: 2,
      last_sent_at: reminderTime(dueDate),
      next_at: reminderTime(dueDate, 7),
    });

    advanceTo(reminderTime(dueDate, 7));
    await runJobs();
    expect((await reload(invoice)).reminders).toMatchObject({ count: 3, next_at: reminderTime(dueDate, 14) });
    expect(await remindersTo(email)).toHaveLength(3);
  });

  it('are served once when two copies of the reminder job run at the same moment', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    advanceTo(reminderTime(dueDate, -3));

    // Other tests' invoices may be due too: what counts is this one's reminders.
    await Promise.all([sendDueReminders(testApp.context), sendDueReminders(testApp.context)]);
    await runJobs();

    expect((await reload(invoice)).reminders.count).toBe(1);
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('each email the stakeholder once, saying it is a reminder, with the invoice PDF attached', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    advanceTo(reminderTime(dueDate, -3));
    await runJobs();

    const [reminder] = await remindersTo(email);
    expect(reminder).toBeDefined();
    expect(reminder!.subject).toContain(invoice.invoice_number!);
    expect(reminder!.textBody).toContain('not yet marked as paid');
    expect(reminder!.textBody).toContain('₦72,864.36');
    const attachments = await testApp.database.db
      .select()
      .from(outboxAttachments)
      .where(inArray(outboxAttachments.messageId, [reminder!.id]));
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: `${invoice.invoice_number}.pdf`,
      contentType: 'application/pdf',
    });
    expect(attachments[0]!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // As the dev mailbox shows it.
    const mailbox = await testApp.app.inject({ url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
    const listed = mailbox.json().results as { subject: string; attachments: string[] }[];
    expect(listed.map((message) => message.attachments)).toEqual([
      [`${invoice.invoice_number}.pdf`],
      [`${invoice.invoice_number}.pdf`],
    ]);
  });

  it('stop once the invoice is marked paid', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    advanceTo(reminderTime(dueDate, -3));
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);

    const paid = await invoices.ok(
      await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, await managerOf(team)),
    );
    expect(paid.payment_status).toBe('paid');
    expect(paid.reminders).toMatchObject({ count: 1, next_at: null });

    for (const days of [0, 7, 14, 21]) {
      advanceTo(reminderTime(dueDate, days));
      await runJobs();
    }
    expect(await remindersTo(email)).toHaveLength(1);
    expect((await reload(invoice)).reminders.count).toBe(1);
  });

  it.each([
    [
      'cancelled',
      async (invoice: Invoice) => invoices.call('POST', `/cancel-invoice/${invoice.id}/`, await managerOf(team)),
    ],
    [
      'deleted',
      async (invoice: Invoice) => invoices.call('DELETE', `/delete-invoice/${invoice.id}`, await managerOf(team)),
    ],
  ])('stop once the invoice is %s', async (_state, close) => {
    const { invoice, dueDate, email } = await sentInvoice();
    const response = await close(invoice);
    expect(response.statusCode, response.body).toBe(200);

    for (const days of [-3, 0, 7]) {
      advanceTo(reminderTime(dueDate, days));
      await runJobs();
    }
    expect(await remindersTo(email)).toHaveLength(0);
  });

  it('due but not yet emailed are not emailed once the invoice is paid in between', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    advanceTo(reminderTime(dueDate, -3));
    // The reminder job has asked for the email; the payment comes before it is made.
    expect(await sendDueReminders(testApp.context)).toBeGreaterThanOrEqual(1);
    await invoices.ok(await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, await managerOf(team)));
    await runJobs();

    expect(await remindersTo(email)).toHaveLength(0);
  });

  it('send one reminder after a long downtime, and the next one is still ahead', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    // Down from before the first reminder until past the third and fourth due times.
    advanceTo(reminderTime(dueDate, 10));
    testApp.clock.advance(5 * 60 * minute);
    await runJobs();
    await runJobs();

    expect(await remindersTo(email)).toHaveLength(1);
    const { reminders } = await reload(invoice);
    expect(reminders).toEqual({
      count: 1,
      last_sent_at: testApp.clock.now().toISOString(),
      next_at: reminderTime(dueDate, 14),
    });
    expect(at(reminders.next_at!)).toBeGreaterThan(testApp.clock.now().getTime());
  });

  it('stop at the most the settings allow', async () => {
    const owner = await createTeam(testApp, 'Capped Ltd');
    await saveSettings(owner, { reminder_max: 2 });
    const { invoice, dueDate, email } = await sentInvoice({ owner });

    advanceTo(reminderTime(dueDate, -3));
    await runJobs();
    advanceTo(reminderTime(dueDate));
    await runJobs();
    expect((await reload(invoice, owner)).reminders).toMatchObject({ count: 2, next_at: null });

    for (const days of [7, 14, 21, 28]) {
      advanceTo(reminderTime(dueDate, days));
      await runJobs();
    }
    expect(await remindersTo(email)).toHaveLength(2);
  });

  it('are none at all when the settings turn them off', async () => {
    const owner = await createTeam(testApp, 'Quiet Ltd');
    await saveSettings(owner, { reminders_enabled: false });
    const { invoice, dueDate, email } = await sentInvoice({ owner });
    expect(invoice.reminders.next_at).toBeNull();

    for (const days of [-3, 0, 7]) {
      advanceTo(reminderTime(dueDate, days));
      await runJobs();
    }
    expect(await remindersTo(email)).toHaveLength(0);
  });
});

describe('changing the reminder settings', () => {
  it('moves the next reminder of the invoices still unpaid', async () => {
    const owner = await createTeam(testApp, 'Rescheduled Ltd');
    const { invoice, dueDate } = await sentInvoice({ owner });
    const { invoice: paidInvoice } = await sentInvoice({ owner });
    await invoices.ok(await invoices.call('PUT', `/mark-invoice-paid/${paidInvoice.id}`, await managerOf(owner)));
    expect(invoice.reminders.next_at).toBe(reminderTime(dueDate, -3));

    await saveSettings(owner, { reminder_days_before_due: 7 });
    expect((await reload(invoice, owner)).reminders.next_at).toBe(reminderTime(dueDate, -7));

    await saveSettings(owner, { reminder_days_before_due: null, remind_on_due_date: false });
    expect((await reload(invoice, owner)).reminders.next_at).toBe(reminderTime(dueDate, 7));

    await saveSettings(owner, { reminders_enabled: false });
    expect((await reload(invoice, owner)).reminders.next_at).toBeNull();

    await saveSettings(owner, { reminders_enabled: true, reminder_days_before_due: 3, remind_on_due_date: true });
    expect((await reload(invoice, owner)).reminders.next_at).toBe(reminderTime(dueDate, -3));
    expect((await reload(paidInvoice, owner)).reminders.next_at).toBeNull();
  });

  it('sends the reminders at the new times', async () => {
    const owner = await createTeam(testApp, 'Early Ltd');
    const { invoice, dueDate, email } = await sentInvoice({ owner });
    await saveSettings(owner, { reminder_days_before_due: 10 });

    advanceTo(reminderTime(dueDate, -10));
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);
    expect((await reload(invoice, owner)).reminders.next_at).toBe(reminderTime(dueDate));
  });

  it('stops the reminders of an invoice that has had as many as the lowered cap allows', async () => {
    const owner = await createTeam(testApp, 'Lowered Ltd');
    const { invoice, dueDate, email } = await sentInvoice({ owner });
    advanceTo(reminderTime(dueDate, -3));
    await runJobs();
    expect((await reload(invoice, owner)).reminders).toMatchObject({ count: 1, next_at: reminderTime(dueDate) });

    await saveSettings(owner, { reminder_max: 1 });
    expect((await reload(invoice, owner)).reminders).toMatchObject({ count: 1, next_at: null });
    advanceTo(reminderTime(dueDate));
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);
  });

  it('leaves the invoices of other organisations alone', async () => {
    const owner = await createTeam(testApp, 'Changer Ltd');
    const { invoice, dueDate } = await sentInvoice();
    await saveSettings(owner, { reminder_days_before_due: 10 });
    expect((await reload(invoice)).reminders.next_at).toBe(reminderTime(dueDate, -3));
  });
});

describe('a reminder sent by hand', () => {
  it('counts, emails the stakeholder with the PDF, and keeps the next automatic one a day away at least', async () => {
    const { invoice, dueDate, email } = await sentInvoice();
    // Twelve hours before the automatic reminder 3 days before the due date.
    advanceTo(reminderTime(dueDate, -3));
    testApp.clock.advance(-12 * 60 * minute);

    const reminded = await invoices.ok(
      await invoices.call('POST', `/send-reminder/${invoice.id}/`, await managerOf(team)),
    );
    expect(reminded.reminders).toEqual({
      count: 1,
      last_sent_at: testApp.clock.now().toISOString(),
      next_at: reminderTime(dueDate),
    });
    await runJobs();
    const sent = await remindersTo(email);
    expect(sent).toHaveLength(1);
    const attachments = await testApp.database.db
      .select({ filename: outboxAttachments.filename })
      .from(outboxAttachments)
      .where(inArray(outboxAttachments.messageId, [sent[0]!.id]));
    expect(attachments).toEqual([{ filename: `${invoice.invoice_number}.pdf` }]);

    // The automatic one 3 days before is skipped; the due date's comes.
    advanceTo(reminderTime(dueDate, -3));
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);
    advanceTo(reminderTime(dueDate));
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(2);
    expect((await reload(invoice)).reminders.count).toBe(2);
  });

  it('is refused for an invoice already paid', async () => {
    const { invoice, email } = await sentInvoice();
    await invoices.ok(await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, await managerOf(team)));

    const response = await invoices.call('POST', `/send-reminder/${invoice.id}/`, await managerOf(team));
    expect(response.statusCode).toBe(400);
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(0);
  });

  // The settings' reminder_max counts reminders sent by hand too.
  it('is refused once the invoice has had as many reminders as the settings allow', async () => {
    const owner = await createTeam(testApp, 'Hand Capped Ltd');
    await saveSettings(owner, { reminder_max: 1 });
    const { invoice, email } = await sentInvoice({ owner });
    await invoices.ok(await invoices.call('POST', `/send-reminder/${invoice.id}/`, await managerOf(owner)));

    const response = await invoices.call('POST', `/send-reminder/${invoice.id}/`, await managerOf(owner));
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(messages.invoiceReminderLimit);
    await runJobs();
    expect(await remindersTo(email)).toHaveLength(1);
  });
});
