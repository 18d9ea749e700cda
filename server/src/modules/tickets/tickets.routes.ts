import {
  CreatedTicket,
  CreateTicketBody,
  DetailResponse,
  FilterTicketsBody,
  messages,
  SetTagsBody,
  Ticket,
  TicketCounts,
  TicketDetail,
  TicketListQuery,
  TicketNoteBody,
  TicketPage,
  UpdateTicketBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { readMultipart } from '../../platform/http/multipart-form.js';
import { createUploadSlots } from '../../platform/http/uploads.js';
import type { createTicketListsService } from './ticket-lists.service.js';
import type { createTicketThreadService } from './ticket-thread.service.js';
import { ticketReplyForm } from './ticket-thread-upload.js';
import type { createTicketsService } from './tickets.service.js';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];
// docs/product.md#roles: support users cannot create, edit, delete, resolve or re-assign tickets.
const managesTickets = access.can('manage_tickets');
const TicketParams = z.object({ id: z.uuid() });

export interface TicketsRouteOptions {
  tickets: ReturnType<typeof createTicketsService>;
  lists: ReturnType<typeof createTicketListsService>;
  thread: ReturnType<typeof createTicketThreadService>;
}

// Registered under /api/ticket, with the paths clients have always used.
// Replies held in memory at once, per server process, each up to 25 MB of files until stored.
const repliesWithFilesAtOnce = 8;

export const ticketsRoutes: FastifyPluginAsyncZod<TicketsRouteOptions> = async (app, { tickets, lists, thread }) => {
  const uploadSlots = createUploadSlots(repliesWithFilesAtOnce);
  app.post(
    '/create-ticket/',
    {
      // docs/product.md#api-conventions: bad input is 400 'Please Fill these forms correctly to Proceed.'
      config: {
        access: managesTickets,
        invalidInput: { status: 400, message: 'fillFormsToProceed' },
        refusals: ['NOT_FOUND', 'FEEDBACK_HAS_TICKET'],
      },
      schema: {
        tags,
        security,
        summary:
          'Create a ticket for a stakeholder and assign it; the handler is emailed. With stakeholder_record_type ' +
          'the stakeholder is also added as a record (for those who may add records), unless one holds the email',
        body: CreateTicketBody,
        response: { 201: CreatedTicket },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.createTicket({ actor: actorOf(request), body: request.body });
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    '/all-tickets/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary:
          'All tickets, newest first unless sorted; search by handler, title, priority, reference or status; ' +
          'narrow by handler, priority or SLA category',
        querystring: TicketListQuery,
        response: { 200: TicketPage },
      },
    },
    async (request) => lists.listTickets({ actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/filter-by-status/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary:
          'Tickets of one status list (open, due, overdue, unresolved, closed…), narrowed and sorted as all-tickets',
        body: FilterTicketsBody,
        response: { 200: TicketPage },
      },
    },
    async (request) => lists.filterTickets({ actor: actorOf(request), body: request.body }),
  );

  app.get(
    '/get-user-tickets/:user_id/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'The tickets a member of staff handles, newest first',
        params: z.object({ user_id: z.uuid() }),
        querystring: TicketListQuery,
        response: { 200: TicketPage },
      },
    },
    async (request) =>
      lists.listUserTickets({
        actor: actorOf(request),
        userId: request.params.user_id,
        query: request.query,
      }),
  );

  app.get(
    '/ticket-counts/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Ticket counts for the dashboard cards and sidebar badges (open = new and open)',
        response: { 200: TicketCounts },
      },
    },
    async (request) => lists.countTickets({ actor: actorOf(request) }),
  );

  app.get(
    '/get-ticket/:id/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'A ticket with its handler, stakeholder and history (oldest first)',
        params: TicketParams,
        response: { 200: TicketDetail },
      },
    },
    async (request) => tickets.getTicketDetail({ actor: actorOf(request), ticketId: request.params.id }),
  );

  app.get(
    '/by-reference/:reference/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "A ticket by its reference (its page's address), as get-ticket answers it",
        params: z.object({ reference: z.string().max(20) }),
        response: { 200: TicketDetail },
      },
    },
    async (request) =>
      tickets.getTicketDetailByReference({ actor: actorOf(request), reference: request.params.reference }),
  );

  app.put(
    '/update-ticket/:id/',
    {
      // docs/product.md#api-conventions: bad input is 400 'Please fill out these forms correctly to proceed.'
      config: {
        access: managesTickets,
        invalidInput: { status: 400, message: 'fillOutFormsToProceed' },
        refusals: ['TICKET_ALREADY_RESOLVED'],
      },
      schema: {
        tags,
        security,
        summary: 'Edit a ticket, or resolve it with status "resolved"; each change goes into its history',
        params: TicketParams,
        body: UpdateTicketBody,
        response: { 200: Ticket },
      },
    },
    async (request) =>
      tickets.updateTicket({ actor: actorOf(request), ticketId: request.params.id, body: request.body }),
  );

  app.put(
    '/ticket-tags/:id/',
    {
      config: { access: access.can('manage_tags') },
      schema: {
        tags,
        security,
        summary: "Set a ticket's tags (docs/product.md#tags), replacing those it held; its history names them",
        params: TicketParams,
        body: SetTagsBody,
        response: { 200: Ticket },
      },
    },
    async (request) =>
      tickets.setTicketTags({ actor: actorOf(request), ticketId: request.params.id, tagIds: request.body.tag_ids }),
  );

  // Clients re-assign with a GET; it changes the ticket all the same.
  app.get(
    '/set-handler/:ticket_id/:user_id/',
    {
      config: { access: managesTickets, refusals: ['TICKET_ALREADY_RESOLVED'] },
      schema: {
        tags,
        security,
        summary: 'Re-assign an unresolved ticket to a member of the organisation; they are emailed',
        params: z.object({ ticket_id: z.uuid(), user_id: z.uuid() }),
        response: { 200: Ticket },
      },
    },
    async (request) =>
      tickets.reassignTicket({
        actor: actorOf(request),
        ticketId: request.params.ticket_id,
        handlerId: request.params.user_id,
      }),
  );

  // The thread (docs/product.md#tickets): support users write on the tickets they
  // handle, managers and executives on any (the service decides, as it depends on the ticket).
  app.post(
    '/reply-to-ticket/:id/',
    {
      config: {
        access: access.signedIn,
        refusals: [
          'NOT_YOUR_TICKET',
          'TOO_MANY_REQUESTS',
          'DOCUMENT_NOT_ACCEPTED',
          'DOCUMENT_TOO_LARGE',
          'TOO_MANY_DOCUMENTS',
          'DOCUMENTS_TOO_LARGE',
        ],
      },
      schema: {
        tags,
        security,
        summary: "Reply to the ticket's stakeholder: emailed to them with its files and shown on their ticket page",
        description:
          'detail says whether the stakeholder was emailed (the organisation may have turned it off). A JSON body, ' +
          'or a multipart form with up to 10 files (25 MB together).',
        ...multipartBody(ticketReplyForm),
        params: TicketParams,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      const replyWith = async () => {
        const { fields, files } = await readMultipart(request, ticketReplyForm);
        return thread.reply({
          actor: actorOf(request),
          ticketId: request.params.id,
          body: fields.body,
          files: files.files,
        });
      };
      // Only a reply with files holds a slot: a JSON one is small.
      const { email } = request.isMultipart() ? await uploadSlots.hold(replyWith) : await replyWith();
      const detail = {
        sent: messages.ticketReplySent,
        turned_off: messages.ticketReplySentNoEmail,
        no_address: messages.ticketReplySentNoAddress,
      }[email ?? 'sent'];
      return reply.status(201).send({ detail });
    },
  );

  app.post(
    '/add-ticket-note/:id/',
    {
      config: { access: access.signedIn, refusals: ['NOT_YOUR_TICKET'] },
      schema: {
        tags,
        security,
        summary: 'Add an internal note: staff only, never emailed nor shown to the stakeholder',
        params: TicketParams,
        body: TicketNoteBody,
        response: { 201: DetailResponse },
      },
    },
    async (request, reply) => {
      await thread.note({ actor: actorOf(request), ticketId: request.params.id, body: request.body.body });
      return reply.status(201).send({ detail: messages.ticketNoteAdded });
    },
  );

  app.post(
    '/reopen-ticket/:id/',
    {
      config: { access: managesTickets, refusals: ['TICKET_NOT_RESOLVED'] },
      schema: {
        tags,
        security,
        summary: 'Reopen a resolved ticket: open again, its SLA deadline counted from now',
        params: TicketParams,
        response: { 200: Ticket },
      },
    },
    async (request) => {
      const { ticket } = await thread.reopen({ actor: actorOf(request), ticketId: request.params.id });
      return ticket;
    },
  );

  app.delete(
    '/delete-ticket/:id/',
    {
      config: { access: managesTickets },
      schema: {
        tags,
        security,
        summary: 'Delete a ticket: it leaves every list and count; its history is kept',
        params: TicketParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await tickets.deleteTicket({ actor: actorOf(request), ticketId: request.params.id });
      return { detail: messages.ticketDeleted };
    },
  );
};
