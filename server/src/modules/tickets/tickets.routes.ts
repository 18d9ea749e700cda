import {
  CreateTicketBody,
  DetailResponse,
  FilterTicketsBody,
  messages,
  PageQuery,
  Ticket,
  TicketCounts,
  TicketDetail,
  TicketPage,
  UpdateTicketBody,
} from '@srm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { createTicketListsService } from './ticket-lists.service.js';
import { createTicketsService } from './tickets.service.js';

const tags = ['tickets'];
const security = [{ bearerAuth: [] }];
// ARCHITECTURE §4: support users cannot create, edit, delete, resolve or re-assign tickets.
const managesTickets = access.can('manage_tickets');
const TicketParams = z.object({ id: z.uuid() });

const organizationOf = (request: FastifyRequest) => signedInUser(request).user.organizationId;

// Registered under /api/ticket: spec part 1 §7 "Tickets", paths as the spec writes them.
export const ticketsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const tickets = createTicketsService(context);
  const lists = createTicketListsService(context);

  app.post(
    '/create-ticket/',
    {
      // Spec part 1 §8: bad input is 400 'Please Fill these forms correctly to Proceed.'
      config: { access: managesTickets, invalidInput: { status: 400, message: 'fillFormsToProceed' } },
      schema: {
        tags,
        security,
        summary: 'Create a ticket for a stakeholder and assign it; the handler is emailed',
        body: CreateTicketBody,
        response: { 201: Ticket },
      },
    },
    async (request, reply) => {
      const ticket = await tickets.createTicket({ actor: signedInUser(request), body: request.body });
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
        summary: 'All tickets, newest first; search by handler, title, priority, reference or status',
        querystring: PageQuery,
        response: { 200: TicketPage },
      },
    },
    async (request) => lists.listTickets({ organizationId: organizationOf(request), query: request.query }),
  );

  app.post(
    '/filter-by-status/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Tickets of one status list (open, due, overdue, unresolved, closed…) and/or priority',
        body: FilterTicketsBody,
        response: { 200: TicketPage },
      },
    },
    async (request) => lists.filterTickets({ organizationId: organizationOf(request), body: request.body }),
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
        querystring: PageQuery,
        response: { 200: TicketPage },
      },
    },
    async (request) =>
      lists.listUserTickets({
        organizationId: organizationOf(request),
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
    async (request) => lists.countTickets({ organizationId: organizationOf(request) }),
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
    async (request) =>
      tickets.getTicketDetail({ organizationId: organizationOf(request), ticketId: request.params.id }),
  );

  app.put(
    '/update-ticket/:id/',
    {
      // Spec part 1 §8: bad input is 400 'Please fill out these forms correctly to proceed.'
      config: { access: managesTickets, invalidInput: { status: 400, message: 'fillOutFormsToProceed' } },
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
      tickets.updateTicket({ actor: signedInUser(request), ticketId: request.params.id, body: request.body }),
  );

  // The spec re-assigns with a GET; it changes the ticket all the same.
  app.get(
    '/set-handler/:ticket_id/:user_id/',
    {
      config: { access: managesTickets },
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
        actor: signedInUser(request),
        ticketId: request.params.ticket_id,
        handlerId: request.params.user_id,
      }),
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
      await tickets.deleteTicket({ actor: signedInUser(request), ticketId: request.params.id });
      return { detail: messages.ticketDeleted };
    },
  );
};
