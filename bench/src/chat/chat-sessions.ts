import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../../server/src/db/client.js';
import { chatSessions, chatUsers, jobs } from '../../../server/src/db/schema/index.js';
import { missedRepliesJob } from '../../../server/src/modules/chat/chat-missed-replies.js';
import { hashToken, newOpaqueToken } from '../../../server/src/platform/auth/secrets.js';
import { benchDomain } from '../seed/bench-organizations.js';
import type { Conversation } from './protocol.js';

// The bench's stakeholders write from this domain, so a run finds and removes
// what an earlier one left, and nothing else.
const chatDomain = `chat.${benchDomain}`;
const chunk = 1_000;
const dayMs = 24 * 60 * 60_000;

const isBenchChatUser = (organizationId: string) =>
  and(eq(chatUsers.organizationId, organizationId), like(chatUsers.email, `%@${chatDomain}`));

// One conversation and one chat session per stakeholder, written as starting
// a chat writes them (the token kept only as its hash, reading from sequence
// 1), without going through POST /api/chat/start, which allows 30 an hour per address.
export async function createChatSessions(db: Database, organizationId: string, count: number) {
  const now = new Date();
  const conversations: Conversation[] = [];
  for (let from = 1; from <= count; from += chunk) {
    const numbers = Array.from({ length: Math.min(chunk, count - from + 1) }, (_, index) => from + index);
    const people = numbers.map((number) => ({
      organizationId,
      fullName: `Visitor ${number}`,
      email: `visitor-${String(number).padStart(5, '0')}@${chatDomain}`,
      createdAt: now,
      updatedAt: now,
    }));
    const rows = await db.insert(chatUsers).values(people).returning({ id: chatUsers.id, email: chatUsers.email });
    const idOf = new Map(rows.map((row) => [row.email, row.id]));
    const sessions = people.map((person) => {
      const token = newOpaqueToken();
      const roomId = idOf.get(person.email)!;
      conversations.push({ token, roomId });
      return {
        chatUserId: roomId,
        organizationId,
        tokenHash: hashToken(token),
        fullName: person.fullName,
        firstSequence: 1,
        createdAt: now,
        expiresAt: new Date(now.getTime() + dayMs),
      };
    });
    await db.insert(chatSessions).values(sessions);
  }
  await db.execute(sql`analyze chat_users, chat_sessions`);
  return conversations;
}

// The bench's conversations with their sessions and messages, and the
// missed-replies checks their replies queued (found by the conversation in their payload).
export async function removeChatSessions(db: Database, organizationId: string) {
  const ids = db
    .select({ id: sql<string>`${chatUsers.id}::text` })
    .from(chatUsers)
    .where(isBenchChatUser(organizationId));
  await db
    .delete(jobs)
    .where(and(eq(jobs.name, missedRepliesJob), inArray(sql`${jobs.payload} ->> 'chatUserId'`, ids)));
  const removed = await db.delete(chatUsers).where(isBenchChatUser(organizationId)).returning({ id: chatUsers.id });
  return removed.length;
}
