import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../platform/auth/access.js';
import { AppError } from '../../../platform/errors/app-error.js';
import type { PaystackConnectionService } from './paystack-connection.service.js';
import type { PaystackPaymentsService } from './paystack-payments.service.js';

// Paystack's events are small; anything larger is not one of them.
const eventBytesMax = 64 * 1024;

// The part of charge.success SRM reads (Paystack sends much more).
const ChargeEvent = z.looseObject({
  event: z.string(),
  data: z
    .looseObject({
      reference: z.string().max(100),
      amount: z.number().int(),
      requested_amount: z.number().int().nullish(),
      currency: z.string(),
    })
    .optional(),
});

// The signature Paystack sends: the HMAC-SHA512 of the raw body with the organisation's secret key, in hex.
function signedBy(secretKey: string, body: Buffer, signature: string | string[] | undefined) {
  if (typeof signature !== 'string' || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

// POST /api/payments/paystack/{organization_id}/ (docs/product.md#payments): Paystack's webhook. The body is read as
// the bytes Paystack signed; anything not signed with the organisation's key is refused with 401. A charge is
// recorded once, whichever delivery comes first; Paystack retries what is not answered 200 (503 when it could not
// be checked with Paystack).
export const paystackWebhookRoutes: FastifyPluginAsyncZod<{
  connections: PaystackConnectionService;
  payments: PaystackPaymentsService;
}> = async (app, { connections, payments }) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: eventBytesMax }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/:organization_id/',
    {
      config: { access: access.public, refusals: ['PAYSTACK_SIGNATURE_INVALID', 'PAYSTACK_UNAVAILABLE'] },
      schema: {
        tags: ['payments'],
        summary: "Paystack's events for one organisation, signed with its secret key (x-paystack-signature)",
        params: z.object({ organization_id: z.uuid() }),
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const { organization_id: organizationId } = request.params;
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const key = await connections.secretKeyOf(organizationId);
      if (!key || !signedBy(key, body, request.headers['x-paystack-signature'])) {
        throw new AppError('PAYSTACK_SIGNATURE_INVALID');
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(body.toString('utf8'));
      } catch {
        parsed = null;
      }
      const event = ChargeEvent.safeParse(parsed);
      // Signed but not a charge we read (transfers, refunds, subscriptions): taken, nothing to do.
      if (event.success && event.data.event === 'charge.success' && event.data.data) {
        const { reference, amount, requested_amount, currency } = event.data.data;
        const settlement = await payments.settle({
          organizationId,
          reference,
          reported: { amount: requested_amount ?? amount, currency },
        });
        // Paystack says paid, its verify call not yet: answered 503 so that Paystack delivers it again.
        if (settlement === 'not_paid') throw new AppError('PAYSTACK_UNAVAILABLE');
      }
      return { received: true as const };
    },
  );
};
