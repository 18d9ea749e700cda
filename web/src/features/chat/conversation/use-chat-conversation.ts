import type { ChatSender } from '@srm/contract';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ChatSocket } from '../chat-socket';
import { ChatConversation, type ConversationSnapshot } from './chat-conversation';

const nothingShown: ConversationSnapshot = {
  messages: [],
  pending: [],
  connected: false,
  loaded: false,
  hasEarlier: false,
  otherTyping: false,
  problem: null,
};
const subscribeToNothing = () => () => undefined;
const showNothing = () => nothingShown;

// The conversation `roomId` over `socket`, as long as the component shows it;
// a new room (staff choosing another person) leaves the old one.
export function useChatConversation(socket: ChatSocket | null, roomId: string | null, me: ChatSender) {
  const conversation = useMemo(
    () => (socket && roomId ? new ChatConversation({ socket, roomId, me }) : null),
    [socket, roomId, me],
  );
  useEffect(() => conversation?.start(), [conversation]);
  const snapshot = useSyncExternalStore(
    conversation?.subscribe ?? subscribeToNothing,
    conversation?.getSnapshot ?? showNothing,
  );
  return { conversation, snapshot };
}
