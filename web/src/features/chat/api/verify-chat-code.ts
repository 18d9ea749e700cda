import type { ChatSessionReceipt, VerifyChatCodeBody } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

// Public: the code emailed to the chat's address proves it; the answer is the
// session as it now is, in the earlier conversation (docs/product.md#chat).
export const verifyChatCode = (body: VerifyChatCodeBody) =>
  apiRequest<ChatSessionReceipt>('/chat/verify-code/', { method: 'POST', body });

export function useVerifyChatCode() {
  return useMutation({ mutationFn: verifyChatCode });
}
