import { appModule } from '../../app-module.js';
import { knownStakeholdersRoutes } from './known-stakeholders.routes.js';
import { createKnownStakeholdersService } from './known-stakeholders.service.js';
import { publicTicketRoutes } from './public-ticket.routes.js';
import { createPublicTicketService } from './public-ticket.service.js';
import type { SlaClock } from './sla/sla-clock.js';
import { createSlaClock, scheduleSlaClock } from './sla/sla-clock.js';
import { slaSettingsRoutes } from './sla/sla-settings.routes.js';
import { createSlaSettingsService } from './sla/sla-settings.service.js';
import { ticketEmailSettingsRoutes } from './ticket-email-settings.routes.js';
import { createTicketEmailSettingsService } from './ticket-email-settings.service.js';
import { createTicketListsService } from './ticket-lists.service.js';
import { createTicketThreadService } from './ticket-thread.service.js';
import { ticketsRoutes } from './tickets.routes.js';
import { createTicketsService } from './tickets.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    // The SLA scheduler (decision 005): the job runner ticks it, tests tick it by hand.
    slaClock: SlaClock;
  }
}

// The service desk (docs/product.md#tickets): tickets, their lists, thread and SLA clock, the organisation's
// SLA and ticket-email settings, and the stakeholder's own ticket page.
export const ticketsModule = appModule('tickets', async (app, context) => {
  const tickets = createTicketsService(context);
  const lists = createTicketListsService(context);
  const thread = createTicketThreadService(context);
  const known = createKnownStakeholdersService(context);
  const publicTickets = createPublicTicketService(context);
  const slaSettings = createSlaSettingsService(context);
  const emailSettings = createTicketEmailSettingsService(context);
  await app.register(knownStakeholdersRoutes, { prefix: '/api/ticket', known });
  await app.register(ticketsRoutes, { prefix: '/api/ticket', tickets, lists, thread });
  await app.register(publicTicketRoutes, {
    prefix: '/api/your-ticket',
    publicTickets,
    rateLimits: context.rateLimits,
  });
  await app.register(slaSettingsRoutes, { prefix: '/api/profile', slaSettings });
  await app.register(ticketEmailSettingsRoutes, { prefix: '/api/profile', settings: emailSettings });

  const slaClock = createSlaClock(context);
  scheduleSlaClock(context.jobs, slaClock);
  app.decorate('slaClock', slaClock);
});

export { type ChatConversation, type ChatReply, type ChatTickets, createChatTickets } from './chat-tickets.service.js';
// What other modules may use. Organisation: a member's open tickets, and handing them back when the member
// leaves. Stakeholders: a record's tickets as its page shows them, and the entry a record's deletion leaves in
// their history. Search: its hits. Mail-in: tickets opened, answered and noted by email, and those that continue a chat
// by email.
export {
  type AfterCommit,
  createEmailTickets,
  type EmailFile,
  type EmailSender,
  type EmailTickets,
} from './email-tickets.service.js';
export { noteStakeholderDeleted } from './stakeholder-deleted.js';
export { searchTickets } from './ticket-search.queries.js';
export { unassignTicketsOfMember } from './ticket-unassign.service.js';
export { toTicket } from './tickets.mapper.js';
export { countTicketsOfHandler, prepareTicketsFromEmails, type TicketRow } from './tickets.queries.js';
