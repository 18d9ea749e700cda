import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ListedTable, newestFirst, pagedList } from '../../db/paged-list.js';
import { chatMessages, chatSessions, chatUsers, organizations, tickets } from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import { continuesByEmail } from './chat-by-email.queries.js';

export type { ChatMessageRow, ChatUserRow } from '../../db/schema/index.js';

// The users list is ordered by the latest message, as its index is.
const listedChatUsers: ListedTable = { table: chatUsers, id: chatUsers.id, createdAt: chatUsers.updatedAt };

export async function findOrganizationName(db: Database, organizationId: string) {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.name;
}

export async function findChatSession(db: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select({
      sessionId: chatSessions.id,
      chatUserId: chatSessions.chatUserId,
      organizationId: chatSessions.organizationId,
      fullName: chatSessions.fullName,
      firstSequence: chatSessions.firstSequence,
      email: chatUsers.email,
    })
    .from(chatSessions)
    .innerJoin(chatUsers, eq(chatUsers.id, chatSessions.chatUserId))
    .where(and(eq(chatSessions.tokenHash, tokenHash), gt(chatSessions.expiresAt, now)));
  return row;
}

export async function findChatUser(db: Database, { organizationId, chatUserId }: ChatUserKey) {
  const [row] = await db
    .select()
    .from(chatUsers)
    .where(and(eq(chatUsers.id, chatUserId), eq(chatUsers.organizationId, organizationId)));
  return row;
}

interface ChatUserKey {
  organizationId: string;
  chatUserId: string;
}

// Taken before a message is numbered: sends to one conversation queue here, so
// sequences follow the order of commits and a repeated client id is seen.
export async function lockChatUser(tx: Database, { organizationId, chatUserId }: ChatUserKey) {
  const [row] = await tx
    .select()
    .from(chatUsers)
    .where(and(eq(chatUsers.id, chatUserId), eq(chatUsers.organizationId, organizationId)))
    .for('update');
  return row;
}

export async function findMessageByClientId(
  db: Database,
  { organizationId, chatUserId, clientId }: ChatUserKey & { clientId: string },
) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.chatUserId, chatUserId),
        eq(chatMessages.clientId, clientId),
      ),
    );
  return row;
}

// A message's sequence is taken from its conversation by the update that moves
// the conversation on (its row lock queues sends to one conversation, so
// sequences follow the order of commits); a stakeholder's message marks it
// unseen, staff's own keep the mark. It also answers whether the conversation goes on by email, in the same round
// trip. This and the insert below are named, so PostgreSQL parses and plans each once per connection
// (bench/README.md, bench:chat).
export async function takeNextSequence(
  tx: Database,
  { organizationId, chatUserId, now, unseen }: ChatUserKey & { now: Date; unseen: boolean },
) {
  const [row] = await tx
    .update(chatUsers)
    .set({
      lastSequence: sql`${chatUsers.lastSequence} + 1`,
      updatedAt: sql`${sql.placeholder('now')}::timestamptz`,
      seen: sql`${chatUsers.seen} and not ${sql.placeholder('unseen')}::boolean`,
    })
    .where(
      and(
        eq(chatUsers.id, sql.placeholder('chatUserId')),
        eq(chatUsers.organizationId, sql.placeholder('organizationId')),
      ),
    )
    .returning({ ...getTableColumns(chatUsers), continuesByEmail })
    .prepare('chat_take_next_sequence')
    .execute({ organizationId, chatUserId, now: now.toISOString(), unseen });
  return row;
}

// A send whose client id is stored in its conversation already: thrown inside
// the send's transaction, so the sequence it took is given back.
export class RepeatedClientIdError extends Error {
  override name = 'RepeatedClientIdError';
}

// Stores a message unless its client id is stored in its conversation already.
export async function insertChatMessageOnce(
  tx: Database,
  message: Omit<typeof chatMessages.$inferInsert, 'id' | 'createdAt'> & { createdAt: Date },
) {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      organizationId: sql.placeholder('organizationId'),
      chatUserId: sql.placeholder('chatUserId'),
      sequence: sql.placeholder('sequence'),
      clientId: sql.placeholder('clientId'),
      sender: sql.placeholder('sender'),
      staffUserId: sql.placeholder('staffUserId'),
      senderName: sql.placeholder('senderName'),
      body: sql.placeholder('body'),
      createdAt: sql`${sql.placeholder('createdAt')}::timestamptz`,
    })
    .onConflictDoNothing({ target: [chatMessages.chatUserId, chatMessages.clientId] })
    .returning()
    .prepare('chat_insert_message')
    .execute({ ...message, staffUserId: message.staffUserId ?? null, createdAt: message.createdAt.toISOString() });
  if (!row) throw new RepeatedClientIdError();
  return row;
}

export async function updateChatUser(
  tx: Database,
  { organizationId, chatUserId }: ChatUserKey,
  values: Partial<typeof chatUsers.$inferInsert>,
) {
  await tx
    .update(chatUsers)
    .set(values)
    .where(and(eq(chatUsers.id, chatUserId), eq(chatUsers.organizationId, organizationId)));
}

// The stakeholder has read up to `sequence` (never past the last message, never
// backwards). One statement: its row lock orders it with a missed-replies check
// as the conversation's lock would, and it holds a pooled connection for one
// round trip instead of a transaction's four (bench/README.md, bench:chat).
export async function markStakeholderSeen(
  db: Database,
  { organizationId, chatUserId, sequence }: ChatUserKey & { sequence: number },
) {
  // bigint: a sequence past the integer range is still only compared, never stored.
  const seenUpTo = sql`least(${sequence}::bigint, ${chatUsers.lastSequence})`;
  await db
    .update(chatUsers)
    .set({ stakeholderSeenSequence: seenUpTo })
    .where(
      and(
        eq(chatUsers.id, chatUserId),
        eq(chatUsers.organizationId, organizationId),
        lt(chatUsers.stakeholderSeenSequence, seenUpTo),
      ),
    );
}

export async function markSeenUpTo(
  db: Database,
  { organizationId, chatUserId, lastSequence }: ChatUserKey & { lastSequence: number },
) {
  const changed = await db
    .update(chatUsers)
    .set({ seen: true })
    .where(
      and(
        eq(chatUsers.id, chatUserId),
        eq(chatUsers.organizationId, organizationId),
        eq(chatUsers.lastSequence, lastSequence),
      ),
    )
    .returning({ id: chatUsers.id });
  return changed.length > 0;
}

export interface HistoryWindow {
  organizationId: string;
  chatUserId: string;
  // The first sequence the reader may see (a stakeholder's session starts somewhere).
  from: number;
  after?: number | undefined;
  before?: number | undefined;
  limit: number;
}

// In sequence order. With `after`, the first `limit` after it; otherwise the
// last `limit` (before `before`, if given).
export async function listMessages(db: Database, window: HistoryWindow) {
  // Compared, never added to: `after` may be the largest sequence an integer column holds.
  const where = and(
    eq(chatMessages.organizationId, window.organizationId),
    eq(chatMessages.chatUserId, window.chatUserId),
    gte(chatMessages.sequence, window.from),
    window.after === undefined ? undefined : gt(chatMessages.sequence, window.after),
    window.before === undefined ? undefined : lt(chatMessages.sequence, window.before),
  );
  if (window.after !== undefined) {
    return db.select().from(chatMessages).where(where).orderBy(asc(chatMessages.sequence)).limit(window.limit);
  }
  const latest = await db
    .select()
    .from(chatMessages)
    .where(where)
    .orderBy(desc(chatMessages.sequence))
    .limit(window.limit);
  return latest.reverse();
}

export interface ChatUserListFilter {
  organizationId: string;
  // Only the conversations of these emails.
  emails?: string[] | undefined;
  search?: string | undefined;
  limit: number;
  offset: number;
}

// Conversations with at least one message, newest update first.
export async function listChatUserRows(db: Database, filter: ChatUserListFilter) {
  const { ids, count, countCapped } = await pagedList({
    db,
    from: listedChatUsers,
    where: and(
      eq(chatUsers.organizationId, filter.organizationId),
      gt(chatUsers.lastSequence, 0),
      filter.emails ? inArray(chatUsers.email, filter.emails) : undefined,
    ),
    search: filter.search
      ? or(
          sql`${chatUsers.fullName} ilike ${containsPattern(filter.search)}`,
          sql`${chatUsers.email} ilike ${containsPattern(filter.search)}`,
        )
      : undefined,
    limit: filter.limit,
    offset: filter.offset,
  });
  if (ids.length === 0) return { rows: [], count, countCapped };
  const rows = await chatUsersWithLastMessage(db, { organizationId: filter.organizationId, chatUserIds: ids });
  return { rows, count, countCapped };
}

export async function chatUsersWithLastMessage(
  db: Database,
  { organizationId, chatUserIds }: { organizationId: string; chatUserIds: string[] },
) {
  return db
    .select({
      chatUser: chatUsers,
      lastMessage: { body: chatMessages.body, sender: chatMessages.sender, sequence: chatMessages.sequence },
    })
    .from(chatUsers)
    .leftJoin(
      chatMessages,
      and(eq(chatMessages.chatUserId, chatUsers.id), eq(chatMessages.sequence, chatUsers.lastSequence)),
    )
    .where(and(eq(chatUsers.organizationId, organizationId), inArray(chatUsers.id, chatUserIds)))
    .orderBy(...newestFirst(listedChatUsers));
}

// The staff replies after a sequence, in order: what a missed-replies email holds.
export async function listStaffMessagesAfter(
  db: Database,
  { organizationId, chatUserId, after }: ChatUserKey & { after: number },
) {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.organizationId, organizationId),
        eq(chatMessages.chatUserId, chatUserId),
        gt(chatMessages.sequence, after),
        eq(chatMessages.sender, 'staff'),
      ),
    )
    .orderBy(asc(chatMessages.sequence));
}

// The live tickets made from these conversations, oldest first.
export async function listTicketsOfChatUsers(
  db: Database,
  { organizationId, chatUserIds }: { organizationId: string; chatUserIds: string[] },
) {
  if (chatUserIds.length === 0) return [];
  return db
    .select({
      chatUserId: tickets.chatUserId,
      id: tickets.id,
      reference: tickets.reference,
      title: tickets.title,
      status: tickets.status,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.organizationId, organizationId),
        inArray(tickets.chatUserId, chatUserIds),
        isNull(tickets.deletedAt),
      ),
    )
    .orderBy(asc(tickets.createdAt));
}
