import { desc, eq, sql } from 'drizzle-orm';
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
  const [inserted] = await db
    .insert(outbox)
    .values({
      organizationId: email.organizationId,
      toAddress: email.to,
      subject: email.subject,
      htmlBody: email.html,
      textBody: email.text,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return inserted!.id;
}

export type DeliveryRecord = { id: string; attempts: number; now: Date } & (
  | { status: 'sent' | 'logged' }
  | { status: 'pending' | 'failed'; error: string }
);

// What became of the latest attempt; called by the delivery job only while its claim holds.
export async function recordDelivery(tx: Database, delivery: DeliveryRecord) {
  const { id, attempts, now } = delivery;
  if (delivery.status === 'pending' || delivery.status === 'failed') {
    await tx
      .update(outbox)
      .set({ status: delivery.status, attempts, lastError: delivery.error })
      .where(eq(outbox.id, id));
    return;
  }
  await tx
    .update(outbox)
    .set({
      status: delivery.status,
      attempts,
      sentAt: now,
      lastError: null,
      // A sent email's body holds a code or link that must not outlive its use; the
      // dev mailbox (logged) keeps it, as it is the only way to read it.
      ...(delivery.status === 'sent' ? { htmlBody: '', textBody: '[delivered; body removed]' } : {}),
    })
    .where(eq(outbox.id, id));
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
