import type { Kobo } from '@srm/contract';
import { z } from 'zod';
import { AppError } from '../../../platform/errors/app-error.js';

// The three Paystack calls SRM makes (docs/product.md#payments), with the organisation's own secret key: list one
// transaction (the key works), initialise a transaction, and verify one by its reference. PAYSTACK_API_URL names
// the server: Paystack's own, or the tests' stand-in (test/paystack-stand-in.ts).
const answerOf = <Data extends z.ZodType>(data: Data) =>
  z.looseObject({ status: z.boolean(), message: z.string().optional(), data });

const Initialized = answerOf(
  z.looseObject({ authorization_url: z.url({ protocol: /^https?$/ }), reference: z.string() }),
);
const Verified = answerOf(
  z.looseObject({
    status: z.string(),
    reference: z.string(),
    amount: z.number().int(),
    // What was asked, where the organisation passes Paystack's fees on (then `amount` holds the fees too).
    requested_amount: z.number().int().nullish(),
    currency: z.string(),
    paid_at: z.string().nullish(),
  }),
);

export type VerifiedTransaction = z.infer<typeof Verified>['data'];

// A call that takes longer is treated as Paystack being away: the stakeholder tries again, the webhook is retried.
const timeoutMs = 10_000;

export function createPaystackApi(baseUrl: string) {
  async function call(
    secretKey: string,
    path: string,
    init: { method: 'GET' | 'POST'; body?: object } = { method: 'GET' },
  ) {
    try {
      return await fetch(`${baseUrl}${path}`, {
        method: init.method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(init.body && { 'content-type': 'application/json' }),
        },
        body: init.body ? JSON.stringify(init.body) : null,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new AppError('PAYSTACK_UNAVAILABLE');
    }
  }

  async function read<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.infer<Schema>> {
    if (response.status === 401) throw new AppError('PAYSTACK_KEY_REFUSED');
    const parsed = schema.safeParse(await response.json().catch(() => null));
    if (!response.ok || !parsed.success) throw new AppError('PAYSTACK_UNAVAILABLE');
    return parsed.data;
  }

  return {
    // Whether Paystack takes the key: listing one transaction needs a valid secret key and changes nothing.
    async keyIsAccepted(secretKey: string) {
      const response = await call(secretKey, '/transaction?perPage=1');
      if (response.status === 401) return false;
      if (!response.ok) throw new AppError('PAYSTACK_UNAVAILABLE');
      return true;
    },

    // A transaction for `amount` kobo in naira, paid on Paystack's page at the address it answers.
    async initialize(
      secretKey: string,
      transaction: {
        email: string;
        amount: Kobo;
        reference: string;
        callbackUrl: string;
        metadata: Record<string, string>;
      },
    ) {
      const response = await call(secretKey, '/transaction/initialize', {
        method: 'POST',
        body: {
          email: transaction.email,
          amount: transaction.amount,
          currency: 'NGN',
          reference: transaction.reference,
          callback_url: transaction.callbackUrl,
          metadata: transaction.metadata,
        },
      });
      return (await read(response, Initialized)).data;
    },

    // The transaction as Paystack has it; null when Paystack knows no such reference.
    async verify(secretKey: string, reference: string): Promise<VerifiedTransaction | null> {
      const response = await call(secretKey, `/transaction/verify/${encodeURIComponent(reference)}`);
      if (response.status === 400 || response.status === 404) return null;
      return (await read(response, Verified)).data;
    },
  };
}

export type PaystackApi = ReturnType<typeof createPaystackApi>;
