import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Paystack for tests, the browser suite and the benchmarks (docs/product.md#payments): it answers the calls
// SRM makes as Paystack documents them (list, initialize, verify: https://paystack.com/docs/api/transaction/),
// keeps its transactions per secret key, shows a checkout page where a customer pays, and sends the organisation's
// webhook signed as Paystack does (x-paystack-signature: HMAC-SHA512 of the raw body with the secret key).
// SRM's code calls it through PAYSTACK_API_URL and knows nothing of it.

export interface StandInTransaction {
  reference: string;
  accessCode: string;
  secretKey: string;
  email: string;
  amount: number;
  // Set where the merchant passes Paystack's fees on: what was asked, `amount` being what was charged.
  requestedAmount?: number;
  currency: string;
  callbackUrl: string | null;
  metadata: unknown;
  status: 'abandoned' | 'success' | 'failed';
  paidAt: string | null;
}

export interface ChargeEvent {
  event: 'charge.success';
  data: {
    id: number;
    reference: string;
    amount: number;
    requested_amount?: number;
    currency: string;
    status: 'success';
    paid_at: string;
  };
}

export const signPaystackBody = (secretKey: string, body: string) =>
  createHmac('sha512', secretKey).update(body).digest('hex');

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export async function startPaystackStandIn({ port = 0 }: { port?: number } = {}) {
  const keys = new Set<string>();
  // Where each key's account sends its events (the webhook URL a manager pasted into Paystack's dashboard).
  const webhooks = new Map<string, string>();
  const transactions = new Map<string, StandInTransaction>();
  let nextId = 1_000_000;
  let address = '';

  const byAccessCode = (code: string) => [...transactions.values()].find((one) => one.accessCode === code);

  function chargeEvent(transaction: StandInTransaction): ChargeEvent {
    nextId += 1;
    return {
      event: 'charge.success',
      data: {
        id: nextId,
        reference: transaction.reference,
        amount: transaction.amount,
        ...(transaction.requestedAmount !== undefined && { requested_amount: transaction.requestedAmount }),
        currency: transaction.currency,
        status: 'success',
        paid_at: transaction.paidAt ?? new Date().toISOString(),
      },
    };
  }

  // Delivers an event to the key's webhook URL as Paystack does: the JSON body signed with the key.
  async function deliver(secretKey: string, event: object, url = webhooks.get(secretKey)) {
    if (!url) throw new Error('no webhook URL for this key');
    const body = JSON.stringify(event);
    return fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystackBody(secretKey, body) },
      body,
    });
  }

  // The customer pays on the checkout page: the transaction succeeds and its event goes out.
  function charge(reference: string) {
    const transaction = transactions.get(reference);
    if (!transaction) throw new Error(`no transaction ${reference}`);
    transaction.status = 'success';
    transaction.paidAt = new Date().toISOString();
    return transaction;
  }

  async function api(request: IncomingMessage, response: ServerResponse, url: URL) {
    const key = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!keys.has(key)) return send(response, 401, { status: false, message: 'Invalid key' });
    if (request.method === 'GET' && url.pathname === '/transaction') {
      const mine = [...transactions.values()].filter((one) => one.secretKey === key);
      return send(response, 200, { status: true, message: 'Transactions retrieved', data: mine.slice(0, 1), meta: {} });
    }
    if (request.method === 'POST' && url.pathname === '/transaction/initialize') {
      const body = JSON.parse(await bodyOf(request)) as Record<string, unknown>;
      const reference = typeof body.reference === 'string' ? body.reference : `T${randomBytes(8).toString('hex')}`;
      if (!/^[A-Za-z0-9.=-]+$/.test(reference)) {
        return send(response, 400, { status: false, message: 'Invalid transaction reference' });
      }
      if (transactions.has(reference))
        return send(response, 400, { status: false, message: 'Duplicate Transaction Reference' });
      if (
        typeof body.amount !== 'number' ||
        !Number.isInteger(body.amount) ||
        body.amount <= 0 ||
        typeof body.email !== 'string'
      ) {
        return send(response, 400, { status: false, message: 'Invalid amount or email' });
      }
      const accessCode = randomBytes(8).toString('hex');
      transactions.set(reference, {
        reference,
        accessCode,
        secretKey: key,
        email: body.email,
        amount: body.amount,
        currency: typeof body.currency === 'string' ? body.currency : 'NGN',
        callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : null,
        metadata: body.metadata ?? null,
        status: 'abandoned',
        paidAt: null,
      });
      return send(response, 200, {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `${address}/checkout/${accessCode}`, access_code: accessCode, reference },
      });
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && verify) {
      const transaction = transactions.get(decodeURIComponent(verify[1]!));
      if (!transaction || transaction.secretKey !== key) {
        return send(response, 400, { status: false, message: 'Transaction reference not found' });
      }
      return send(response, 200, {
        status: true,
        message: 'Verification successful',
        data: {
          id: 1,
          status: transaction.status,
          reference: transaction.reference,
          amount: transaction.amount,
          ...(transaction.requestedAmount !== undefined && { requested_amount: transaction.requestedAmount }),
          currency: transaction.currency,
          paid_at: transaction.paidAt,
          channel: 'card',
          metadata: transaction.metadata,
          customer: { email: transaction.email },
        },
      });
    }
    return send(response, 404, { status: false, message: 'Not found' });
  }

  // The page Paystack would show: the amount, and a button that pays it.
  async function checkout(request: IncomingMessage, response: ServerResponse, url: URL) {
    const [, , code, action] = url.pathname.split('/');
    const transaction = byAccessCode(code ?? '');
    if (!transaction) return send(response, 404, { status: false, message: 'Not found' });
    if (request.method === 'POST' && action === 'pay') {
      charge(transaction.reference);
      await deliver(transaction.secretKey, chargeEvent(transaction)).catch(() => undefined);
      const back = new URL(transaction.callbackUrl ?? address);
      back.searchParams.set('trxref', transaction.reference);
      back.searchParams.set('reference', transaction.reference);
      response.writeHead(303, { location: back.toString() });
      return response.end();
    }
    const naira = (transaction.amount / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 });
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    return response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width">
<title>Paystack checkout (local stand-in)</title></head><body><main><h1>Pay NGN ${naira}</h1>
<p>${escapeHtml(transaction.email)}</p><form method="post" action="/checkout/${transaction.accessCode}/pay">
<button type="submit">Pay NGN ${naira}</button></form></main></body></html>`);
  }

  // `live`: a live key (sk_live_…), which a product running in production takes; the stand-in treats both alike.
  function newKey(webhookUrl?: string, { live = false }: { live?: boolean } = {}) {
    const key = `sk_${live ? 'live' : 'test'}_${randomBytes(20).toString('hex')}`;
    keys.add(key);
    if (webhookUrl) webhooks.set(key, webhookUrl);
    return key;
  }

  // Not Paystack's: how a browser test in another process opens an account (a key, and where its events go).
  async function admin(request: IncomingMessage, response: ServerResponse, url: URL) {
    if (request.method !== 'POST' || url.pathname !== '/_stand-in/keys') return send(response, 404, { status: false });
    const { webhook_url: webhookUrl } = JSON.parse((await bodyOf(request)) || '{}') as { webhook_url?: string };
    return send(response, 200, { secret_key: newKey(webhookUrl) });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const handle = url.pathname.startsWith('/checkout/')
      ? checkout
      : url.pathname.startsWith('/_stand-in/')
        ? admin
        : api;
    handle(request, response, url).catch((error: unknown) =>
      send(response, 500, { status: false, message: String(error) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: address,
    // A new account's secret key, its events sent to `webhookUrl`.
    newKey,
    setWebhook: (secretKey: string, url: string) => webhooks.set(secretKey, url),
    transactions,
    charge,
    chargeEvent,
    deliver,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PaystackStandIn = Awaited<ReturnType<typeof startPaystackStandIn>>;
