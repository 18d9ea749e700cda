import { type Invoice, messages } from '@srm/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAttachments } from '../../../db/schema/index.js';
import { createTeam, type Team } from '../../../test/factories.js';
import { invoiceBody, invoiceCalls, sentInvoiceFor } from '../../../test/invoices.js';
import { emailsTo } from '../../../test/outbox.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let testApp: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  calls = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

const sentInvoice = (team?: Team) => sentInvoiceFor(testApp, team);

const credit = (token: string, invoiceId: string, amount: number, reason = 'Two seats were never used') =>
  calls.call('POST', `/credit-note/${invoiceId}/`, token, { amount, reason });
const pay = (token: string, invoiceId: string, amount: number) =>
  calls.call('POST', `/record-payment/${invoiceId}/`, token, { amount, date: '2026-01-05', method: 'cash' });
const naira = (value: number) => Math.round(value * 100) / 100;

async function pdfText(content: Uint8Array) {
  return (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;
}

describe('a credit note', () => {
  it('lowers the balance, is numbered in its own sequence, and goes to the stakeholder with its PDF', async () => {
    const { team, invoice, email } = await sentInvoice();
    const credited = await calls.ok(await credit(team.manager.token, invoice.id, 5000));
    expect(credited).toMatchObject({
      payment_status: 'pending',
      amount_credited: 5000,
      balance: naira(invoice.amount - 5000),
      credit_notes: [
        {
          credit_note_number: 'CRN-000001',
          amount: 5000,
          reason: 'Two seats were never used',
          issued_by: { id: team.manager.user.id },
        },
      ],
    });
    // Receipts keep their own sequence.
    const paid = await calls.ok(await pay(team.manager.token, invoice.id, 100));
    expect(paid.payments[0]!.receipt_number).toBe('RCT-000001');

    await testApp.jobs.runDue();
    const [mail] = (await emailsTo(testApp, email)).filter((one) => one.subject.startsWith('Credit note'));
    expect(mail!.subject).toBe(`Credit note CRN-000001 for invoice ${invoice.invoice_number} from Zenith Foods`);
    expect(mail!.textBody).toContain(
      `has credited ₦5,000.00 on invoice ${invoice.invoice_number}: Two seats were never used`,
    );
    const [pdf] = await testApp.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, mail!.id));
    expect(pdf!.filename).toBe('CRN-000001.pdf');
    const text = await pdfText(pdf!.content);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toMatch(new RegExp(`CORRECTS INVOICE[\\s\\S]*${invoice.invoice_number}`));
    expect(text).toContain('Two seats were never used');
    expect(text).toMatch(/Credited on invoice .*\s+₦5,000\.00/);
    // VAT at 7.5 % of the 10 % discounted Prime Wave invoice: 5,000 × 5,083.56 / 72,864.36.
    expect(text).toMatch(/of which VAT\s+₦348\.84/);
  });

  it('settles an invoice credited to nothing: cancelled if nothing was paid, paid if something was', async () => {
    const unpaid = await sentInvoice();
    const whole = await calls.ok(await credit(unpaid.team.manager.token, unpaid.invoice.id, unpaid.invoice.amount));
    expect(whole).toMatchObject({ payment_status: 'cancelled', balance: 0, reminders: { next_at: null } });

    const part = await sentInvoice();
    await pay(part.team.manager.token, part.invoice.id, 1000);
    const rest = await calls.ok(
      await credit(part.team.manager.token, part.invoice.id, naira(part.invoice.amount - 1000)),
    );
    expect(rest).toMatchObject({ payment_status: 'paid', balance: 0, amount_paid: 1000 });
  });

  it('keeps a credited invoice as it was sent: no edit, no deletion, and its PDF says how it was settled', async () => {
    const { team, invoice } = await sentInvoice();
    await calls.ok(await credit(team.manager.token, invoice.id, 1000));
    const edit = await calls.call(
      'PUT',
      `/edit-invoice/${invoice.id}/`,
      team.manager.token,
      invoiceBody(invoice.stakeholder.id, { number_of_months: 1 }),
    );
    expect(edit.json().detail).toBe(messages.invoiceHasPayments);
    const deletion = await calls.call('DELETE', `/delete-invoice/${invoice.id}`, team.manager.token);
    expect(deletion.json().detail).toBe(messages.invoiceHasPayments);

    await calls.ok(await pay(team.manager.token, invoice.id, naira(invoice.amount - 1000)));
    const pdf = await pdfText((await calls.call('GET', `/invoice-pdf/${invoice.id}/`, team.manager.token)).rawPayload);
    expect(pdf).toMatch(/Credited\s+-₦1,000\.00/);
    expect(pdf).toContain('Settled by the payments and credit notes above. Thank you.');
  });

  it('refuses more than the balance, an invoice not owed, and anyone but a manager', async () => {
    const { team, invoice } = await sentInvoice();
    const above = await credit(team.manager.token, invoice.id, naira(invoice.amount + 1));
    expect(above.statusCode).toBe(400);
    expect(above.json().detail).toBe(messages.creditAboveBalance);
    expect((await credit(team.executive.token, invoice.id, 10)).statusCode).toBe(403);
    const noReason = await calls.call('POST', `/credit-note/${invoice.id}/`, team.manager.token, { amount: 10 });
    expect(noReason.json().errors).toEqual({ reason: messages.creditReasonRequired });
    const draft = await calls.created(team.manager.token, invoiceBody(invoice.stakeholder.id));
    expect((await credit(team.manager.token, draft.id, 10)).json().detail).toBe(messages.invoiceNotOwed);
    const stranger = await createTeam(testApp, 'Elsewhere Ltd');
    expect((await credit(stranger.manager.token, invoice.id, 10)).statusCode).toBe(404);
    expect((await calls.get(team.manager.token, invoice.id)).credit_notes).toEqual([]);
  });

  it('numbers twenty issued at once without a gap or a repeat', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const invoices: Invoice[] = [];
    for (let index = 0; index < 20; index += 1) invoices.push((await sentInvoice(team)).invoice);
    const responses = await Promise.all(invoices.map((invoice) => credit(team.manager.token, invoice.id, 100)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => (response.json() as Invoice).credit_notes[0]!.credit_note_number);
    expect(numbers.toSorted()).toEqual(
      Array.from({ length: 20 }, (_, index) => `CRN-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('is downloaded by whoever sees the invoice, and by no one of another organisation', async () => {
    const { team, invoice } = await sentInvoice();
    const [note] = (await calls.ok(await credit(team.manager.token, invoice.id, 100))).credit_notes;
    const download = await calls.call('GET', `/credit-note-pdf/${note!.id}/`, team.support.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="CRN-000001.pdf"');
    const stranger = await createTeam(testApp, 'Elsewhere Ltd');
    expect((await calls.call('GET', `/credit-note-pdf/${note!.id}/`, stranger.manager.token)).statusCode).toBe(404);
  });
});

describe('cancelling a sent invoice', () => {
  it('issues a credit note for what was left, keeping the payments taken', async () => {
    const { team, invoice } = await sentInvoice();
    await pay(team.manager.token, invoice.id, 2000);
    const cancelled = await calls.ok(await calls.call('POST', `/cancel-invoice/${invoice.id}/`, team.executive.token));
    expect(cancelled).toMatchObject({
      payment_status: 'cancelled',
      amount_paid: 2000,
      amount_credited: naira(invoice.amount - 2000),
      balance: 0,
      credit_notes: [
        {
          credit_note_number: 'CRN-000001',
          amount: naira(invoice.amount - 2000),
          reason: 'The invoice was cancelled.',
          issued_by: { id: team.executive.user.id },
        },
      ],
    });
    expect(cancelled.payments).toHaveLength(1);
  });

  it('takes the prefix the invoice settings give credit notes', async () => {
    const { team, invoice } = await sentInvoice();
    const saved = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      credit_note_number_prefix: 'ZF/CN-',
    });
    expect(saved.json()).toMatchObject({ next_credit_note_number: 'ZF/CN-000001' });
    const cancelled = await calls.ok(await calls.call('POST', `/cancel-invoice/${invoice.id}/`, team.manager.token));
    expect(cancelled.credit_notes[0]!.credit_note_number).toBe('ZF/CN-000001');
  });
});
