import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// Staff have opened the conversation: its red dot goes (docs/product.md#chat).
export const markChatSeen = (chatUserId: string) =>
  apiRequest<{ ok: true }>(`/chat/put/${encodeURIComponent(chatUserId)}`, { method: 'PUT' });

export function useMarkChatSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatSeen,
    onSuccess: () => refreshAfter(queryClient, 'chat'),
  });
}
