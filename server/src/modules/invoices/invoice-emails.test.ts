import { addDays, lagosDay } from '@srm/contract';
import { and, eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, outbox } from '../../db/schema/index.js';
import { retryDelayMs } from '../../platform/mail/mailer.js';
import { createSessionToken, createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { attachmentsTo, emailsTo } from '../../test/outbox.js';
import { type SmtpSink, startSmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invoiceEmailJob } from './invoice-emails.js';

let sink: SmtpSink;
let testApp: TestApp;
let team: Team;
let invoices: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  sink = await startSmtpSink();
  testApp = await createTestApp({ env: { SMTP_URL: sink.url } });
  invoices = invoiceCalls(testApp);
  team = await createTeam(testApp, 'Zenith Foods');
});
afterAll(async () => {
  await testApp.close();
  await sink.close();
});

const runJobs = () => testApp.jobs.runDue();
// Sessions last a day; some tests move the clock weeks on.
const managerToken = () => createSessionToken(testApp, team.manager.user.id);

// A stakeholder of its own per test, so its inbox holds only that test's emails.
let stakeholders = 0;
async function stakeholderWithTwoAddresses() {
  stakeholders += 1;
  const first = `adaeze${stakeholders}@nwosu.ng`;
  const second = `accounts${stakeholders}@nwosu.ng`;
  const record = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name: 'Adaeze Nwosu',
    emails: [first, second],
  });
  return { id: record.id, first, second };
}

// Sends an invoice due 26 Lagos days from today to a new stakeholder.
async function sendInvoice() {
  const stakeholder = await stakeholderWithTwoAddresses();
  const dueDate = addDays(lagosDay(testApp.clock.now()), 26);
  const invoice = await invoices.created(
    await managerToken(),
    invoiceBody(stakeholder.id, { due_date: dueDate, send_status: 'save_and_send' }),
  );
  return { invoice, dueDate, stakeholder };
}

const received = (address: string) => sink.received.filter((mail) => mail.to.includes(address));

// A message's header block with folded lines joined again (RFC 5322 §2.2.3).
const unfold = (head: string) => head.replace(/\r?\n(?=[ \t])/g, '');
const headerBlock = (raw: string) => unfold(raw.split(/\r?\n\r?\n/)[0]!);
const subjectOf = (raw: string) => /^Subject: (.*)$/m.exec(headerBlock(raw))?.[1];

interface Attachment {
  contentType: string;
  disposition: string;
  content: Buffer;
}

// The attachments of a raw MIME message (multipart/mixed, parts in base64).
function attachmentsOf(raw: string): Attachment[] {
  const boundary = /boundary="?([^";\r\n]+)"?/.exec(headerBlock(raw))?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((part) => {
      const [head = '', ...body] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const headers = unfold(head);
      const disposition = /^Content-Disposition: (.*)$/im.exec(headers)?.[1];
      if (!disposition?.startsWith('attachment')) return [];
      return [
        {
          contentType: /^Content-Type: (.*)$/im.exec(headers)?.[1] ?? '',
          disposition,
          content: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64'),
        },
      ];
    });
}

async function pdfText(content: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(content));
  return (await extractText(pdf, { mergePages: true })).text;
}

describe('sending an invoice', () => {
  it("emails the stakeholder's first address once, with the invoice PDF named after its number", async () => {
    const { invoice, stakeholder } = await sendInvoice();
    const number = invoice.invoice_number!;
    await runJobs();

    expect(received(stakeholder.second)).toHaveLength(0);
    const mails = received(stakeholder.first);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([stakeholder.first]);
    expect(subjectOf(mail!.raw)).toBe(`Invoice ${number} from Zenith Foods`);
    const attachments = attachmentsOf(mail!.raw);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.contentType).toMatch(new RegExp(`^application/pdf; name="?${number}\\.pdf"?$`));
    expect(attachments[0]!.disposition).toMatch(new RegExp(`^attachment; filename="?${number}\\.pdf"?$`));
    const text = await pdfText(attachments[0]!.content);
    expect(text).toContain(number);
    expect(text).toContain('Total ₦72,864.36');
  });

  it('states amounts with kobo alike in the answer, the email and its PDF', async () => {
    const stakeholder = await stakeholderWithTwoAddresses();
    // Prime Wave, 3 months, 12 employees (₦75,312), ₦1,234.56 off, and 7.5 % VAT on ₦74,077.44 (₦5,555.808).
    const invoice = await invoices.created(
      await managerToken(),
      invoiceBody(stakeholder.id, {
        discount_type: 'flat',
        discount_value: 1234.56,
        due_date: addDays(lagosDay(testApp.clock.now()), 26),
        send_status: 'save_and_send',
      }),
    );
    expect(invoice).toMatchObject({
      discount_value: 1234.56,
      discount_applied: 1234.56,
      before_tax: 74077.44,
      tax: 5555.81,
      amount: 79633.25,
    });
    // Refused once, so the email is kept as written, with its PDF.
    sink.failNext(1);
    await runJobs();

    const [email] = await emailsTo(testApp, stakeholder.first);
    expect(email!.textBody).toContain(`invoice ${invoice.invoice_number} for the Prime Wave plan: ₦79,633.25, due on`);
    const [pdf] = await attachmentsTo(testApp, stakeholder.first);
    const text = await pdfText(pdf!.content);
    expect(text).toContain('Discount (flat ₦1,234.56) -₦1,234.56');
    expect(text).toContain('Amount before tax ₦74,077.44');
    expect(text).toContain('VAT (7.5%) ₦5,555.81');
    expect(text).toContain('Total ₦79,633.25');
  });

  it('keeps no copy of the PDF once the email has been delivered', async () => {
    const { stakeholder } = await sendInvoice();
    await runJobs();

    const [message] = await emailsTo(testApp, stakeholder.first);
    expect(message).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await attachmentsTo(testApp, stakeholder.first)).toEqual([]);
  });

  it('sends nothing more when the jobs run again', async () => {
    const { stakeholder } = await sendInvoice();
    await runJobs();
    await runJobs();
    testApp.clock.advance(60_000);
    await runJobs();

    expect(received(stakeholder.first)).toHaveLength(1);
    expect(await emailsTo(testApp, stakeholder.first)).toHaveLength(1);
  });

  it('keeps the PDF while the mail server refuses, and delivers it once with the PDF when it accepts', async () => {
    const { invoice, stakeholder } = await sendInvoice();
    sink.failNext(1);
    await runJobs();
    expect(received(stakeholder.first)).toHaveLength(0);
    expect(await attachmentsTo(testApp, stakeholder.first)).toHaveLength(1);

    testApp.clock.advance(retryDelayMs(1));
    await runJobs();
    const mails = received(stakeholder.first);
    expect(mails).toHaveLength(1);
    expect(attachmentsOf(mails[0]!.raw)[0]!.contentType).toContain(`${invoice.invoice_number}.pdf`);
    expect(await attachmentsTo(testApp, stakeholder.first)).toEqual([]);
  });

  it('queues no second email when its email job is run again after it had queued the email', async () => {
    const { invoice, stakeholder } = await sendInvoice();
    await runJobs();
    expect(received(stakeholder.first)).toHaveLength(1);

    // As if the first run had queued the email but died before reporting back:
    // the same job, with the same payload, runs a second time.
    const { db } = testApp.database;
    const emailJobs = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, invoiceEmailJob), sql`${jobs.payload}->>'invoiceId' = ${invoice.id}`));
    expect(emailJobs).toHaveLength(1);
    await testApp.jobs.enqueue(db, invoiceEmailJob, emailJobs[0]!.payload);
    await runJobs();

    expect(received(stakeholder.first)).toHaveLength(1);
    expect(await emailsTo(testApp, stakeholder.first)).toHaveLength(1);
    const rerun = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.name, invoiceEmailJob), sql`${jobs.payload}->>'invoiceId' = ${invoice.id}`));
    expect(rerun.map((job) => job.status)).toEqual(['done', 'done']);
  });
});

describe('a reminder', () => {
  it('emails the stakeholder a second time, with the PDF again, and keeps no copy once delivered', async () => {
    const { invoice, dueDate, stakeholder } = await sendInvoice();
    const number = invoice.invoice_number!;
    await runJobs();

    // The first automatic reminder: 3 days before the due date, 09:00 in Lagos.
    testApp.clock.advance(new Date(`${addDays(dueDate, -3)}T08:00:00Z`).getTime() - testApp.clock.now().getTime());
    await runJobs();
    await runJobs();

    const mails = received(stakeholder.first);
    expect(mails).toHaveLength(2);
    const reminder = mails[1]!;
    // docs/product.md#api-conventions: the due day as the app shows it, 31/01/2026.
    const shownDue = dueDate.split('-').reverse().join('/');
    expect(subjectOf(reminder.raw)).toBe(`Reminder: invoice ${number} from Zenith Foods, due ${shownDue}`);
    const attachments = attachmentsOf(reminder.raw);
    expect(attachments).toHaveLength(1);
    expect(attachments[0]!.contentType).toMatch(new RegExp(`^application/pdf; name="?${number}\\.pdf"?$`));
    expect(await pdfText(attachments[0]!.content)).toContain(number);
    expect(await attachmentsTo(testApp, stakeholder.first)).toEqual([]);
    expect(received(stakeholder.second)).toHaveLength(0);
  });

  it('sent by hand emails the PDF too, once however often the jobs run', async () => {
    const { invoice, stakeholder } = await sendInvoice();
    await runJobs();
    const response = await invoices.call('POST', `/send-reminder/${invoice.id}/`, await managerToken());
    expect(response.statusCode, response.body).toBe(200);
    await runJobs();
    await runJobs();

    const mails = received(stakeholder.first);
    expect(mails).toHaveLength(2);
    expect(subjectOf(mails[1]!.raw)).toMatch(new RegExp(`^Reminder: invoice ${invoice.invoice_number} `));
    expect(attachmentsOf(mails[1]!.raw)).toHaveLength(1);
    const messages = await testApp.database.db.select().from(outbox).where(eq(outbox.toAddress, stakeholder.first));
    expect(messages.map((message) => message.status)).toEqual(['sent', 'sent']);
  });
});

// Last: it moves the clock to just before midnight UTC, already the next day in Lagos.
describe('the dates of an invoice email (docs/product.md#api-conventions)', () => {
  it("are the organisation's, as the app shows them: sent on the Lagos day, due on the day chosen", async () => {
    const now = testApp.clock.now();
    const nearMidnight = new Date(`${now.toISOString().slice(0, 10)}T23:41:07Z`);
    if (nearMidnight <= now) nearMidnight.setUTCDate(nearMidnight.getUTCDate() + 1);
    testApp.clock.advance(nearMidnight.getTime() - now.getTime());
    const { dueDate, stakeholder } = await sendInvoice();
    await runJobs();

    const [mail] = received(stakeholder.first);
    const shownDue = dueDate.split('-').reverse().join('/');
    // The text as written: quoted-printable's soft line breaks joined again.
    const text = mail!.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(`due on ${shownDue}.`);
    // Only the words: the attached PDF's base64 may spell any three letters (it did: a flaky failure).
    const pdfStart = text.search(/Content-Type: application\/pdf/i);
    expect(pdfStart).toBeGreaterThan(0);
    expect(text.slice(0, pdfStart)).not.toMatch(/GMT|UTC/);
    const lagosNextDay = new Date(nearMidnight.getTime() + 24 * 60 * 60_000).toISOString().slice(0, 10);
    const sentOn = `${lagosNextDay.split('-').reverse().join('/')} 00:41`;
    const pdf = (await pdfText(attachmentsOf(mail!.raw)[0]!.content)).split('\n');
    expect(pdf.slice(pdf.indexOf('SENT ON') + 1, pdf.indexOf('DUE ON'))).toEqual([sentOn]);
    expect(pdf[pdf.indexOf('DUE ON') + 1]).toBe(shownDue);
  });
});
