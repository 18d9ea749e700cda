import type { ChatSessionBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

// Public: a new code to the chat's address; the last one stops working.
export const resendChatCode = (body: ChatSessionBody) =>
  apiRequest<{ detail: string }>('/chat/resend-code/', { method: 'POST', body });

export function useResendChatCode() {
  return useMutation({ mutationFn: resendChatCode });
}
