import { type LiveConnectionRefusal, messages } from '@srm/contract';
import type { DatabaseHandle } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { type Actor, actorFrom } from '../auth/actor.js';
import { createLiveSessionLookup } from '../auth/live-sessions.js';
import { hashToken } from '../auth/secrets.js';
import type { Clock } from '../clock/clock.js';

export interface LiveSocketData {
  sessionId: string;
  userId: string;
  organizationId: string;
  tokenHash: string;
  // Who the socket acts as, for namespaces whose clients act (chat).
  actor: Actor;
}

// What socket.io hands the client with `connect_error` (err.message, err.data).
export function refusal(status: LiveConnectionRefusal['status']) {
  const data: LiveConnectionRefusal = { status };
  const message = { 401: messages.notSignedIn, 500: messages.serverError, 503: messages.serviceUnavailable }[status];
  return Object.assign(new Error(message), { data });
}

// A connection that could not be checked: 503 while the database is out of reach.
export const refusalFor = (error: unknown) => refusal(isDatabaseUnavailable(error) ? 503 : 500);

// The same check as the API's (platform/auth/access.ts): the access token from
// the handshake's `auth`, hashed, must name a live session. The token travels
// in the handshake, never in a cookie, so another site cannot open a socket as
// our user (no cross-site WebSocket hijacking).
export function createSocketAuthenticator({ database, clock }: { database: DatabaseHandle; clock: Clock }) {
  const findLiveSession = createLiveSessionLookup(database.db);
  async function sessionOf(tokenHash: string) {
    return findLiveSession({ tokenHash, now: clock.now() });
  }

  return {
    async authenticate(auth: Record<string, unknown>): Promise<LiveSocketData | null> {
      const token = auth.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 512) return null;
      const tokenHash = hashToken(token);
      const session = await sessionOf(tokenHash);
      if (!session) return null;
      return {
        sessionId: session.sessionId,
        userId: session.user.id,
        organizationId: session.user.organizationId,
        tokenHash,
        actor: actorFrom(session.user),
      };
    },

    // Asked again once the socket is in its rooms: a session revoked between
    // the first check and the join would have missed its disconnect.
    async stillLive(data: LiveSocketData) {
      return (await sessionOf(data.tokenHash)) !== undefined;
    },
  };
}
