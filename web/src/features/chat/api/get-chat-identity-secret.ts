import type { ChatIdentitySecret } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// Managers only: the secret the organisation's website signs its visitors' emails with.
export const getChatIdentitySecret = () => apiRequest<ChatIdentitySecret>('/chat/identity-secret/');

export const chatIdentitySecretQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.chat, 'identity-secret'], queryFn: getChatIdentitySecret });

export function useChatIdentitySecret() {
  return useQuery(chatIdentitySecretQueryOptions());
}
