import DataLoader from 'dataloader';
import type { Database } from '../../db/client.js';
import type { ActingUser } from './actor.js';
import { prepareFindUnrevokedSessions } from './session.queries.js';

export interface LiveSession {
  sessionId: string;
  lastUsedAt: Date;
  user: ActingUser;
}

// Most of a signed-in request's cost over its own queries was its session
// lookup, a round trip of its own (decision 013). Requests that arrive in the
// same turn of the event loop now share one: each token is queued, and once
// that turn's input has been read, one statement reads every queued session.
// Nothing is kept between turns (`cache: false`) and the statement is sent
// after every request it answers had arrived, so a session revoked on any
// server copy is refused on its very next request, as before.
export function createLiveSessionLookup(db: Database) {
  const findUnrevokedSessions = prepareFindUnrevokedSessions(db);
  const sessions = new DataLoader<string, LiveSessionRow | undefined>(
    async (tokenHashes) => {
      const rows = await findUnrevokedSessions(tokenHashes);
      const byTokenHash = new Map(rows.map((row) => [row.tokenHash, row]));
      return tokenHashes.map((tokenHash) => byTokenHash.get(tokenHash));
    },
    { cache: false, maxBatchSize: 100, batchScheduleFn: (readQueued) => setImmediate(readQueued) },
  );

  return async ({ tokenHash, now }: { tokenHash: string; now: Date }): Promise<LiveSession | undefined> => {
    const row = await sessions.load(tokenHash);
    if (!row || row.expiresAt <= now) return undefined;
    return { sessionId: row.sessionId, lastUsedAt: row.lastUsedAt, user: row.user };
  };
}

type LiveSessionRow = Awaited<ReturnType<ReturnType<typeof prepareFindUnrevokedSessions>>>[number];
