import type { ChatSessionReceipt, StartChatBody } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';

export interface ChatToStart {
  organizationId: string;
  body: StartChatBody;
}

// Public: a name and an email give the chat session the browser keeps.
export const startChat = ({ organizationId, body }: ChatToStart) =>
  apiRequest<ChatSessionReceipt>(`/chat/start/${encodeURIComponent(organizationId)}/`, { method: 'POST', body });

export function useStartChat() {
  return usePublicMutation(startChat);
}
