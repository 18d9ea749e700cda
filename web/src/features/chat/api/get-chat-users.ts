import type { ChatUserListQuery, ChatUserPage } from '@srm/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const chatUsersPageSize = 30;

// Which conversations: a search by name or email, or one stakeholder record's.
export type ChatUsersFilter = Pick<ChatUserListQuery, 'search' | 'stakeholder_id'>;

export const getChatUsers = (page: number, filter: ChatUsersFilter) =>
  apiRequest<ChatUserPage>('/chat/users/', { query: { page, page_size: chatUsersPageSize, ...filter } });

const nextPageOf = (last: ChatUserPage) => {
  const full = last.results.length === last.page_size;
  const more = last.page * last.page_size < last.count || last.count_capped;
  return full && more ? last.page + 1 : undefined;
};

export const chatUsersQueryOptions = (filter: ChatUsersFilter) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.chat, 'users', filter],
    queryFn: ({ pageParam }) => getChatUsers(pageParam, filter),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

// The people who have written, newest update first, a page at a time ('Show more').
// The chat socket's userDataAgain refreshes it (staff/chats-page.tsx).
export function useChatUsers(search: string) {
  return useInfiniteQuery({ ...chatUsersQueryOptions({ search }), placeholderData: keepPreviousData });
}

// The conversations with one stakeholder record's emails, for its page.
export function useStakeholderChats(stakeholderId: string) {
  return useInfiniteQuery(chatUsersQueryOptions({ stakeholder_id: stakeholderId }));
}
