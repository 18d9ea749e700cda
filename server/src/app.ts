import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';
import { authModule } from './modules/auth/index.js';
import { chatModule } from './modules/chat/index.js';
import { feedbackModule } from './modules/feedback/index.js';
import { healthModule } from './modules/health/index.js';
import { invoicesModule } from './modules/invoices/index.js';
import { mailInModule } from './modules/mail-in/index.js';
import { notificationsModule } from './modules/notifications/index.js';
import { organisationModule } from './modules/organisation/index.js';
import { searchModule } from './modules/search/index.js';
import { stakeholdersModule } from './modules/stakeholders/index.js';
import { ticketsModule } from './modules/tickets/index.js';
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
  // Each domain of the server, through its front door (docs/architecture.md, "Modules").
  for (const module of [
    healthModule,
    authModule,
    organisationModule,
    ticketsModule,
    feedbackModule,
    stakeholdersModule,
    invoicesModule,
    chatModule,
    mailInModule,
    notificationsModule,
    searchModule,
  ]) {
    await app.register(module, context);
  }
  await app.register(filesRoutes, { prefix: '/api/files', ...context });
  if (devMailboxEnabled(context.config)) {
    await app.register(devMailboxRoutes, { prefix: '/dev/mailbox', ...context });
  }

  await registerSinglePageApp(app, webDistDir);

  // Live updates on the same server. Its sockets close before the HTTP server
  // does, which would otherwise wait for them.
  context.realtime.attach(app.server);
  app.addHook('preClose', () => context.realtime.close());

  handleUnsavedFiles(context);
  // main.ts starts the runner; closing the app stops it (the job under way ends
  // first), before the database closes.
  app.addHook('onClose', () => context.jobs.stop());
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
