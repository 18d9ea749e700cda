import { and, asc, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatMessages, tickets } from '../../db/schema/index.js';

interface ChatUserKey {
  organizationId: string;
  chatUserId: string;
}

const continuesChat = ({ organizationId, chatUserId }: ChatUserKey) =>
  and(
    eq(tickets.organizationId, organizationId),
    eq(tickets.chatUserId, chatUserId),
    isNotNull(tickets.chatSequence),
    isNull(tickets.deletedAt),
  );

// Whether the conversation being updated has an open ticket that continues it by email, as a column of the update's
// RETURNING. Written out: Drizzle names an update's own columns unqualified, which the subquery would read as the
// ticket's.
export const continuesByEmail = sql<boolean>`exists (
  select 1 from ${tickets} where tickets.chat_user_id = chat_users.id and tickets.chat_sequence is not null
    and tickets.deleted_at is null and tickets.status <> 'resolved')`;

// The ticket that continues the conversation by email while it is open (docs/product.md#chat-by-email).
export async function findContinuingTicket(db: Database, key: ChatUserKey) {
  const [row] = await db
    .select({ id: tickets.id, chatSequence: tickets.chatSequence })
    .from(tickets)
    .where(and(continuesChat(key), ne(tickets.status, 'resolved')))
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  return row;
}

// The last message any ticket that continued the conversation holds: a new one starts after it.
export async function findLastContinuedSequence(db: Database, key: ChatUserKey) {
  const [row] = await db
    .select({ chatSequence: tickets.chatSequence })
    .from(tickets)
    .where(continuesChat(key))
    .orderBy(desc(tickets.chatSequence))
    .limit(1);
  return row?.chatSequence ?? 0;
}

// Every message after a sequence, in order.
export async function listMessagesAfter(db: Database, { after, ...key }: ChatUserKey & { after: number }) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, key.organizationId),
        eq(chatMessages.chatUserId, key.chatUserId),
        gt(chatMessages.sequence, after),
      ),
    )
    .orderBy(asc(chatMessages.sequence));
}

// Taken before a proof of the email moves the conversation's tickets, in the order a check or an emailed answer
// takes them: tickets, then the conversation.
export async function lockTicketsOfConversation(tx: Database, { organizationId, chatUserId }: ChatUserKey) {
  await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.organizationId, organizationId), eq(tickets.chatUserId, chatUserId)))
    .for('update');
}
