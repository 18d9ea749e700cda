import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type MailThreading, outbox, outboxAttachments } from '../../db/schema/index.js';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface OutgoingEmail {
  // The outbox row's id when the caller names it first (a threaded email's Message-ID is made of it).
  id?: string;
  organizationId: string | null;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: EmailAttachment[];
  // An email about a ticket: its Message-ID, Reply-To and the messages it follows (ticket-threading.ts).
  threading?: MailThreading;
}

export type OutboxMessage = typeof outbox.$inferSelect;

// `db` may be a transaction: the email commits or rolls back with the change that caused it.
export async function insertOutboxMessage(db: Database, email: OutgoingEmail, now: Date) {
  const [inserted] = await db
    .insert(outbox)
    .values({
      ...(email.id && { id: email.id }),
      organizationId: email.organizationId,
      toAddress: email.to,
      subject: email.subject,
      htmlBody: email.html,
      textBody: email.text,
      threading: email.threading ?? null,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  const messageId = inserted!.id;
  if (email.attachments?.length) {
    await db.insert(outboxAttachments).values(email.attachments.map((attachment) => ({ messageId, ...attachment })));
  }
  return messageId;
}

export function listAttachments(db: Database, messageId: string) {
  return db
    .select({
      filename: outboxAttachments.filename,
      contentType: outboxAttachments.contentType,
      content: outboxAttachments.content,
    })
    .from(outboxAttachments)
    .where(eq(outboxAttachments.messageId, messageId))
    .orderBy(outboxAttachments.filename);
}

// The names of each message's attachments, for the dev mailbox.
export async function attachmentNamesOf(db: Database, messageIds: string[]) {
  if (messageIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ messageId: outboxAttachments.messageId, filename: outboxAttachments.filename })
    .from(outboxAttachments)
    .where(inArray(outboxAttachments.messageId, messageIds))
    .orderBy(outboxAttachments.filename);
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.messageId, [...(names.get(row.messageId) ?? []), row.filename]);
  return names;
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
  // Its attachments went with it, and need not stay (an invoice can be downloaded again).
  if (delivery.status === 'sent') await tx.delete(outboxAttachments).where(eq(outboxAttachments.messageId, id));
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
