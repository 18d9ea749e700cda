import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import {
  type ChatByEmailCheck,
  type ChatMessageRow,
  type ChatUserRow,
  cameFromTicket,
  chatByEmailJob,
  chatReplyEmailWaitMs,
  createChatByEmail,
} from '../chat/index.js';
import { type AfterCommit, createChatTickets, type TicketRow } from '../tickets/index.js';
import { defaultHandlerFor } from './default-handler.js';

const bodyOf = (messages: ChatMessageRow[]) => messages.map((message) => message.body).join('\n\n');

// Runs of one writer's messages, in order: each becomes one entry on the ticket, the stakeholder's an answer,
// a member's a reply.
function runsOf(messages: ChatMessageRow[]) {
  const runs: { sender: ChatMessageRow['sender']; messages: ChatMessageRow[] }[] = [];
  for (const message of messages) {
    const last = runs.at(-1);
    const sameWriter = last?.sender === message.sender && last.messages[0]!.staffUserId === message.staffUserId;
    if (last && sameWriter) last.messages.push(message);
    else runs.push({ sender: message.sender, messages: [message] });
  }
  return runs;
}

// docs/product.md#chat-by-email: the check each chat message queues while its conversation continues by email,
// or should begin to. It opens the ticket, or writes what the chat said since into it, and emails the staff
// replies the stakeholder has not read on the page.
export function handleChatByEmail(context: AppContext) {
  const { database, jobs, clock } = context;
  const chat = createChatByEmail(context);
  const chatTickets = createChatTickets(context);

  // The stakeholder's messages no one has answered, since the last ticket the conversation continued as.
  async function waitingMessages(tx: Database, conversation: ChatUserRow) {
    const key = { organizationId: conversation.organizationId, chatUserId: conversation.id };
    const after = await chat.findLastContinuedSequence(tx, key);
    const since = await chat.listMessagesAfter(tx, { ...key, after });
    const lastStaff = since.findLastIndex((message) => message.sender === 'staff');
    return since.slice(lastStaff + 1).filter((message) => !cameFromTicket(message));
  }

  async function open(tx: Database, conversation: ChatUserRow): Promise<AfterCommit | undefined> {
    const waiting = await waitingMessages(tx, conversation);
    if (waiting.length === 0) return undefined;
    const { organizationId } = conversation;
    const created = await chatTickets.open(tx, {
      conversation,
      messages: waiting.map((message) => message.body),
      handlerId: await defaultHandlerFor(tx, organizationId),
      chatSequence: conversation.lastSequence,
    });
    return created.afterCommit;
  }

  // What the chat said since the ticket last took it. A staff reply younger than the wait is left for its own
  // check, so the stakeholder who is still on the page reads it there instead of in their mail; what came from
  // the ticket is in it already.
  async function writeInto(tx: Database, held: TicketRow, conversation: ChatUserRow) {
    let ticket = held;
    const key = { organizationId: conversation.organizationId, chatUserId: conversation.id };
    const since = (
      await chat.listMessagesAfter(tx, { ...key, after: ticket.chatSequence ?? conversation.lastSequence })
    ).filter((message) => !cameFromTicket(message));
    const readBy = clock.now().getTime() - chatReplyEmailWaitMs;
    const young = since.findIndex((message) => message.sender === 'staff' && message.createdAt.getTime() > readBy);
    const taken = young === -1 ? since : since.slice(0, young);
    const last = taken.at(-1);
    if (!last) return [];
    const after: AfterCommit[] = [];
    const readUpTo = Math.max(conversation.stakeholderSeenSequence, conversation.emailedSequence);
    let emailedUpTo = conversation.emailedSequence;
    for (const run of runsOf(taken)) {
      const body = bodyOf(run.messages);
      if (run.sender === 'stakeholder') {
        const answered = await chatTickets.answer(tx, { ticket, body });
        ({ ticket } = answered);
        after.push(answered.afterCommit);
        continue;
      }
      const [first] = run.messages;
      const unread = run.messages.filter((message) => message.sequence > readUpTo);
      const replied = await chatTickets.reply(tx, {
        ticket,
        staffUserId: first!.staffUserId,
        senderName: first!.senderName,
        body,
        emailed: unread.length > 0 ? bodyOf(unread) : undefined,
      });
      ({ ticket } = replied);
      after.push(replied.afterCommit);
      // Unsent (the organisation turned those emails off), they stay for the chat's own email of unseen replies.
      if (replied.sent) emailedUpTo = Math.max(emailedUpTo, run.messages.at(-1)!.sequence);
    }
    await chatTickets.heldUpTo(tx, ticket, last.sequence);
    if (emailedUpTo > conversation.emailedSequence) await chat.markEmailedUpTo(tx, key, emailedUpTo);
    return after;
  }

  jobs.handle<ChatByEmailCheck>(chatByEmailJob, {
    run: async ({ organizationId, chatUserId, open: mayOpen }) => {
      const key = { organizationId, chatUserId };
      const after = await database.db.transaction(async (tx): Promise<AfterCommit[]> => {
        // The ticket's row before the conversation's, in the order an emailed answer takes them.
        const continuing = await chat.findContinuingTicket(tx, key);
        const locked = continuing && (await chatTickets.lockTicket(tx, { organizationId, ticketId: continuing.id }));
        const ticket = locked && locked.status !== 'resolved' ? locked : undefined;
        const conversation = await chat.lockConversation(tx, key);
        if (!conversation) return [];
        if (ticket) return writeInto(tx, ticket, conversation);
        if (!mayOpen) return [];
        // Another check opened its ticket meanwhile: this one writes into it once that has committed.
        if (await chat.findContinuingTicket(tx, key)) {
          await jobs.enqueue<ChatByEmailCheck>(tx, chatByEmailJob, { ...key, open: false });
          return [];
        }
        const opened = await open(tx, conversation);
        return opened ? [opened] : [];
      });
      for (const tell of after) tell();
    },
  });
}
