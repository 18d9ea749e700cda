import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

// Only what an actor is made of: a session's user never carries its password hash.
const actingUser = {
  id: users.id,
  organizationId: users.organizationId,
  permissionType: users.permissionType,
  orgOrigin: users.orgOrigin,
  firstName: users.firstName,
  lastName: users.lastName,
};

// The lookup behind every signed-in request, for all the requests that arrived
// together (live-sessions.ts gathers them): one statement, built once per
// database handle, so drizzle skips assembling the SQL each time and PostgreSQL
// keeps it parsed and planned per connection (a named prepared statement).
// Expiry is left to the caller, which knows when each request arrived.
export function prepareFindUnrevokedSessions(db: Database) {
  const statement = db
    .select({
      tokenHash: sessions.tokenHash,
      sessionId: sessions.id,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      user: actingUser,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(sql`${sessions.tokenHash} = any(${sql.placeholder('tokenHashes')}::text[])`, isNull(sessions.revokedAt)))
    .prepare('find_unrevoked_sessions');
  return (tokenHashes: readonly string[]) => statement.execute({ tokenHashes });
}

export async function touchSession(db: Database, { sessionId, now }: { sessionId: string; now: Date }) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function insertSession(
  db: Database,
  input: { userId: string; tokenHash: string; now: Date; expiresAt: Date },
) {
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: input.tokenHash,
    createdAt: input.now,
    lastUsedAt: input.now,
    expiresAt: input.expiresAt,
  });
}

export async function revokeSession(db: Database, { sessionId, now }: { sessionId: string; now: Date }) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeAllSessions(db: Database, { userId, now }: { userId: string; now: Date }) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

// Every live session of the user but the one kept; returns the ids ended, whose
// live sockets must close too.
export async function revokeOtherSessions(
  db: Database,
  { userId, keepSessionId, now }: { userId: string; keepSessionId: string; now: Date },
) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return revoked.map(({ id }) => id);
}
