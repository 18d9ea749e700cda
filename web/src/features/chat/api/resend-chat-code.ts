import type { ChatSessionBody } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';

// Public: a new code to the chat's address; the last one stops working.
export const resendChatCode = (body: ChatSessionBody) =>
  apiRequest<{ detail: string }>('/chat/resend-code/', { method: 'POST', body });

export function useResendChatCode() {
  return usePublicMutation(resendChatCode);
}
