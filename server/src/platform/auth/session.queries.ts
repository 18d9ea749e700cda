import { and, eq, gt, isNull, sql } from 'drizzle-orm';
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

// The lookup every signed-in request makes, built once per database handle:
// drizzle then skips assembling the SQL each time, and PostgreSQL keeps the
// statement parsed and planned per connection (a named prepared statement).
// It still reads the session row on every request, so a revoked or expired
// session is refused on the very next request, on every server copy.
export function prepareFindLiveSession(db: Database) {
  const statement = db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: actingUser })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('find_live_session');
  return async ({ tokenHash, now }: { tokenHash: string; now: Date }) => {
    const [row] = await statement.execute({ tokenHash, now });
    return row;
  };
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
