import { ConfirmPaystackBody, PayOnline, PaystackReturn, PublicInvoice } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { replyWithPdf } from '../../platform/http/pdf-reply.js';
import { idOfToken } from '../../platform/links/signed-links.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import type { createPublicInvoiceService } from './public-invoice.service.js';

const tags = ['invoices'];
// Anything that is not a link of ours, well-formed or not, is the same 'link not valid' (the service reads it).
const LinkParams = z.object({ token: z.string().max(200) });
const refusals = ['INVOICE_LINK_INVALID', 'INVOICE_LINK_EXPIRED'] as const;
const linkStates = '404 for a link that is not ours or no longer the invoice’s stakeholder’s; 410 once it has expired.';

// Registered under /api/your-invoice (docs/product.md#invoices): the stakeholder's own invoice, opened without
// signing in by the signed link in our emails.
export const publicInvoiceRoutes: FastifyPluginAsyncZod<{
  publicInvoices: ReturnType<typeof createPublicInvoiceService>;
  rateLimits: RateLimits;
}> = async (app, { publicInvoices, rateLimits }) => {
  app.get(
    '/:token/',
    {
      config: { access: access.public, refusals: [...refusals] },
      schema: {
        tags,
        summary: 'A sent invoice, what is left to pay and how, by the link in our emails',
        description: linkStates,
        params: LinkParams,
        response: { 200: PublicInvoice },
      },
    },
    async (request) => publicInvoices.get(request.params.token),
  );

  app.post(
    '/:token/pay/',
    {
      config: {
        access: access.public,
        refusals: [...refusals, 'PAY_ONLINE_UNAVAILABLE', 'PAYSTACK_UNAVAILABLE', 'TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        summary: "'Pay now': a Paystack transaction for what is left to pay, and the address of its page",
        description: `${linkStates} 409 when the organisation takes no payments online or nothing is left to pay.`,
        params: LinkParams,
        response: { 200: PayOnline },
      },
    },
    async (request) => {
      const { token } = request.params;
      await rateLimits.consume('payOnline', { ip: request.ip, email: `invoice:${idOfToken(token)}` });
      return publicInvoices.pay(token);
    },
  );

  app.post(
    '/:token/paid/',
    {
      config: { access: access.public, refusals: [...refusals, 'PAYSTACK_UNAVAILABLE', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary:
          'Back from Paystack: its reference is checked with Paystack, recorded once if paid, and the invoice answered',
        description: linkStates,
        params: LinkParams,
        body: ConfirmPaystackBody,
        response: { 200: PaystackReturn },
      },
    },
    async (request) => {
      const { token } = request.params;
      await rateLimits.consume('paystackReturn', { ip: request.ip, email: `invoice:${idOfToken(token)}` });
      return publicInvoices.confirm(token, request.body.reference);
    },
  );

  app.get(
    '/:token/pdf/',
    {
      config: { access: access.public, refusals: [...refusals, 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'The invoice as a PDF, by the link in our emails',
        description: linkStates,
        params: LinkParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      await rateLimits.consume('invoicePdf', { ip: request.ip, email: `invoice:${idOfToken(token)}` });
      const pdf = await publicInvoices.pdf(token);
      return replyWithPdf(reply, pdf);
    },
  );
};
