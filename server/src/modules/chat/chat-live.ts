import { type ChatClientEvents, type ChatMessage, type ChatServerEvents, chatNamespace } from '@srm/contract';
import type { Namespace } from 'socket.io';
import type { Realtime } from '../../platform/realtime/realtime.js';
import type { ChatSocketData } from './chat-participants.js';

export type ChatNamespace = Namespace<ChatClientEvents, ChatServerEvents, Record<string, never>, ChatSocketData>;

// The chat namespace's rooms: a conversation (its staff who opened it and its
// stakeholder's browsers), the organisation's staff, who hear of every one, and
// one stakeholder session's browsers.
export const chatRooms = {
  conversation: (chatUserId: string) => `conversation:${chatUserId}`,
  staff: (organizationId: string) => `chat-staff:${organizationId}`,
  session: (sessionId: string) => `chat-session:${sessionId}`,
};

const viewersWaitMs = 1_000;

// What the chat tells its sockets, after the change has committed (decision 016).
export function createChatLive(realtime: Realtime) {
  const namespace: ChatNamespace = realtime.namespace<ChatClientEvents, ChatServerEvents, ChatSocketData>(
    chatNamespace,
  );
  return {
    namespace,
    messageStored(organizationId: string, message: ChatMessage) {
      if (realtime.closed) return;
      namespace.to(chatRooms.conversation(message.roomId)).emit('messageFromServer', message);
      const staff = namespace.to(chatRooms.staff(organizationId));
      if (message.sender === 'stakeholder')
        staff.emit('message', { roomId: message.roomId, sequence: message.sequence });
      staff.emit('userDataAgain', { ids: [message.roomId] });
    },
    // The staff who have the conversation open now, on any server copy.
    // Asked of every copy; one that does not answer soon (a deploy under way)
    // leaves its viewers out, who are then told as if they were not looking.
    async staffViewing(chatUserId: string) {
      if (realtime.closed) return new Set<string>();
      const sockets = await Promise.race([
        namespace.in(chatRooms.conversation(chatUserId)).fetchSockets(),
        new Promise<[]>((resolve) => setTimeout(() => resolve([]), viewersWaitMs).unref()),
      ]).catch(() => []);
      return new Set(sockets.flatMap((socket) => (socket.data.kind === 'staff' ? [socket.data.live.userId] : [])));
    },
    // Sessions moved to another conversation or ended (a proof of the email,
    // docs/product.md#chat): their sockets, on any server copy, close; a moved
    // one's browser connects again and reads its new conversation.
    endSessions(sessionIds: string[]) {
      if (realtime.closed || sessionIds.length === 0) return;
      namespace.in(sessionIds.map(chatRooms.session)).disconnectSockets(true);
    },
    // docs/product.md#chat-by-email: staff answering in the chat have the app open.
    staffArrived: (organizationId: string) => realtime.staffArrived(organizationId),
    staffOnline: (organizationId: string) =>
      realtime.closed ? Promise.resolve(false) : realtime.staffOnline(organizationId),
    usersChanged(organizationId: string, ids: string[]) {
      if (realtime.closed) return;
      namespace.to(chatRooms.staff(organizationId)).emit('userDataAgain', { ids });
    },
  };
}

export type ChatLive = ReturnType<typeof createChatLive>;
