import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { JobPayload } from '../../platform/jobs/job-runner.js';
import { toChatMessage } from './chat.mapper.js';
import {
  type ChatMessageRow,
  findChatUser,
  insertChatMessageOnce,
  lockChatUser,
  takeNextSequence,
  updateChatUser,
} from './chat.queries.js';
import { findContinuingTicket, findLastContinuedSequence, listMessagesAfter } from './chat-by-email.queries.js';
import { createChatLive } from './chat-live.js';

// docs/product.md#chat-by-email: a conversation whose stakeholder writes while no one is online becomes a ticket
// that continues it by email; while the ticket is open, what either side writes in the chat is written into it.
export const chatByEmailJob = 'chat.by-email';
// A staff reply waits this long for the stakeholder to read it on the page before it is emailed.
export const chatReplyEmailWaitMs = 30_000;

export interface ChatByEmailCheck extends JobPayload {
  organizationId: string;
  chatUserId: string;
  // Written while no one was online: the conversation becomes a ticket if it is not one already.
  open: boolean;
}

// A message that came into the conversation from its ticket (an email of the stakeholder's, a reply written on
// the ticket) is in the ticket already.
const fromEmailPrefix = 'email:';
const fromTicketReplyPrefix = 'ticket:';
export const cameFromTicket = (message: Pick<ChatMessageRow, 'clientId'>) =>
  message.clientId.startsWith(fromEmailPrefix) || message.clientId.startsWith(fromTicketReplyPrefix);

// In the transaction that stores a message: the check that writes it into the conversation's ticket, or opens
// one. A stakeholder's is checked at once, a staff reply once the stakeholder has had time to read it. Answers
// whether a check is due now.
export async function queueChatByEmailCheck(
  tx: Database,
  { jobs }: Pick<AppContext, 'jobs'>,
  message: Pick<ChatMessageRow, 'organizationId' | 'chatUserId' | 'sequence' | 'sender' | 'createdAt'>,
  { staffOnline, continuesByEmail }: { staffOnline: boolean; continuesByEmail: boolean },
) {
  const { organizationId, chatUserId } = message;
  const fromStaff = message.sender === 'staff';
  const open = !fromStaff && !staffOnline;
  if (!open && !continuesByEmail) return false;
  const waitMs = fromStaff ? chatReplyEmailWaitMs : 0;
  await jobs.enqueue<ChatByEmailCheck>(
    tx,
    chatByEmailJob,
    { organizationId, chatUserId, open },
    { runAt: new Date(message.createdAt.getTime() + waitMs), key: `${chatUserId}:${message.sequence}` },
  );
  return waitMs === 0;
}

// What a ticket adds to its conversation reaches only a conversation whose email was proven (decision 016): in
// one that was not, whoever typed the address would read what its owner wrote, or was told, by email.
async function provenConversation(tx: Database, key: { organizationId: string; chatUserId: string }) {
  const conversation = await findChatUser(tx, key);
  return conversation?.verified === true;
}

// For mail-in, which runs the check, and for the tickets: the conversation and its messages, and what the ticket
// adds to it (the stakeholder's emailed answers, replies written on the ticket).
export function createChatByEmail(context: Pick<AppContext, 'realtime'>) {
  const live = createChatLive(context.realtime);
  return {
    lockConversation: lockChatUser,
    findContinuingTicket,
    findLastContinuedSequence,
    listMessagesAfter,

    // Staff replies emailed with the ticket: the missed-replies check finds them emailed.
    async markEmailedUpTo(tx: Database, key: { organizationId: string; chatUserId: string }, sequence: number) {
      await updateChatUser(tx, key, { emailedSequence: sequence });
    },

    // A member's reply on the ticket, added to the conversation as theirs. It went by email with the ticket (or,
    // turned off there, not at all): the chat's email of unseen replies leaves it out. Answers what tells both
    // sides once the caller's transaction commits.
    async addTicketReply(
      tx: Database,
      {
        organizationId,
        chatUserId,
        entryId,
        staffUserId,
        senderName,
        body,
        now,
      }: {
        organizationId: string;
        chatUserId: string;
        entryId: string;
        staffUserId: string;
        senderName: string;
        body: string;
        now: Date;
      },
    ) {
      if (!(await provenConversation(tx, { organizationId, chatUserId }))) return () => undefined;
      const conversation = await takeNextSequence(tx, { organizationId, chatUserId, now, unseen: false });
      if (!conversation) return () => undefined;
      const stored = await insertChatMessageOnce(tx, {
        organizationId,
        chatUserId,
        sequence: conversation.lastSequence,
        clientId: `${fromTicketReplyPrefix}${entryId}`,
        sender: 'staff',
        staffUserId,
        senderName,
        body,
        createdAt: now,
      });
      return () => live.messageStored(organizationId, toChatMessage(stored, conversation.email));
    },

    // The stakeholder's answer by email, added to the conversation as theirs. Answers what tells both sides
    // once the caller's transaction commits.
    async addEmailedAnswer(
      tx: Database,
      {
        organizationId,
        chatUserId,
        emailId,
        body,
        now,
      }: { organizationId: string; chatUserId: string; emailId: string; body: string; now: Date },
    ) {
      if (!(await provenConversation(tx, { organizationId, chatUserId }))) return () => undefined;
      const conversation = await takeNextSequence(tx, { organizationId, chatUserId, now, unseen: true });
      if (!conversation) return () => undefined;
      const stored = await insertChatMessageOnce(tx, {
        organizationId,
        chatUserId,
        sequence: conversation.lastSequence,
        clientId: `${fromEmailPrefix}${emailId}`,
        sender: 'stakeholder',
        staffUserId: null,
        senderName: conversation.fullName,
        body,
        createdAt: now,
      });
      return () => live.messageStored(organizationId, toChatMessage(stored, conversation.email));
    },
  };
}

export type ChatByEmail = ReturnType<typeof createChatByEmail>;
