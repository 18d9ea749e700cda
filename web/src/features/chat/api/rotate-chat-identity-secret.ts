import type { ChatIdentitySecret } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { chatIdentitySecretQueryOptions } from './get-chat-identity-secret';

// Managers only: a new secret; proofs made with the old one are refused from now on.
export const rotateChatIdentitySecret = () =>
  apiRequest<ChatIdentitySecret>('/chat/identity-secret/rotate/', { method: 'POST' });

export function useRotateChatIdentitySecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateChatIdentitySecret,
    onSuccess: (secret) => queryClient.setQueryData(chatIdentitySecretQueryOptions().queryKey, secret),
  });
}
