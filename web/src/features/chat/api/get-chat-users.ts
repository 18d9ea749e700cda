import type { ChatUserPage } from '@srm/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export const chatUsersPageSize = 30;

export const getChatUsers = (page: number, search: string) =>
  apiRequest<ChatUserPage>('/chat/users/', { query: { page, page_size: chatUsersPageSize, search } });

const nextPageOf = (last: ChatUserPage) => {
  const full = last.results.length === last.page_size;
  const more = last.page * last.page_size < last.count || last.count_capped;
  return full && more ? last.page + 1 : undefined;
};

export const chatUsersQueryOptions = (search: string) =>
  infiniteQueryOptions({
    queryKey: [...queryKeys.chat, 'users', { search }],
    queryFn: ({ pageParam }) => getChatUsers(pageParam, search),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

// The people who have written, newest update first, a page at a time ('Show more').
// The chat socket's userDataAgain refreshes it (staff/chats-page.tsx).
export function useChatUsers(search: string) {
  return useInfiniteQuery({ ...chatUsersQueryOptions(search), placeholderData: keepPreviousData });
}
