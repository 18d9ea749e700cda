import { ticketTitleMaxLength } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { createNotifier } from '../notifications/index.js';
import type { AfterCommit } from './email-tickets.service.js';
import { recordStakeholderAnswer } from './stakeholder-answer.js';
import { createStakeholderEmails } from './stakeholder-emails.js';
import { insertActivity } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { openTicketFromOutside } from './ticket-from-outside.js';
import { slaWindowOf, statusAfterReply } from './ticket-status.js';
import { lockTicket, type TicketRow, updateTicketRow } from './tickets.queries.js';

// The conversation a ticket continues, as the chat knows it.
export interface ChatConversation {
  id: string;
  organizationId: string;
  fullName: string;
  email: string;
}

// A member's messages in a row, and who wrote them (no one, once their account is deleted).
export interface ChatReply {
  staffUserId: string | null;
  senderName: string;
  body: string;
}

// The first line of the stakeholder's first message, as 'Create a Ticket' in the chat titles a ticket.
function titleOf(text: string) {
  const firstLine = text.trim().split('\n')[0]!.trim();
  return firstLine.length > ticketTitleMaxLength ? `${firstLine.slice(0, ticketTitleMaxLength - 1)}…` : firstLine;
}

// The tickets' side of a chat that falls back to email (docs/product.md#chat-by-email): the ticket a conversation
// becomes when no one is online, and the conversation's messages written into it. Each runs in the caller's
// transaction, which holds the conversation's row; what it tells people goes out once that commits.
export function createChatTickets(context: AppContext) {
  const { config, clock, realtime } = context;
  const notifier = createNotifier(context);
  const stakeholderEmails = createStakeholderEmails(context);

  const announce = (ticket: Pick<TicketRow, 'id' | 'organizationId'>) => () =>
    realtime.toOrganization(ticket.organizationId).emit('ticket.changed', { ids: [ticket.id] });

  return {
    lockTicket: (tx: Database, key: { organizationId: string; ticketId: string }) => lockTicket(tx, key),

    // The stakeholder's waiting messages become a ticket, emailed to them with its reply address.
    async open(
      tx: Database,
      {
        conversation,
        messages,
        handlerId,
        chatSequence,
      }: { conversation: ChatConversation; messages: string[]; handlerId: string | null; chatSequence: number },
    ) {
      const { organizationId } = conversation;
      const now = clock.now();
      const told = notifier.batch();
      const { ticket, handler } = await openTicketFromOutside(
        tx,
        { config, told, now },
        {
          organizationId,
          title: titleOf(messages[0] ?? ''),
          description: messages.join('\n\n'),
          stakeholder: { email: conversation.email, name: conversation.fullName },
          handlerId,
          openedBy: `The chat with ${conversation.fullName}, while no one was online,`,
          chat: { chatUserId: conversation.id, chatSequence },
        },
      );
      await insertActivity(tx, [
        {
          ticketId: ticket.id,
          organizationId,
          type: 'created',
          text: activityText.createdFromChat(conversation.fullName, handler),
          authorId: null,
          createdAt: now,
        },
      ]);
      const emailed = (await stakeholderEmails.queue(tx, ticket, { kind: 'created' })) === 'sent';
      return {
        ticketId: ticket.id,
        afterCommit: (() => {
          told.announce();
          if (emailed) stakeholderEmails.nudge();
          announce(ticket)();
        }) satisfies AfterCommit,
      };
    },

    // What the stakeholder wrote in the chat since, as their answer on the ticket. Answers the ticket as it now is.
    async answer(tx: Database, { ticket, body }: { ticket: TicketRow; body: string }) {
      const told = notifier.batch();
      const now = clock.now();
      const answered = await recordStakeholderAnswer(tx, { config, told }, { ticket, body, now, fromChat: true });
      const afterCommit: AfterCommit = () => {
        told.announce();
        announce(ticket)();
      };
      return { ticket: answered.ticket, afterCommit };
    },

    // A member's replies in the chat, as one reply on the ticket. `emailed`: what the stakeholder has not read
    // on the page, emailed to them threaded; none when they read it all. Answers the ticket as it now is, and
    // whether the email went (not when the organisation turned those emails off).
    async reply(
      tx: Database,
      { ticket, emailed, ...reply }: ChatReply & { ticket: TicketRow; emailed: string | undefined },
    ) {
      const now = clock.now();
      const opened = statusAfterReply(ticket, slaWindowOf(ticket), now);
      await insertActivity(tx, [
        {
          ticketId: ticket.id,
          organizationId: ticket.organizationId,
          type: 'replied',
          text: activityText.repliedInChat(reply.senderName),
          authorId: reply.staffUserId,
          body: reply.body,
          changes: opened ? { status: opened } : null,
          createdAt: now,
        },
      ]);
      const key = { organizationId: ticket.organizationId, ticketId: ticket.id };
      await updateTicketRow(tx, key, { ...(opened && { status: opened.to }), updatedAt: now });
      const news = { kind: 'replied', authorName: reply.senderName, body: emailed ?? '' } as const;
      const sent = emailed !== undefined && (await stakeholderEmails.queue(tx, ticket, news)) === 'sent';
      const afterCommit: AfterCommit = () => {
        if (sent) stakeholderEmails.nudge();
        announce(ticket)();
      };
      return { ticket: opened ? { ...ticket, status: opened.to } : ticket, sent, afterCommit };
    },

    // The conversation's messages up to `chatSequence` are in the ticket.
    async heldUpTo(tx: Database, ticket: Pick<TicketRow, 'id' | 'organizationId'>, chatSequence: number) {
      await updateTicketRow(tx, { organizationId: ticket.organizationId, ticketId: ticket.id }, { chatSequence });
    },
  };
}

export type ChatTickets = ReturnType<typeof createChatTickets>;
