import { and, asc, desc, eq, gt, isNotNull, isNull, ne } from 'drizzle-orm';
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
