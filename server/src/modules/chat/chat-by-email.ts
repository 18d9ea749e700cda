import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { JobPayload } from '../../platform/jobs/job-runner.js';
import { toChatMessage } from './chat.mapper.js';
import {
  type ChatMessageRow,
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
  { staffOnline }: { staffOnline: boolean },
) {
  const { organizationId, chatUserId } = message;
  const fromStaff = message.sender === 'staff';
  const open = !fromStaff && !staffOnline;
  if (!open && !(await findContinuingTicket(tx, { organizationId, chatUserId }))) return false;
  const waitMs = fromStaff ? chatReplyEmailWaitMs : 0;
  await jobs.enqueue<ChatByEmailCheck>(
    tx,
    chatByEmailJob,
    { organizationId, chatUserId, open },
    { runAt: new Date(message.createdAt.getTime() + waitMs), key: `${chatUserId}:${message.sequence}` },
  );
  return waitMs === 0;
}

// For mail-in, which runs the check: the conversation and its messages, and the stakeholder's emailed answers
// written into it.
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

    // A member's reply on the ticket, added to the conversation as theirs, and emailed already with the ticket.
    // Answers what tells both sides once the caller's transaction commits.
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
      await updateChatUser(tx, { organizationId, chatUserId }, { emailedSequence: stored.sequence });
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
