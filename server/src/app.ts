import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { chatRoutes } from './modules/chat/chat.routes.js';
import { feedbackRoutes } from './modules/feedback/feedback.routes.js';
import { feedbackProductsRoutes } from './modules/feedback/feedback-products.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { handleInvoiceEmails } from './modules/invoices/invoice-emails.js';
import { scheduleInvoiceReminders } from './modules/invoices/invoice-reminders.js';
import { invoiceSettingsRoutes } from './modules/invoices/invoice-settings.routes.js';
import { invoicesRoutes } from './modules/invoices/invoices.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { departmentsRoutes } from './modules/organisation/departments.routes.js';
import { profileRoutes } from './modules/organisation/profile.routes.js';
import { staffRoutes } from './modules/organisation/staff.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { stakeholderCsvRoutes } from './modules/stakeholders/stakeholder-csv.routes.js';
import { stakeholderLogsRoutes } from './modules/stakeholders/stakeholder-logs.routes.js';
import { stakeholderContactRoutes, stakeholdersRoutes } from './modules/stakeholders/stakeholders.routes.js';
import { knownStakeholdersRoutes } from './modules/tickets/known-stakeholders.routes.js';
import { publicTicketRoutes } from './modules/tickets/public-ticket.routes.js';
import { createSlaClock, type SlaClock, scheduleSlaClock } from './modules/tickets/sla/sla-clock.js';
import { slaSettingsRoutes } from './modules/tickets/sla/sla-settings.routes.js';
import { ticketEmailSettingsRoutes } from './modules/tickets/ticket-email-settings.routes.js';
import { ticketsRoutes } from './modules/tickets/tickets.routes.js';
import { webDistDir as defaultWebDistDir } from './paths.js';
import { registerAccessControl } from './platform/auth/access.js';
import type { Config } from './platform/config/config.js';
import { answerUnreadableAddress, registerErrorHandling } from './platform/errors/error-handler.js';
import { registerOpenApi } from './platform/http/openapi.js';
import { createResponseSerializerCompiler } from './platform/http/response-serializer.js';
import { registerCompression, registerSecurityHeaders } from './platform/http/security.js';
import { registerSinglePageApp } from './platform/http/spa.js';
import { registerUploads } from './platform/http/uploads.js';
import { registerUnstorableTextCheck } from './platform/input/unstorable-text.js';
import { requestIdHeader, requestLoggingOptions } from './platform/logging/logger.js';
import { devMailboxEnabled, devMailboxRoutes } from './platform/mail/dev-mailbox.routes.js';
import { filesRoutes } from './platform/storage/files.routes.js';
import { handleUnsavedFiles } from './platform/storage/stored-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    // The SLA scheduler (decision 005): the job runner ticks it, tests tick it by hand.
    slaClock: SlaClock;
  }
}

// A count of proxies means: trust that many hops nearest to us, no more.
function trustProxyOption(trust: Config['TRUST_PROXY']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildAppOptions {
  // The built web app the server hands out; tests point at a folder without one.
  webDistDir?: string;
}

// Builds the whole server without listening, so tests drive it with `inject`.
// Order matters: error handling and security first, the API next, and the
// single-page app last because it answers every address nothing else claimed.
export async function buildApp(context: AppContext, { webDistDir = defaultWebDistDir }: BuildAppOptions = {}) {
  const app = Fastify({
    ...requestLoggingOptions(context.config, context.log),
    trustProxy: trustProxyOption(context.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    frameworkErrors: answerUnreadableAddress,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(
    createResponseSerializerCompiler({ checkWithZod: context.config.NODE_ENV !== 'production' }),
  );
  registerErrorHandling(app);
  registerUnstorableTextCheck(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    done();
  });

  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerOpenApi(app);
  await registerUploads(app);

  registerAccessControl(app, context);
  await app.register(healthRoutes, { prefix: '/api', ...context });
  await app.register(authRoutes, { prefix: '/api/auth', ...context });
  await app.register(profileRoutes, { prefix: '/api/profile', ...context });
  await app.register(departmentsRoutes, { prefix: '/api/profile', ...context });
  await app.register(staffRoutes, { prefix: '/api', ...context });
  await app.register(slaSettingsRoutes, { prefix: '/api/profile', ...context });
  await app.register(ticketEmailSettingsRoutes, { prefix: '/api/profile', ...context });
  await app.register(filesRoutes, { prefix: '/api/files', ...context });
  await app.register(knownStakeholdersRoutes, { prefix: '/api/ticket', ...context });
  await app.register(ticketsRoutes, { prefix: '/api/ticket', ...context });
  await app.register(publicTicketRoutes, { prefix: '/api/your-ticket', ...context });
  await app.register(feedbackRoutes, { prefix: '/api/ticket', ...context });
  await app.register(feedbackProductsRoutes, { prefix: '/api/profile', ...context });
  await app.register(stakeholdersRoutes, { prefix: '/api/profile', ...context });
  await app.register(stakeholderCsvRoutes, { prefix: '/api/profile', ...context });
  await app.register(stakeholderLogsRoutes, { prefix: '/api/profile', ...context });
  await app.register(stakeholderContactRoutes, { prefix: '/api', ...context });
  await app.register(invoicesRoutes, { prefix: '/api/invoice', ...context });
  await app.register(invoiceSettingsRoutes, { prefix: '/api/invoice', ...context });
  await app.register(chatRoutes, { prefix: '/api/chat', ...context });
  await app.register(notificationsRoutes, { prefix: '/api/notifications', ...context });
  await app.register(searchRoutes, { prefix: '/api/search', ...context });
  if (devMailboxEnabled(context.config)) {
    await app.register(devMailboxRoutes, { prefix: '/dev/mailbox', ...context });
  }

  await registerSinglePageApp(app, webDistDir);

  // Live updates on the same server. Its sockets close before the HTTP server
  // does, which would otherwise wait for them.
  context.realtime.attach(app.server);
  app.addHook('preClose', () => context.realtime.close());

  const slaClock = createSlaClock(context);
  scheduleSlaClock(context.jobs, slaClock);
  app.decorate('slaClock', slaClock);
  handleInvoiceEmails(context);
  handleUnsavedFiles(context);
  scheduleInvoiceReminders(context.jobs, context);
  // main.ts starts the runner; closing the app stops it (the job under way ends
  // first), before the database closes.
  app.addHook('onClose', () => context.jobs.stop());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
