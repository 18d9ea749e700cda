import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

// Staff have opened the conversation: its red dot goes (docs/product.md#chat), and the reader's notices of it
// are read, so the bell counts them no more (docs/product.md#notifications).
export const markChatSeen = (chatUserId: string) =>
  apiRequest<{ ok: true }>(`/chat/put/${encodeURIComponent(chatUserId)}`, { method: 'PUT' });

export function useMarkChatSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatSeen,
    onSuccess: () => Promise.all([refreshAfter(queryClient, 'chat'), refreshAfter(queryClient, 'notification')]),
  });
}
