import { ConnectPaystackBody, PaystackConnection } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../platform/auth/access.js';
import { actorOf } from '../../../platform/auth/actor.js';
import type { PaystackConnectionService } from './paystack-connection.service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];

// Registered under /api/invoice (docs/product.md#payments): the organisation's Paystack account, the managers'.
export const paystackRoutes: FastifyPluginAsyncZod<{ connections: PaystackConnectionService }> = async (
  app,
  { connections },
) => {
  app.get(
    '/paystack/',
    {
      config: { access: access.can('manage_invoice_settings') },
      schema: {
        tags,
        security,
        summary: 'Whether Paystack is connected (never its key), and the webhook URL to give Paystack',
        response: { 200: PaystackConnection },
      },
    },
    async (request) => connections.get({ actor: actorOf(request) }),
  );

  app.put(
    '/paystack/',
    {
      config: {
        access: access.can('manage_invoice_settings'),
        refusals: ['PAYSTACK_KEY_REFUSED', 'PAYSTACK_TEST_KEY', 'PAYSTACK_UNAVAILABLE'],
      },
      schema: {
        tags,
        security,
        summary:
          "Connect Paystack with the organisation's secret key, once Paystack accepts it (a live one in production); it is never answered",
        body: ConnectPaystackBody,
        response: { 200: PaystackConnection },
      },
    },
    async (request) => connections.connect({ actor: actorOf(request), secretKey: request.body.secret_key }),
  );

  app.delete(
    '/paystack/',
    {
      config: { access: access.can('manage_invoice_settings') },
      schema: {
        tags,
        security,
        summary: 'Disconnect Paystack: invoices no longer offer Pay now; payments already taken stay',
        response: { 200: PaystackConnection },
      },
    },
    async (request) => connections.disconnect({ actor: actorOf(request) }),
  );
};
