import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

export async function findLiveSession(db: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select({ sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Database, { sessionId, now }: { sessionId: string; now: Date }) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}
