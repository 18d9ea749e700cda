import {
  type ChatMessage,
  type ChatUserListQuery,
  type ChatUserPage,
  chatHistoryLimit,
  chatTokenMaxLength,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { hashToken } from '../../platform/auth/secrets.js';
import { AppError } from '../../platform/errors/app-error.js';
import { stakeholderEmailsFor, stakeholderLinksFor } from '../../platform/stakeholder-records/stakeholder-links.js';
import { createNotifier } from '../notifications/index.js';
import { toChatMessage, toChatUser } from './chat.mapper.js';
import {
  chatUsersWithLastMessage,
  findChatSession,
  findChatUser,
  findMessageByClientId,
  findOrganizationName,
  insertChatMessageOnce,
  listChatUserRows,
  listMessages,
  listTicketsOfChatUsers,
  markSeenUpTo,
  markStakeholderSeen,
  RepeatedClientIdError,
  takeNextSequence,
} from './chat.queries.js';
import { queueChatByEmailCheck } from './chat-by-email.js';
import type { ChatLive } from './chat-live.js';
import { queueMissedRepliesCheck } from './chat-missed-replies.js';
import { tellStaffOfMessage } from './chat-notices.js';
import type { ChatParticipant, ChatSession } from './chat-participants.js';
import { isSessionLive } from './chat-sessions.queries.js';

function checkOwnConversation(participant: ChatParticipant, chatUserId: string) {
  if (participant.kind === 'stakeholder' && participant.session.chatUserId !== chatUserId) {
    throw new AppError('NOT_FOUND');
  }
}

const organizationOf = (participant: ChatParticipant) =>
  participant.kind === 'staff' ? participant.actor.organizationId : participant.session.organizationId;

export function createChatService(context: AppContext, live: ChatLive) {
  const { database, clock, jobs } = context;
  const { db } = database;
  const notifier = createNotifier(context);

  async function organizationNameOf(organizationId: string) {
    const name = await findOrganizationName(db, organizationId);
    if (name === undefined) throw new AppError('CHAT_NOT_FOUND');
    return name;
  }

  // The conversation a participant may open: any of their organisation's for
  // staff, their own for a stakeholder. Anything else is not found.
  async function conversationFor(participant: ChatParticipant, chatUserId: string) {
    checkOwnConversation(participant, chatUserId);
    const chatUser = await findChatUser(db, { organizationId: organizationOf(participant), chatUserId });
    if (!chatUser) throw new AppError('NOT_FOUND');
    return chatUser;
  }

  // A send whose client id is stored already. Only a true repeat is answered:
  // a client id of the other side, or of before this session began, reveals
  // nothing and stores nothing.
  async function answerRepeatedSend(
    participant: ChatParticipant,
    { roomId, clientId }: { roomId: string; clientId: string },
  ) {
    const [stored, chatUser] = await Promise.all([
      findMessageByClientId(db, { organizationId: organizationOf(participant), chatUserId: roomId, clientId }),
      conversationFor(participant, roomId),
    ]);
    const sender = participant.kind === 'staff' ? 'staff' : 'stakeholder';
    const beforeSession =
      participant.kind === 'stakeholder' && (stored?.sequence ?? 0) < participant.session.firstSequence;
    if (!stored || stored.sender !== sender || beforeSession) throw new AppError('BAD_REQUEST');
    return toChatMessage(stored, chatUser.email);
  }

  // Conversations as the list shows them: with the record each email links to
  // (if the reader may see it) and the tickets made from each.
  async function describe(actor: Actor, rows: Awaited<ReturnType<typeof chatUsersWithLastMessage>>) {
    const [links, tickets] = await Promise.all([
      stakeholderLinksFor(db, { actor, emails: rows.map((row) => row.chatUser.email) }),
      listTicketsOfChatUsers(db, {
        organizationId: actor.organizationId,
        chatUserIds: rows.map((row) => row.chatUser.id),
      }),
    ]);
    const ticketsOf = (chatUserId: string) =>
      tickets.filter((ticket) => ticket.chatUserId === chatUserId).map(({ chatUserId: _, ...ticket }) => ticket);
    return rows.map((row) =>
      toChatUser(row.chatUser, row.lastMessage, links.get(row.chatUser.email) ?? null, ticketsOf(row.chatUser.id)),
    );
  }

  return {
    // docs/product.md#chat-by-email: the page says when no one is online to answer.
    async getPublicChat(organizationId: string) {
      const organizationName = await organizationNameOf(organizationId);
      return { organization_name: organizationName, staff_available: await live.staffOnline(organizationId) };
    },

    async sessionOf(token: string): Promise<ChatSession | undefined> {
      if (token.length === 0 || token.length > chatTokenMaxLength) return undefined;
      return findChatSession(db, { tokenHash: hashToken(token), now: clock.now() });
    },

    // Whether a socket's session still reads its conversation: a proof of the
    // email moves or ends sessions (docs/product.md#chat).
    async sessionStillLive(session: ChatSession) {
      return isSessionLive(db, { ...session, now: clock.now() });
    },

    async listChatUsers({ actor, query }: { actor: Actor; query: ChatUserListQuery }): Promise<ChatUserPage> {
      const emails = query.stakeholder_id
        ? await stakeholderEmailsFor(db, { actor, stakeholderId: query.stakeholder_id })
        : undefined;
      if (query.stakeholder_id && !emails) throw new AppError('NOT_FOUND');
      const { rows, count, countCapped } = await listChatUserRows(db, {
        organizationId: actor.organizationId,
        emails,
        search: query.search,
        limit: query.page_size,
        offset: (query.page - 1) * query.page_size,
      });
      return {
        results: await describe(actor, rows),
        count,
        count_capped: countCapped,
        page: query.page,
        page_size: query.page_size,
      };
    },

    async getChatUser({ actor, chatUserId }: { actor: Actor; chatUserId: string }) {
      await conversationFor({ kind: 'staff', actor }, chatUserId);
      const rows = await chatUsersWithLastMessage(db, {
        organizationId: actor.organizationId,
        chatUserIds: [chatUserId],
      });
      const [user] = await describe(actor, rows);
      if (!user) throw new AppError('NOT_FOUND');
      return user;
    },

    // Refuses a conversation the participant may not open.
    async checkOpen(participant: ChatParticipant, chatUserId: string) {
      await conversationFor(participant, chatUserId);
    },

    async history(
      participant: ChatParticipant,
      chatUserId: string,
      query: { after?: number | undefined; before?: number | undefined; limit?: number | undefined },
    ) {
      const chatUser = await conversationFor(participant, chatUserId);
      const rows = await listMessages(db, {
        organizationId: chatUser.organizationId,
        chatUserId,
        from: participant.kind === 'stakeholder' ? participant.session.firstSequence : 1,
        after: query.after,
        before: query.before,
        limit: query.limit ?? chatHistoryLimit,
      });
      return rows.map((row) => toChatMessage(row, chatUser.email));
    },

    // Staff opened the conversation: its red dot goes, for every member of staff, and the reader's notices of
    // it are read.
    async markSeen({ actor, chatUserId }: { actor: Actor; chatUserId: string }) {
      const chatUser = await conversationFor({ kind: 'staff', actor }, chatUserId);
      // Only as far as the reader has seen: a message stored meanwhile keeps its dot.
      const seenUpTo = { organizationId: actor.organizationId, chatUserId, lastSequence: chatUser.lastSequence };
      if (!chatUser.seen && (await markSeenUpTo(db, seenUpTo))) {
        live.usersChanged(actor.organizationId, [chatUserId]);
      }
      // The reader's own notices of it are read too; a colleague's stay theirs to read.
      await notifier.readAbout(db, {
        organizationId: actor.organizationId,
        userId: actor.userId,
        kind: 'chat_message',
        subjectId: chatUserId,
      });
      return { ok: true as const };
    },

    // The stakeholder has read up to `sequence`: no missed-reply email for those.
    async stakeholderSaw(session: ChatSession, sequence: number) {
      await markStakeholderSeen(db, { ...session, sequence });
    },

    // Stores a message once per client id, numbered next in its conversation,
    // and tells both sides once it has committed. A repeated send answers the
    // message as first stored, and tells no one again.
    async send(
      participant: ChatParticipant,
      { roomId, text, clientId }: { roomId: string; text: string; clientId: string },
    ): Promise<ChatMessage> {
      checkOwnConversation(participant, roomId);
      const organizationId = organizationOf(participant);
      const fromStaff = participant.kind === 'staff';
      // Staff with the conversation open see the message; the others are told of it. Written while no one is
      // online, it goes on by email.
      const [viewing, staffOnline] = fromStaff
        ? [new Set<string>(), true]
        : await Promise.all([live.staffViewing(roomId), live.staffOnline(organizationId)]);
      const told = notifier.batch();
      const now = clock.now();
      // A staff reply is five round trips with BEGIN and COMMIT, two of them named
      // statements (bench/README.md, bench:chat).
      const stored = await db
        .transaction(async (tx) => {
          const chatUser = await takeNextSequence(tx, { organizationId, chatUserId: roomId, now, unseen: !fromStaff });
          if (!chatUser) throw new AppError('NOT_FOUND');
          const inserted = await insertChatMessageOnce(tx, {
            organizationId,
            chatUserId: roomId,
            sequence: chatUser.lastSequence,
            clientId,
            sender: fromStaff ? 'staff' : 'stakeholder',
            staffUserId: fromStaff ? participant.actor.userId : null,
            senderName: fromStaff
              ? `${participant.actor.firstName} ${participant.actor.lastName}`.trim()
              : participant.session.fullName,
            body: text,
            createdAt: now,
          });
          if (fromStaff) await queueMissedRepliesCheck(tx, context, chatUser, inserted);
          else await tellStaffOfMessage(tx, told, context, { chatUser, message: inserted, viewing });
          const { continuesByEmail } = chatUser;
          const checkDue = await queueChatByEmailCheck(tx, context, inserted, { staffOnline, continuesByEmail });
          return { row: inserted, email: chatUser.email, checkDue };
        })
        .catch((error: unknown) => {
          if (error instanceof RepeatedClientIdError) return undefined;
          throw error;
        });
      if (!stored) return answerRepeatedSend(participant, { roomId, clientId });
      told.announce();
      if (stored.checkDue) jobs.nudge();
      const message = toChatMessage(stored.row, stored.email);
      live.messageStored(organizationId, message);
      return message;
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
