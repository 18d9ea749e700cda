import type { PublicChat } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Public: whether a chat's address names a real organisation, and its name.
export const getPublicChat = (organizationId: string) =>
  apiRequest<PublicChat>(`/chat/public/${encodeURIComponent(organizationId)}/`);

export const publicChatQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: [...queryKeys.chat, 'public', organizationId],
    queryFn: () => getPublicChat(organizationId),
  });

// Not asked for an address that cannot name an organisation (not a UUID).
export function usePublicChat(organizationId: string, enabled: boolean) {
  return useQuery({ ...publicChatQueryOptions(organizationId), enabled });
}
