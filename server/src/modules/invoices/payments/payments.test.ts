import { type Invoice, messages, type RecordPaymentBody } from '@srm/contract';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStakeholder, createTeam, type Team } from '../../../test/factories.js';
import { invoiceBody, invoiceCalls, sentInvoiceFor } from '../../../test/invoices.js';
import { attachmentsTo, emailsTo } from '../../../test/outbox.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let testApp: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  testApp = await createTestApp();
  calls = invoiceCalls(testApp);
});
afterAll(() => testApp.close());

// The fake clock starts on Monday 5 January 2026 (Lagos): payments are dated that day or before.
const today = '2026-01-05';
const sentInvoice = (team?: Team) => sentInvoiceFor(testApp, team);

const pay = (token: string, invoiceId: string, body: Partial<RecordPaymentBody>) =>
  calls.call('POST', `/record-payment/${invoiceId}/`, token, {
    date: today,
    method: 'bank_transfer',
    reference: 'GTB-88231',
    ...body,
  });
const paid = async (token: string, invoiceId: string, body: Partial<RecordPaymentBody>) =>
  calls.ok(await pay(token, invoiceId, body));
const reverse = (token: string, paymentId: string, reason = 'Recorded on the wrong invoice') =>
  calls.call('POST', `/reverse-payment/${paymentId}/`, token, { reason });

// Naira to two decimals, as the API answers them.
const naira = (value: number) => Math.round(value * 100) / 100;

async function pdfText(content: Uint8Array) {
  return (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;
}

describe('recording a payment', () => {
  it('takes an invoice in parts: partially paid with its balance, then paid when nothing is left', async () => {
    const { team, invoice } = await sentInvoice();
    const first = await paid(team.executive.token, invoice.id, { amount: 1000 });
    expect(first).toMatchObject({
      payment_status: 'partially_paid',
      amount_paid: 1000,
      balance: naira(invoice.amount - 1000),
      paid_date: null,
    });
    expect(first.payments).toMatchObject([
      {
        amount: 1000,
        date: today,
        method: 'bank_transfer',
        reference: 'GTB-88231',
        receipt_number: 'RCT-000001',
        recorded_by: { id: team.executive.user.id },
        reversal: null,
      },
    ]);
    // Still owed: the reminders go on, and the history's pending filter is not where it is any more.
    expect(first.reminders.next_at).not.toBeNull();

    const rest = await paid(team.manager.token, invoice.id, { amount: first.balance, method: 'cash', reference: null });
    expect(rest).toMatchObject({
      payment_status: 'paid',
      amount_paid: invoice.amount,
      balance: 0,
      paid_date: testApp.clock.now().toISOString(),
      paid_by: { id: team.manager.user.id },
      reminders: { next_at: null },
    });
    expect(rest.payments.map((payment) => payment.receipt_number)).toEqual(['RCT-000001', 'RCT-000002']);
  });

  it('refuses more than the balance, a day after today, and an invoice with nothing owed, recording nothing', async () => {
    const { team, invoice } = await sentInvoice();
    const above = await pay(team.manager.token, invoice.id, { amount: naira(invoice.amount + 0.01) });
    expect(above.statusCode).toBe(400);
    expect(above.json().detail).toBe(messages.paymentAboveBalance);
    const tomorrow = await pay(team.manager.token, invoice.id, { amount: 10, date: '2026-01-06' });
    expect(tomorrow.statusCode).toBe(400);
    expect(tomorrow.json().detail).toBe(messages.paymentDateInFuture);
    expect((await calls.get(team.manager.token, invoice.id)).payments).toEqual([]);

    await paid(team.manager.token, invoice.id, { amount: invoice.amount });
    const afterPaid = await pay(team.manager.token, invoice.id, { amount: 1 });
    expect(afterPaid.statusCode).toBe(400);
    expect(afterPaid.json().detail).toBe(messages.invoiceNotOwed);

    const draft = await calls.created(team.manager.token, invoiceBody(invoice.stakeholder.id));
    const onDraft = await pay(team.manager.token, draft.id, { amount: 1 });
    expect(onDraft.statusCode).toBe(400);
    expect(onDraft.json().detail).toBe(messages.invoiceNotOwed);
  });

  it('says what is wrong with each field of a bad payment', async () => {
    const { team, invoice } = await sentInvoice();
    const response = await calls.call('POST', `/record-payment/${invoice.id}/`, team.manager.token, {
      amount: 10.005,
      date: '5/1/2026',
      method: 'bitcoin',
      reference: 'x'.repeat(101),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      amount: messages.invoiceHundredths,
      date: messages.paymentDateRequired,
      method: messages.paymentMethodRequired,
      reference: messages.textTooLong,
    });
    const nothing = await calls.call('POST', `/record-payment/${invoice.id}/`, team.manager.token, { amount: 0 });
    expect(nothing.json().errors).toMatchObject({
      amount: messages.paymentAmountPositive,
      date: messages.paymentDateRequired,
      method: messages.paymentMethodRequired,
    });
  });

  it('keeps a partly paid invoice as it was sent: no edit, no deletion', async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 500 });
    const edit = await calls.call(
      'PUT',
      `/edit-invoice/${invoice.id}/`,
      team.manager.token,
      invoiceBody(invoice.stakeholder.id, { number_of_months: 1 }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().detail).toBe(messages.invoiceHasPayments);
    const deletion = await calls.call('DELETE', `/delete-invoice/${invoice.id}`, team.manager.token);
    expect(deletion.json().detail).toBe(messages.invoiceHasPayments);
  });

  it("marks whatever is left paid with 'Mark as paid', with a receipt like any payment", async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 2500 });
    const marked = await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.executive.token));
    expect(marked.payment_status).toBe('paid');
    expect(marked.payments.at(-1)).toMatchObject({
      amount: naira(invoice.amount - 2500),
      method: 'other',
      receipt_number: 'RCT-000002',
    });
  });

  it("settles an invoice of nothing (Waiver) with 'Mark as paid', without a payment or a receipt", async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const stakeholder = await createStakeholder(testApp.database.db, {
      organizationId: team.organization.id,
      emails: ['waived@lawal.ng'],
    });
    const waived = await calls.created(
      team.manager.token,
      invoiceBody(stakeholder.id, { plan: 'waiver', send_status: 'save_and_send' }),
    );
    expect(waived).toMatchObject({ amount: 0, balance: 0, payment_status: 'pending' });
    expect((await pay(team.manager.token, waived.id, { amount: 1 })).json().detail).toBe(messages.paymentAboveBalance);
    const marked = await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${waived.id}`, team.manager.token));
    expect(marked).toMatchObject({ payment_status: 'paid', payments: [], reminders: { next_at: null } });
  });

  it('numbers the receipts of twenty payments at once without a gap or a repeat', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const invoices: Invoice[] = [];
    for (let index = 0; index < 20; index += 1) invoices.push((await sentInvoice(team)).invoice);
    const responses = await Promise.all(
      invoices.map((invoice) => pay(team.manager.token, invoice.id, { amount: 100 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const numbers = responses.map((response) => (response.json() as Invoice).payments[0]!.receipt_number).toSorted();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, index) => `RCT-${String(index + 1).padStart(6, '0')}`));
  });

  it('takes twenty payments racing for one balance only while it lasts, every receipt number used once', async () => {
    const { team, invoice } = await sentInvoice();
    // Ten tenths of the balance fit; the other ten find nothing left.
    const tenth = naira(invoice.amount / 10);
    const last = naira(invoice.amount - tenth * 9);
    await paid(team.manager.token, invoice.id, { amount: last });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => pay(team.manager.token, invoice.id, { amount: tenth })),
    );
    const accepted = responses.filter((response) => response.statusCode === 200);
    expect(accepted).toHaveLength(9);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect([messages.paymentAboveBalance, messages.invoiceNotOwed]).toContain(refused.json().detail);
    }
    const after = await calls.get(team.manager.token, invoice.id);
    expect(after).toMatchObject({ payment_status: 'paid', balance: 0, amount_paid: invoice.amount });
    expect(after.payments.map((payment) => payment.receipt_number).toSorted()).toEqual(
      Array.from({ length: 10 }, (_, index) => `RCT-${String(index + 1).padStart(6, '0')}`),
    );
  });

  it('shows what was paid and what is left on the invoice PDF', async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 1000 });
    const response = await calls.call('GET', `/invoice-pdf/${invoice.id}/`, team.manager.token);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('PARTLY PAID');
    expect(text).toMatch(/Paid so far\s+-₦1,000\.00/);
    expect(text).toContain('Balance due');
    expect(text).toContain(
      `Please pay the balance of ₦${naira(invoice.amount - 1000).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`,
    );
  });
});

describe('the receipt', () => {
  it('is emailed to the stakeholder once with its PDF, saying what came, for which invoice, and what is left', async () => {
    const { team, invoice, email } = await sentInvoice();
    await testApp.jobs.runDue();
    const [payment] = (await paid(team.manager.token, invoice.id, { amount: 1000 })).payments;
    await testApp.jobs.runDue();
    await testApp.jobs.runDue();
    const receipts = (await emailsTo(testApp, email)).filter((mail) => mail.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Receipt RCT-000001 from Zenith Foods');
    expect(receipts[0]!.textBody).toContain(
      `has received ₦1,000.00 by bank transfer on 05/01/2026 for invoice ${invoice.invoice_number}.`,
    );
    expect(receipts[0]!.textBody).toContain('View your invoice');
    const [pdf] = (await attachmentsTo(testApp, email)).filter(
      (attachment) => attachment.filename === 'RCT-000001.pdf',
    );
    const text = await pdfText(pdf!.content);
    expect(text).toContain('RECEIPT');
    expect(text).toContain('Lawal Logistics');
    expect(text).toContain(invoice.invoice_number!);
    expect(text).toMatch(/Bank transfer, reference GTB-88231\s+₦1,000\.00/);
    expect(text).toContain('Left to pay after this payment');

    const download = await calls.call('GET', `/receipt-pdf/${payment!.id}/`, team.support.token);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="RCT-000001.pdf"');
  });

  it('takes the prefix the invoice settings give receipts, keeping the sequence', async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 100 });
    const saved = await calls.call('POST', '/invoice-settings/', team.manager.token, {
      receipt_number_prefix: 'ZF/R-',
    });
    expect(saved.json()).toMatchObject({ receipt_number_prefix: 'ZF/R-', next_receipt_number: 'ZF/R-000002' });
    const next = await paid(team.manager.token, invoice.id, { amount: 100 });
    expect(next.payments.map((payment) => payment.receipt_number)).toEqual(['RCT-000001', 'ZF/R-000002']);
  });

  it("is no one else's: another organisation's staff find no such payment", async () => {
    const { team, invoice } = await sentInvoice();
    const [payment] = (await paid(team.manager.token, invoice.id, { amount: 1000 })).payments;
    const stranger = await createTeam(testApp, 'Elsewhere Ltd');
    expect((await calls.call('GET', `/receipt-pdf/${payment!.id}/`, stranger.manager.token)).statusCode).toBe(404);
    expect((await reverse(stranger.manager.token, payment!.id)).statusCode).toBe(404);
    expect((await pay(stranger.manager.token, invoice.id, { amount: 1 })).statusCode).toBe(404);
  });
});

describe('reversing a payment', () => {
  it('keeps the payment with its reversal, reopens the balance and the reminders, and is done once', async () => {
    const { team, invoice } = await sentInvoice();
    const settled = await paid(team.manager.token, invoice.id, { amount: invoice.amount });
    const [payment] = settled.payments;
    const reopened = await calls.ok(await reverse(team.manager.token, payment!.id));
    expect(reopened).toMatchObject({
      payment_status: 'pending',
      amount_paid: 0,
      balance: invoice.amount,
      paid_date: null,
      paid_by: null,
    });
    expect(reopened.reminders.next_at).not.toBeNull();
    expect(reopened.payments).toMatchObject([
      {
        receipt_number: 'RCT-000001',
        reversal: { reversed_by: { id: team.manager.user.id }, reason: 'Recorded on the wrong invoice' },
      },
    ]);
    const again = await reverse(team.manager.token, payment!.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(messages.paymentAlreadyReversed);

    // The next payment takes the next number: a reversed receipt's number is never given again.
    const next = await paid(team.manager.token, invoice.id, { amount: 100 });
    expect(next.payments.at(-1)!.receipt_number).toBe('RCT-000002');
    const receipt = await calls.call('GET', `/receipt-pdf/${payment!.id}/`, team.manager.token);
    expect(await pdfText(receipt.rawPayload)).toContain('REVERSED');
  });

  it('leaves a partly paid invoice partly paid by what still stands', async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 300 });
    const [, mistaken] = (await paid(team.manager.token, invoice.id, { amount: 200 })).payments;
    const after = await calls.ok(await reverse(team.manager.token, mistaken!.id));
    expect(after).toMatchObject({
      payment_status: 'partially_paid',
      amount_paid: 300,
      balance: naira(invoice.amount - 300),
    });
  });

  it('takes the reversed payment out of the money collected, and the dashboards count the balance owed', async () => {
    const { team, invoice } = await sentInvoice();
    await paid(team.manager.token, invoice.id, { amount: 300 });
    const [, mistaken] = (await paid(team.manager.token, invoice.id, { amount: 200 })).payments;
    await calls.ok(await reverse(team.manager.token, mistaken!.id));
    const response = await calls.call('POST', '/dashboard-money/', team.support.token, { filter: 'today' });
    expect(response.json()).toMatchObject({
      collected: { amount: 300, payments: 1 },
      outstanding: { amount: naira(invoice.amount - 300), invoices: 1 },
    });
    const generation = await calls.call('POST', '/dashboard-generation/', team.support.token, { filter: 'today' });
    expect(generation.json()).toMatchObject({
      by_count: { invoice_generated: 1, invoice_paid: 0, invoice_pending: 1 },
      by_amount: { invoice_paid: 300, invoice_pending: naira(invoice.amount - 300) },
    });
  });

  it('is for managers only, and needs a reason', async () => {
    const { team, invoice } = await sentInvoice();
    const [payment] = (await paid(team.manager.token, invoice.id, { amount: 300 })).payments;
    expect((await reverse(team.executive.token, payment!.id)).statusCode).toBe(403);
    const noReason = await calls.call('POST', `/reverse-payment/${payment!.id}/`, team.manager.token, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: messages.reversalReasonRequired });
    expect((await calls.get(team.manager.token, invoice.id)).payments[0]!.reversal).toBeNull();
  });
});
