import { DetailResponse, messages, PublicTicket } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { readMultipart } from '../../platform/http/multipart-form.js';
import { createUploadSlots } from '../../platform/http/uploads.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import type { createPublicTicketService } from './public-ticket.service.js';
import { ticketIdOfToken } from './public-ticket-links.js';
import { publicAnswerForm } from './ticket-thread-upload.js';

const tags = ['tickets'];
// Anything that is not a link of ours, well-formed or not, is the same 'link not valid' (the service reads it).
const LinkParams = z.object({ token: z.string().max(200) });
// What a link's rate limits count by besides the address: the ticket it names.
const ticketOf = (token: string) => ({ email: `ticket:${ticketIdOfToken(token)}` });

export interface PublicTicketRouteOptions {
  publicTickets: ReturnType<typeof createPublicTicketService>;
  rateLimits: RateLimits;
}

// Registered under /api/your-ticket (docs/product.md#tickets): the stakeholder's
// own ticket page, opened without signing in by the signed link in our emails.
export const publicTicketRoutes: FastifyPluginAsyncZod<PublicTicketRouteOptions> = async (
  app,
  { publicTickets, rateLimits },
) => {
  // Answers with files held in memory at once, per server process, each up to 25 MB until stored.
  const uploadSlots = createUploadSlots(8);
  app.get(
    '/:token/',
    {
      config: { access: access.public, refusals: ['TICKET_LINK_INVALID', 'TICKET_LINK_EXPIRED'] },
      schema: {
        tags,
        summary: "A stakeholder's ticket and its public thread, by the link in our emails (no internal notes)",
        description: '404 for a link that is not ours or no longer the ticket email’s; 410 once it has expired.',
        params: LinkParams,
        response: { 200: PublicTicket },
      },
    },
    async (request) => publicTickets.get(request.params.token),
  );

  app.post(
    '/:token/answers/',
    {
      config: {
        access: access.public,
        refusals: [
          'TICKET_LINK_INVALID',
          'TICKET_LINK_EXPIRED',
          'TOO_MANY_REQUESTS',
          'DOCUMENT_NOT_ACCEPTED',
          'DOCUMENT_TOO_LARGE',
          'TOO_MANY_DOCUMENTS',
          'DOCUMENTS_TOO_LARGE',
        ],
      },
      schema: {
        tags,
        summary: 'The stakeholder writes on their ticket: it reopens a resolved ticket and tells the handler',
        description:
          'Rate-limited per client address and per ticket. A JSON body, or a multipart form with up to 10 files ' +
          '(25 MB together).',
        ...multipartBody(publicAnswerForm),
        params: LinkParams,
        response: { 201: PublicTicket },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      await rateLimits.consume('ticketAnswer', { ip: request.ip, ...ticketOf(token) });
      // A link that opens nothing is refused before its upload is read.
      await publicTickets.check(token);
      const answerWith = async () => {
        const { fields, files } = await readMultipart(request, publicAnswerForm);
        return publicTickets.answer(token, fields.body, files.files);
      };
      // Only an answer with files holds a slot: a JSON one is small.
      const answered = request.isMultipart() ? await uploadSlots.hold(answerWith) : await answerWith();
      return reply.status(201).send(answered);
    },
  );

  app.post(
    '/:token/new-link/',
    {
      config: {
        access: access.public,
        refusals: ['TICKET_LINK_INVALID', 'TICKET_LINK_STILL_VALID', 'TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        summary: 'An expired link asks for a fresh one, emailed to the ticket’s stakeholder',
        description:
          'Only for an expired link (400 while it still works); detail says whether the email went, as the ' +
          'organisation may have turned these emails off. Rate-limited per client address and per ticket.',
        params: LinkParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await rateLimits.consume('ticketLinkRenew', { ip: request.ip, ...ticketOf(request.params.token) });
      const sent = await publicTickets.renew(request.params.token);
      return { detail: sent ? messages.ticketLinkSent : messages.ticketLinkNotSent };
    },
  );
};
