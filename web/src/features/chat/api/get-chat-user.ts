import type { ChatUser } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const getChatUser = (chatUserId: string) =>
  apiRequest<ChatUser>(`/chat/users/${encodeURIComponent(chatUserId)}`);

export const chatUserQueryOptions = (chatUserId: string) =>
  queryOptions({ queryKey: [...queryKeys.chat, 'user', chatUserId], queryFn: () => getChatUser(chatUserId) });

// One conversation's header data, for an open one the loaded list does not hold
// (a link to it, or a remembered one further down the list).
export function useChatUser(chatUserId: string | null, enabled: boolean) {
  return useQuery({ ...chatUserQueryOptions(chatUserId ?? ''), enabled: enabled && chatUserId !== null });
}
