import type { ChatSessionReceipt, VerifyChatCodeBody } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';

// Public: the code emailed to the chat's address proves it; the answer is the
// session as it now is, in the earlier conversation (docs/product.md#chat).
export const verifyChatCode = (body: VerifyChatCodeBody) =>
  apiRequest<ChatSessionReceipt>('/chat/verify-code/', { method: 'POST', body });

export function useVerifyChatCode() {
  return usePublicMutation(verifyChatCode);
}
