import type { Action } from '@srm/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import { AppError } from '../errors/app-error.js';
import { type Actor, actorFrom } from './actor.js';
import { createLiveSessionLookup } from './live-sessions.js';
import { assertCan } from './permissions.js';
import { hashToken } from './secrets.js';
import { touchSession } from './session.queries.js';

// Who may call a route, declared on the route itself (`config: { access }`):
// anyone, any signed-in user, or signed-in users who may do an action of the
// contract's permissions.
export type Access = { kind: 'public' } | { kind: 'signed-in'; action?: Action };

export const access = {
  public: { kind: 'public' } as Access,
  signedIn: { kind: 'signed-in' } as Access,
  can: (action: Action): Access => ({ kind: 'signed-in', action }),
};

export interface SignedIn {
  sessionId: string;
  // Who acts, made once per request from the session's user (services receive it as `actorOf(request)`).
  actor: Actor;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    signedIn: SignedIn | null;
  }
  interface FastifyInstance {
    // Every route of ours with its declared access, for the authorization matrix test.
    routeAccess: RouteAccess[];
  }
}

// Routes of ours that must declare their access; the API documentation is public.
function needsDeclaredAccess(url: string) {
  return (url.startsWith('/api/') || url.startsWith('/dev/')) && !url.startsWith('/api/docs');
}

// A session in use is marked at most once a minute, not on every request.
const touchEveryMs = 60_000;

function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export function registerAccessControl(
  app: FastifyInstance,
  { database, clock }: { database: DatabaseHandle; clock: Clock },
) {
  app.decorateRequest('signedIn', null);
  const routeAccess: RouteAccess[] = [];
  app.decorate('routeAccess', routeAccess);

  // A route without a declared rule stops the server from starting, so no
  // endpoint can ship open by accident (the authorization matrix lists them all).
  app.addHook('onRoute', (route) => {
    if (!needsDeclaredAccess(route.url)) return;
    const declared = route.config?.access;
    if (!declared) throw new Error(`${route.method} ${route.url} declares no access rule (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access: declared });
    }
  });

  const findLiveSession = createLiveSessionLookup(database.db);
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule || rule.kind === 'public') return;

    const token = bearerToken(request);
    const now = clock.now();
    const session = token ? await findLiveSession({ tokenHash: hashToken(token), now }) : undefined;
    if (!session) throw new AppError('NOT_SIGNED_IN');
    if (now.getTime() - session.lastUsedAt.getTime() > touchEveryMs) {
      await touchSession(database.db, { sessionId: session.sessionId, now });
    }
    const actor = actorFrom(session.user);
    request.signedIn = { sessionId: session.sessionId, actor };

    if (rule.action) assertCan(actor, rule.action);
  });
}

// For handlers of signed-in routes: the access hook has already checked.
export function signedInUser(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new AppError('NOT_SIGNED_IN');
  return request.signedIn;
}
