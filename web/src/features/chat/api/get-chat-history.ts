import { type ChatHistory, type ChatHistoryQuery, chatHistoryLimit } from '@srm/contract';
import { apiRequest } from '../../../api/client';

// Staff: one conversation's messages before a sequence ('Load earlier messages');
// the newer ones come through the socket.
export const getEarlierMessages = (chatUserId: string, before: number) =>
  apiRequest<ChatHistory>(`/chat/messages/${encodeURIComponent(chatUserId)}`, {
    query: { before, limit: chatHistoryLimit } satisfies ChatHistoryQuery,
  });
