import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.js';

// A domain of the server as app.ts registers it (docs/architecture.md, "Modules"): its `index.ts` builds the
// domain's services once from the app context and registers its routes (each under its own prefix), jobs and
// sockets. Not encapsulated, so what a module decorates (the SLA clock) is the app's; its routes still are.
export function appModule(name: string, register: FastifyPluginAsyncZod<AppContext>) {
  return fp(register, { name, fastify: '5.x' });
}
