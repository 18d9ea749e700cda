import { messages, PublicInvoice } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stakeholders } from '../../db/schema/index.js';
import { createStakeholder, createTeam, type Team } from '../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../test/invoices.js';
import { emailsTo } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createInvoiceLinks } from './public-invoice-links.js';

let testApp: TestApp;
let invoices: ReturnType<typeof invoiceCalls>;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  invoices = invoiceCalls(testApp);
});
// A team of its own for each test, signed in at the test's time (one test moves the clock a month on).
beforeEach(async () => {
  team = await createTeam(testApp, 'Zenith Foods');
  await invoices.call('POST', '/invoice-settings/', team.manager.token, {
    bank_accounts: [
      { bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789', is_default: true },
    ],
  });
});
afterAll(() => testApp.close());

const dayMs = 24 * 60 * 60_000;
const open = (token: string, rest = '') => testApp.app.inject({ url: `/api/your-invoice/${token}/${rest}` });

// A sent invoice and the link its email carried, as the stakeholder's mail program shows it.
async function emailedInvoice() {
  const email = `adaeze.${crypto.randomUUID().slice(0, 8)}@nwosu.ng`;
  const stakeholder = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name: 'Adaeze Nwosu',
    emails: [email],
  });
  const invoice = await invoices.created(
    team.manager.token,
    invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
  );
  await testApp.jobs.runDue();
  const [sent] = await emailsTo(testApp, email);
  const token = sent?.textBody.match(/\/your-invoice\/([\w.-]+)/)?.[1];
  if (!token) throw new Error('the invoice email carries no link to the invoice');
  return { invoice, stakeholder, email, token };
}

describe("the stakeholder's invoice page", () => {
  it('opens the emailed invoice without signing in: what is owed, how to pay, and its PDF', async () => {
    const { invoice, token } = await emailedInvoice();
    const page = await open(token);
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json<PublicInvoice>();
    expect(shown).toMatchObject({
      invoice_number: invoice.invoice_number,
      payment_status: 'pending',
      stakeholder_name: 'Adaeze Nwosu',
      amount: invoice.amount,
      balance: invoice.amount,
      from: { name: 'Zenith Foods' },
      how_to_pay: {
        bank_accounts: [{ bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789' }],
      },
    });
    // Nothing staff-only travels with it: the fields a stakeholder's page has, and no other.
    expect(Object.keys(shown).sort()).toEqual(Object.keys(PublicInvoice.shape).sort());

    const pdf = await testApp.app.inject({ url: shown.pdf_url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain(invoice.invoice_number!);
  });

  it('shows nothing left to pay once the invoice is paid', async () => {
    const { invoice, token } = await emailedInvoice();
    const paid = await invoices.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.manager.token);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await open(token)).json<PublicInvoice>()).toMatchObject({ payment_status: 'paid', balance: 0 });
  });

  it('opens for 30 days; each email brings a fresh link', async () => {
    const { invoice, token, email } = await emailedInvoice();
    testApp.clock.advance(29 * dayMs);
    expect((await open(token)).statusCode).toBe(200);
    await invoices.call('POST', `/send-reminder/${invoice.id}/`, team.manager.token);
    await testApp.jobs.runDue();
    testApp.clock.advance(2 * dayMs);
    const expired = await open(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().detail).toBe(messages.invoiceLinkExpired);
    expect((await open(token, 'pdf/')).statusCode).toBe(410);

    const [reminder] = await emailsTo(testApp, email);
    const fresh = reminder?.textBody.match(/\/your-invoice\/([\w.-]+)/)?.[1];
    expect(fresh).toBeDefined();
    expect((await open(fresh!)).statusCode).toBe(200);
  });

  it('opens nothing for a link that is not ours: tampered, for another invoice, malformed, or a draft’s', async () => {
    const { token } = await emailedInvoice();
    const other = await emailedInvoice();
    const [id, expires, signature] = token.split('.') as [string, string, string];
    const draft = await invoices.created(team.manager.token, invoiceBody(other.stakeholder.id));
    const draftToken = createInvoiceLinks(testApp)
      .urlFor({ id: draft.id, stakeholderId: other.stakeholder.id })
      .split('/')
      .at(-1)!;
    for (const wrong of [
      `${id}.${expires}.${signature.slice(0, 20)}${signature[20] === 'A' ? 'B' : 'A'}${signature.slice(21)}`,
      `${id}.${Number(expires) + 1}.${signature}`,
      `${other.invoice.id}.${expires}.${signature}`,
      'not-a-link',
      `${crypto.randomUUID()}.${expires}.${signature}`,
      draftToken,
    ]) {
      const refused = await open(wrong);
      expect(refused.statusCode, wrong).toBe(404);
      expect(refused.json().detail).toBe(messages.invoiceLinkInvalid);
      expect((await open(wrong, 'pdf/')).statusCode).toBe(404);
    }
  });

  it('says a cancelled invoice is owed nothing, on the page and in its PDF', async () => {
    const { invoice, token } = await emailedInvoice();
    await invoices.call('POST', '/invoice-settings/', team.manager.token, { cancel_invoice: true });
    const cancelled = await invoices.call('POST', `/cancel-invoice/${invoice.id}/`, team.manager.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await open(token)).json<PublicInvoice>()).toMatchObject({ payment_status: 'cancelled', balance: 0 });
    const pdf = await open(token, 'pdf/');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    expect(text).toContain('This invoice was cancelled: nothing is owed.');
    expect(text).not.toContain('HOW TO PAY');
  });

  it('stops opening once its stakeholder record is deleted', async () => {
    const { stakeholder, token } = await emailedInvoice();
    await testApp.database.db
      .update(stakeholders)
      .set({ deletedAt: testApp.clock.now() })
      .where(eq(stakeholders.id, stakeholder.id));
    expect((await open(token)).statusCode).toBe(404);
  });

  it('draws the PDF at most 30 times an hour for one invoice, however many addresses ask', async () => {
    const { token } = await emailedInvoice();
    const asked = (index: number) =>
      testApp.app.inject({ url: `/api/your-invoice/${token}/pdf/`, remoteAddress: `10.7.0.${index}` });
    for (let index = 1; index <= 30; index += 1) expect((await asked(index)).statusCode).toBe(200);
    const refused = await asked(31);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(messages.tooManyRequests);
    // The page itself still opens: only drawing the PDF is counted.
    expect((await open(token)).statusCode).toBe(200);
  });

  it('stops opening once the invoice is deleted', async () => {
    const { invoice, token } = await emailedInvoice();
    const deleted = await invoices.call('DELETE', `/delete-invoice/${invoice.id}`, team.manager.token);
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await open(token)).statusCode).toBe(404);
  });
});
