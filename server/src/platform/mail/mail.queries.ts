import { and, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export interface OutgoingEmail {
  organizationId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export type OutboxMessage = typeof outbox.$inferSelect;

// `db` may be a transaction: the email commits or rolls back with the change that caused it.
export async function insertOutboxMessage(db: Database, email: OutgoingEmail, now: Date) {
  await db.insert(outbox).values({
    organizationId: email.organizationId,
    toAddress: email.to,
    subject: email.subject,
    htmlBody: email.html,
    textBody: email.text,
    createdAt: now,
    nextAttemptAt: now,
  });
}

// Claims due messages for this copy. SKIP LOCKED lets several copies claim at
// once without waiting on or taking each other's rows; the lease makes a claim
// expire if its copy dies before recording the outcome.
export async function claimDueMessages(
  db: Database,
  { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number },
) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          lte(outbox.nextAttemptAt, now),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
        ),
      )
      .orderBy(outbox.createdAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(outbox)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

// Each outcome is recorded only while this copy still holds the claim (`lease`):
// a copy whose claim ran out must not overwrite what the next claimant did.
interface Claimed {
  id: string;
  lease: Date;
}

const heldBy = ({ id, lease }: Claimed) => and(eq(outbox.id, id), eq(outbox.lockedUntil, lease));

export async function markDelivered(
  db: Database,
  claimed: Claimed,
  { status, now }: { status: 'sent' | 'logged'; now: Date },
) {
  await db
    .update(outbox)
    .set({
      status,
      sentAt: now,
      lockedUntil: null,
      lastError: null,
      // A sent email's body holds a code or link that must not outlive its use; the
      // dev mailbox (logged) keeps it, as it is the only way to read it.
      ...(status === 'sent' ? { htmlBody: '', textBody: '[delivered; body removed]' } : {}),
    })
    .where(heldBy(claimed));
}

export async function markForRetry(
  db: Database,
  claimed: Claimed,
  { retryAt, error }: { retryAt: Date; error: string },
) {
  await db.update(outbox).set({ nextAttemptAt: retryAt, lockedUntil: null, lastError: error }).where(heldBy(claimed));
}

export async function markFailed(db: Database, claimed: Claimed, error: string) {
  await db.update(outbox).set({ status: 'failed', lockedUntil: null, lastError: error }).where(heldBy(claimed));
}

export async function listRecentMessages(db: Database, { to, limit }: { to?: string | undefined; limit: number }) {
  return db
    .select()
    .from(outbox)
    .where(to ? sql`lower(${outbox.toAddress}) = lower(${to})` : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}

export async function findMessage(db: Database, id: string) {
  const [message] = await db.select().from(outbox).where(eq(outbox.id, id));
  return message;
}
