import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatMessages, chatSessions, chatUsers, notifications, tickets } from '../../db/schema/index.js';
import type { ChatUserRow } from './chat.queries.js';

// docs/product.md#chat, decision 016: who may read a conversation. One
// conversation per email is the email's own (no `earlier_chat_user_id`); a start
// that cannot prove the email gets one of its own that waits to join it.

const ownConversation = isNull(chatUsers.earlierChatUserId);

interface NewConversation {
  organizationId: string;
  email: string;
  fullName: string;
  now: Date;
}

// The email's own conversation, made now; undefined when it had one already.
export async function insertOwnConversation(tx: Database, values: NewConversation & { verified: boolean }) {
  const [row] = await tx
    .insert(chatUsers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing({ target: [chatUsers.organizationId, chatUsers.email], where: ownConversation })
    .returning();
  return row;
}

// Locked, so a proof and a send in it are ordered.
export async function lockOwnConversation(
  tx: Database,
  { organizationId, email }: { organizationId: string; email: string },
) {
  const [row] = await tx
    .select()
    .from(chatUsers)
    .where(and(eq(chatUsers.organizationId, organizationId), eq(chatUsers.email, email), ownConversation))
    .for('update');
  if (!row) throw new Error("the email's conversation is missing");
  return row;
}

// A conversation of its own for a start that has not proven the email yet.
export async function insertWaitingConversation(tx: Database, values: NewConversation & { earlierChatUserId: string }) {
  const [row] = await tx
    .insert(chatUsers)
    .values({ ...values, createdAt: values.now, updatedAt: values.now })
    .returning();
  return row!;
}

export async function insertChatSession(tx: Database, values: typeof chatSessions.$inferInsert) {
  const [row] = await tx.insert(chatSessions).values(values).returning({ id: chatSessions.id });
  return row!;
}

// A live session with what proving its email needs.
export async function findSessionForCode(db: Database, { tokenHash, now }: { tokenHash: string; now: Date }) {
  const [row] = await db
    .select({
      sessionId: chatSessions.id,
      chatUserId: chatSessions.chatUserId,
      organizationId: chatSessions.organizationId,
      fullName: chatSessions.fullName,
      verified: chatSessions.verified,
      codeHash: chatSessions.codeHash,
      codeExpiresAt: chatSessions.codeExpiresAt,
      email: chatUsers.email,
      earlierChatUserId: chatUsers.earlierChatUserId,
    })
    .from(chatSessions)
    .innerJoin(chatUsers, eq(chatUsers.id, chatSessions.chatUserId))
    .where(and(eq(chatSessions.tokenHash, tokenHash), gt(chatSessions.expiresAt, now)));
  return row;
}

interface SessionKey {
  organizationId: string;
  sessionId: string;
}
const isSession = ({ organizationId, sessionId }: SessionKey) =>
  and(eq(chatSessions.id, sessionId), eq(chatSessions.organizationId, organizationId));

interface ConversationKey {
  organizationId: string;
  chatUserId: string;
}

// Whether a session still reads this conversation (not ended, not moved).
export async function isSessionLive(
  db: Database,
  { chatUserId, now, ...session }: SessionKey & { chatUserId: string; now: Date },
) {
  const [row] = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(isSession(session), eq(chatSessions.chatUserId, chatUserId), gt(chatSessions.expiresAt, now)));
  return row !== undefined;
}

// A new code replaces the session's earlier one, with all its tries.
export async function setSessionCode(
  tx: Database,
  { codeHash, expiresAt, ...session }: SessionKey & { codeHash: string; expiresAt: Date },
) {
  await tx
    .update(chatSessions)
    .set({ codeHash, codeExpiresAt: expiresAt, codeFailedAttempts: 0 })
    .where(isSession(session));
}

// Takes one try of the session's code if any is left; the tries used, or null when none was.
export async function takeCodeAttempt(db: Database, { maxAttempts, ...session }: SessionKey & { maxAttempts: number }) {
  const [row] = await db
    .update(chatSessions)
    .set({ codeFailedAttempts: sql`${chatSessions.codeFailedAttempts} + 1` })
    .where(and(isSession(session), lt(chatSessions.codeFailedAttempts, maxAttempts)))
    .returning({ tries: chatSessions.codeFailedAttempts });
  return row ? row.tries : null;
}

// Uses the code up and marks the session proven; false when another request used it first.
export async function useSessionCode(tx: Database, { codeHash, ...session }: SessionKey & { codeHash: string }) {
  const used = await tx
    .update(chatSessions)
    .set({ codeHash: null, codeExpiresAt: null, verified: true })
    .where(and(isSession(session), eq(chatSessions.codeHash, codeHash)))
    .returning({ id: chatSessions.id });
  return used.length === 1;
}

// The waiting conversation's messages go after the earlier one's, in their
// order and with their times; a client id the earlier one holds already is
// renamed after the message, so both stay. Its tickets and staff notices follow.
// Both rows are of one organisation and locked by the caller.
export async function mergeConversation(tx: Database, { from, into }: { from: ChatUserRow; into: ChatUserRow }) {
  const offset = into.lastSequence;
  await tx.execute(sql`
    update ${chatMessages} as moved
    set chat_user_id = ${into.id},
        sequence = ${offset} + renumbered.position,
        client_id = case
          when exists (
            select 1 from ${chatMessages} as kept where kept.chat_user_id = ${into.id} and kept.client_id = moved.client_id
          ) then 'merged-' || moved.id
          else moved.client_id
        end
    from (
      select id, row_number() over (order by sequence) as position
      from ${chatMessages} where chat_user_id = ${from.id} and organization_id = ${from.organizationId}
    ) as renumbered
    where moved.id = renumbered.id`);
  const shifted = (sequence: number) => (sequence > 0 ? offset + sequence : 0);
  const [merged] = await tx
    .update(chatUsers)
    .set({
      lastSequence: offset + from.lastSequence,
      seen: into.seen && from.seen,
      updatedAt: from.updatedAt > into.updatedAt ? from.updatedAt : into.updatedAt,
      stakeholderSeenSequence: Math.max(into.stakeholderSeenSequence, shifted(from.stakeholderSeenSequence)),
      emailedSequence: Math.max(into.emailedSequence, shifted(from.emailedSequence)),
    })
    .where(and(eq(chatUsers.id, into.id), eq(chatUsers.organizationId, into.organizationId)))
    .returning();
  await tx
    .update(tickets)
    // A ticket that continues the chat by email holds the same messages under their new numbers.
    .set({ chatUserId: into.id, chatSequence: sql`${tickets.chatSequence} + ${offset}` })
    .where(and(eq(tickets.organizationId, from.organizationId), eq(tickets.chatUserId, from.id)));
  await tx
    .update(notifications)
    .set({ subjectId: into.id, link: sql`replace(${notifications.link}, ${from.id}, ${into.id})` })
    .where(and(eq(notifications.organizationId, from.organizationId), eq(notifications.subjectId, from.id)));
  return merged!;
}

// The session now reads the earlier conversation, all of it.
export async function moveSession(tx: Database, { chatUserId, ...session }: SessionKey & { chatUserId: string }) {
  await tx.update(chatSessions).set({ chatUserId, firstSequence: 1 }).where(isSession(session));
}

export async function deleteConversation(tx: Database, { organizationId, chatUserId }: ConversationKey) {
  await tx.delete(chatUsers).where(and(eq(chatUsers.id, chatUserId), eq(chatUsers.organizationId, organizationId)));
}

// The email is proven for this conversation: the sessions that never proved it
// end now (whoever typed the email first may not own it). Their ids, to close their sockets.
export async function proveConversation(
  tx: Database,
  { organizationId, chatUserId, now }: ConversationKey & { now: Date },
) {
  await tx
    .update(chatUsers)
    .set({ verified: true })
    .where(and(eq(chatUsers.id, chatUserId), eq(chatUsers.organizationId, organizationId)));
  const ended = await tx
    .update(chatSessions)
    .set({ expiresAt: now })
    .where(
      and(
        eq(chatSessions.organizationId, organizationId),
        eq(chatSessions.chatUserId, chatUserId),
        eq(chatSessions.verified, false),
        gt(chatSessions.expiresAt, now),
      ),
    )
    .returning({ id: chatSessions.id });
  return ended.map((row) => row.id);
}
