import {
  type Invoice,
  messages,
  type PaystackConnection,
  type PublicInvoice,
  publicPaymentMessages,
} from '@srm/contract';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxAttachments, paystackAttempts, paystackConnections } from '../../../db/schema/index.js';
import { bearer, createStakeholder, createTeam, type Team } from '../../../test/factories.js';
import { invoiceBody, invoiceCalls } from '../../../test/invoices.js';
import { emailsTo } from '../../../test/outbox.js';
import { type PaystackStandIn, signPaystackBody, startPaystackStandIn } from '../../../test/paystack-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createInvoiceLinks } from '../public-invoice-links.js';

let paystack: PaystackStandIn;
let testApp: TestApp;
let calls: ReturnType<typeof invoiceCalls>;
beforeAll(async () => {
  paystack = await startPaystackStandIn();
  testApp = await createTestApp({ env: { PAYSTACK_API_URL: paystack.url, APP_URL: 'https://srm.example.ng' } });
  calls = invoiceCalls(testApp);
});
afterAll(async () => {
  await testApp.close();
  await paystack.close();
});

async function pdfText(content: Uint8Array) {
  return (await extractText(await getDocumentProxy(new Uint8Array(content)), { mergePages: true })).text;
}

const connect = (team: Team, secretKey: string, token = team.manager.token) =>
  calls.call('PUT', '/paystack/', token, { secret_key: secretKey });

// An organisation that takes Paystack, and a sent invoice of theirs with the link its email carries.
async function payableInvoice() {
  const team = await createTeam(testApp, 'Zenith Foods');
  const key = paystack.newKey();
  expect((await connect(team, key)).statusCode).toBe(200);
  const email = `accounts.${team.organization.id.slice(0, 8)}@lawal.ng`;
  const stakeholder = await createStakeholder(testApp.database.db, {
    organizationId: team.organization.id,
    name: 'Lawal Logistics',
    emails: [email],
  });
  const invoice = await calls.created(
    team.manager.token,
    invoiceBody(stakeholder.id, { send_status: 'save_and_send' }),
  );
  const url = createInvoiceLinks(testApp).urlFor({ id: invoice.id, stakeholderId: stakeholder.id });
  return { team, key, invoice, email, token: url.slice(url.lastIndexOf('/') + 1) };
}

const publicCall = (token: string, path: string, payload?: object) =>
  testApp.app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/your-invoice/${token}/${path}`,
    ...(payload && { payload }),
  });

// 'Pay now': the reference of the transaction Paystack was asked for.
async function payNow(token: string) {
  const response = await publicCall(token, 'pay/', {});
  expect(response.statusCode, response.body).toBe(200);
  const { authorization_url } = response.json<{ authorization_url: string }>();
  const transaction = [...paystack.transactions.values()].find(
    (one) => authorization_url === `${paystack.url}/checkout/${one.accessCode}`,
  );
  return transaction!;
}

// Paystack's webhook as it arrives: the raw JSON, signed with `key` (or a signature given).
const webhook = (organizationId: string, key: string, event: object, signature?: string) => {
  const body = JSON.stringify(event);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/payments/paystack/${organizationId}/`,
    headers: {
      'content-type': 'application/json',
      ...(signature !== '' && { 'x-paystack-signature': signature ?? signPaystackBody(key, body) }),
    },
    payload: body,
  });
};

describe('connecting Paystack', () => {
  it('takes a secret key Paystack accepts, keeps it sealed, and never answers it', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const key = paystack.newKey();
    const connected = (await connect(team, key)).json<PaystackConnection>();
    expect(connected).toEqual({
      connected: true,
      mode: 'test',
      key_ending: key.slice(-4),
      connected_at: testApp.clock.now().toISOString(),
      connected_by: {
        id: team.manager.user.id,
        first_name: team.manager.user.firstName,
        last_name: team.manager.user.lastName,
      },
      webhook_url: `https://srm.example.ng/api/payments/paystack/${team.organization.id}/`,
    });
    const read = await calls.call('GET', '/paystack/', team.manager.token);
    expect(read.body).not.toContain(key);
    const [stored] = await testApp.database.db
      .select()
      .from(paystackConnections)
      .where(eq(paystackConnections.organizationId, team.organization.id));
    expect(stored!.sealedSecretKey).not.toContain(key.slice(8));

    const disconnected = await calls.call('DELETE', '/paystack/', team.manager.token);
    expect(disconnected.json()).toMatchObject({ connected: false, mode: null, key_ending: null });
  });

  it('refuses a key Paystack does not accept, or one that is not a secret key, connecting nothing', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    const refused = await connect(team, `sk_live_${'0'.repeat(40)}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(messages.paystackKeyRefused);
    const publicKey = await connect(team, 'pk_test_0123456789abcdef');
    expect(publicKey.statusCode).toBe(422);
    expect(publicKey.json().errors).toEqual({ secret_key: messages.paystackKeyFormat });
    expect((await calls.call('GET', '/paystack/', team.manager.token)).json().connected).toBe(false);
  });

  it('refuses a test key where the product runs for real', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SECRET_KEY: 'a production secret key of at least 32 characters',
        SMTP_URL: 'smtp://127.0.0.1:1',
        APP_URL: 'https://srm.example.ng',
        PAYSTACK_API_URL: paystack.url,
      },
    });
    try {
      const team = await createTeam(production, 'Zenith Foods');
      const refused = await production.app.inject({
        method: 'PUT',
        url: '/api/invoice/paystack/',
        headers: bearer(team.manager.token),
        payload: { secret_key: paystack.newKey() },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe(messages.paystackTestKey);
    } finally {
      await production.close();
    }
  });

  it('is for managers only', async () => {
    const team = await createTeam(testApp, 'Zenith Foods');
    expect((await connect(team, paystack.newKey(), team.executive.token)).statusCode).toBe(403);
    expect((await calls.call('GET', '/paystack/', team.executive.token)).statusCode).toBe(403);
  });
});

describe('Pay now', () => {
  it('asks Paystack for the balance in kobo, with a fresh reference each time and the invoice in its metadata', async () => {
    const { team, invoice, token, email } = await payableInvoice();
    expect((await publicCall(token, '')).json<PublicInvoice>().pay_online).toBe(true);
    await calls.ok(
      await calls.call('POST', `/record-payment/${invoice.id}/`, team.manager.token, {
        amount: 1000,
        date: '2026-01-05',
        method: 'cash',
      }),
    );
    const first = await payNow(token);
    const second = await payNow(token);
    expect(first).toMatchObject({
      email,
      amount: Math.round((invoice.amount - 1000) * 100),
      currency: 'NGN',
      callbackUrl: `https://srm.example.ng/your-invoice/${token}`,
      metadata: { invoice_id: invoice.id, invoice_number: invoice.invoice_number },
    });
    expect(second.reference).not.toBe(first.reference);
  });

  it('is offered by the invoice email, its PDF and the PDF the stakeholder downloads', async () => {
    const { invoice, email, token } = await payableInvoice();
    await testApp.jobs.runDue();
    const [sent] = await emailsTo(testApp, email);
    expect(sent!.textBody).toContain('Pay online by card, bank transfer or USSD: press Pay now.');
    expect(sent!.textBody).toMatch(/Pay now:? .*\/your-invoice\//);
    const [attachment] = await testApp.database.db
      .select()
      .from(outboxAttachments)
      .where(eq(outboxAttachments.messageId, sent!.id));
    expect(attachment!.filename).toBe(`${invoice.invoice_number}.pdf`);
    expect(await pdfText(attachment!.content)).toContain('Pay online by card, bank transfer or USSD: Pay now');
    const downloaded = await publicCall(token, 'pdf/');
    expect(await pdfText(downloaded.rawPayload)).toContain('Pay online by card, bank transfer or USSD: Pay now');
  });

  it('is not offered where the organisation takes no Paystack, nor once nothing is left to pay', async () => {
    const { team, invoice, token } = await payableInvoice();
    await calls.ok(await calls.call('PUT', `/mark-invoice-paid/${invoice.id}`, team.manager.token));
    expect((await publicCall(token, '')).json<PublicInvoice>().pay_online).toBe(false);
    const paidAlready = await publicCall(token, 'pay/', {});
    expect(paidAlready.statusCode).toBe(409);
    expect(paidAlready.json().detail).toBe(publicPaymentMessages.payOnlineUnavailable);

    const other = await payableInvoice();
    await calls.call('DELETE', '/paystack/', other.team.manager.token);
    expect((await publicCall(other.token, 'pay/', {})).statusCode).toBe(409);
  });
});

describe("Paystack's webhook", () => {
  it('records a verified charge once, however often it is delivered, with its receipt, and the invoice is paid', async () => {
    const { team, key, invoice, token, email } = await payableInvoice();
    const transaction = await payNow(token);
    const event = paystack.chargeEvent(paystack.charge(transaction.reference));
    const deliveries = await Promise.all([1, 2, 3].map(() => webhook(team.organization.id, key, event)));
    expect(deliveries.map((delivery) => delivery.statusCode)).toEqual([200, 200, 200]);
    const paid = await calls.get(team.manager.token, invoice.id);
    expect(paid).toMatchObject({ payment_status: 'paid', balance: 0, paid_by: null });
    expect(paid.payments).toMatchObject([
      { amount: invoice.amount, method: 'paystack', reference: transaction.reference, recorded_by: null },
    ]);
    await testApp.jobs.runDue();
    const receipts = (await emailsTo(testApp, email)).filter((mail) => mail.subject.startsWith('Receipt'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.textBody).toContain('through Paystack');
    expect((await publicCall(token, '')).json<PublicInvoice>()).toMatchObject({ payment_status: 'paid', balance: 0 });
  });

  it('refuses with 401 anything not signed with the organisation’s key, recording nothing', async () => {
    const { team, key, invoice, token } = await payableInvoice();
    const event = paystack.chargeEvent(paystack.charge((await payNow(token)).reference));
    const body = JSON.stringify(event);
    const stranger = await payableInvoice();
    const attempts = [
      await webhook(team.organization.id, paystack.newKey(), event),
      await webhook(team.organization.id, key, event, ''),
      await webhook(team.organization.id, key, event, signPaystackBody(key, `${body} `)),
      await webhook(
        team.organization.id,
        key,
        { ...event, data: { ...event.data, amount: 1 } },
        signPaystackBody(key, body),
      ),
      // Signed by the right key, sent to another organisation's address.
      await webhook(stranger.team.organization.id, key, event),
    ];
    for (const refused of attempts) {
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe(messages.paystackSignatureInvalid);
    }
    expect((await calls.get(team.manager.token, invoice.id)).payments).toEqual([]);
  });

  it('records nothing Paystack does not confirm, nor an amount or currency other than what was asked', async () => {
    const { team, key, invoice, token } = await payableInvoice();
    // Signed, but never paid at Paystack: its verify call says so.
    const unpaid = await payNow(token);
    // Answered 503, so that Paystack delivers it again once its verify call agrees.
    expect((await webhook(team.organization.id, key, paystack.chargeEvent(unpaid))).statusCode).toBe(503);
    // Paid, but the event names less than was asked.
    const short = await payNow(token);
    const shortEvent = paystack.chargeEvent(paystack.charge(short.reference));
    await webhook(team.organization.id, key, { ...shortEvent, data: { ...shortEvent.data, amount: 100 } });
    // Paystack itself says another currency.
    const dollars = await payNow(token);
    paystack.charge(dollars.reference).currency = 'USD';
    await webhook(team.organization.id, key, {
      ...paystack.chargeEvent(dollars),
      data: { ...paystack.chargeEvent(dollars).data, currency: 'NGN' },
    });

    expect((await calls.get(team.manager.token, invoice.id)).payments).toEqual([]);
    const states = await testApp.database.db
      .select({ reference: paystackAttempts.reference, state: paystackAttempts.state })
      .from(paystackAttempts)
      .where(eq(paystackAttempts.invoiceId, invoice.id));
    expect(Object.fromEntries(states.map(({ reference, state }) => [reference, state]))).toEqual({
      [unpaid.reference]: 'started',
      [short.reference]: 'refused',
      [dollars.reference]: 'refused',
    });
  });

  it("counts a charge that carries Paystack's fees (passed on to the customer) by what was asked", async () => {
    const { team, key, invoice, token } = await payableInvoice();
    const transaction = await payNow(token);
    const asked = transaction.amount;
    // Paystack charges the customer its fee on top, and says what was asked in requested_amount.
    const charged = paystack.charge(transaction.reference);
    charged.requestedAmount = asked;
    charged.amount = asked + 150_000;
    const event = paystack.chargeEvent(charged);
    expect((await webhook(team.organization.id, key, event)).statusCode).toBe(200);
    expect((await calls.get(team.manager.token, invoice.id)).payments).toMatchObject([{ amount: invoice.amount }]);
  });

  it('refuses a charge for more than is left once staff recorded a payment meanwhile', async () => {
    const { team, key, invoice, token } = await payableInvoice();
    const transaction = await payNow(token);
    await calls.ok(
      await calls.call('POST', `/record-payment/${invoice.id}/`, team.manager.token, {
        amount: 500,
        date: '2026-01-05',
        method: 'bank_transfer',
      }),
    );
    await webhook(team.organization.id, key, paystack.chargeEvent(paystack.charge(transaction.reference)));
    const after: Invoice = await calls.get(team.manager.token, invoice.id);
    expect(after.payments.map((payment) => payment.method)).toEqual(['bank_transfer']);
  });

  it('takes other events it does not read without recording anything', async () => {
    const { team, key, invoice } = await payableInvoice();
    const response = await webhook(team.organization.id, key, { event: 'transfer.success', data: { reference: 'x' } });
    expect(response.statusCode).toBe(200);
    expect((await calls.get(team.manager.token, invoice.id)).payments).toEqual([]);
  });
});

describe('coming back from Paystack', () => {
  it('checks the reference with Paystack and shows the invoice paid before the webhook comes, which then adds nothing', async () => {
    const { team, key, invoice, token } = await payableInvoice();
    const transaction = await payNow(token);
    // Back before paying (the customer closed Paystack's page): nothing is recorded.
    expect((await publicCall(token, 'paid/', { reference: transaction.reference })).json()).toMatchObject({
      outcome: 'pending',
      invoice: { payment_status: 'pending' },
    });
    paystack.charge(transaction.reference);
    const back = await publicCall(token, 'paid/', { reference: transaction.reference });
    expect(back.json()).toMatchObject({ outcome: 'paid', invoice: { payment_status: 'paid', balance: 0 } });
    await webhook(team.organization.id, key, paystack.chargeEvent(transaction));
    expect((await calls.get(team.manager.token, invoice.id)).payments).toHaveLength(1);
  });

  it("ignores a reference of another invoice's", async () => {
    const first = await payableInvoice();
    const second = await payableInvoice();
    const theirs = await payNow(second.token);
    paystack.charge(theirs.reference);
    const response = await publicCall(first.token, 'paid/', { reference: theirs.reference });
    expect(response.json()).toMatchObject({ outcome: 'pending', invoice: { payment_status: 'pending' } });
    expect((await calls.get(second.team.manager.token, second.invoice.id)).payments).toEqual([]);
  });
});

describe('who may see it', () => {
  it("gives no one another organisation's connection", async () => {
    const { team } = await payableInvoice();
    const other = await createTeam(testApp, 'Elsewhere Ltd');
    const theirs = await testApp.app.inject({
      method: 'GET',
      url: '/api/invoice/paystack/',
      headers: bearer(other.manager.token),
    });
    expect(theirs.json().connected).toBe(false);
    expect(theirs.json().webhook_url).toContain(other.organization.id);
    expect(theirs.json().webhook_url).not.toContain(team.organization.id);
  });
});
