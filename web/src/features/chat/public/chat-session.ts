import { ChatSessionReceipt } from '@srm/contract';
import type { z } from 'zod';

// What the stakeholder's browser keeps of a started chat, per organisation,
// so a reload (or the page opened again) carries on with the conversation, and
// with the code step while the email waits to be proven (docs/product.md#chat).
// Sessions kept before the code step have no flags: nothing is waiting.
const ChatSession = ChatSessionReceipt.pick({ chat_token: true, roomId: true, fullName: true, email: true }).extend(
  ChatSessionReceipt.pick({ verified: true, code_required: true, code_sent: true }).partial().shape,
);
export type ChatSession = z.infer<typeof ChatSession>;

export const chatSessionKey = (organizationId: string) => `srm_chat_session:${organizationId}`;

// Storage may be refused (a website's embed in a browser blocking third-party
// storage): the chat works all the same, only a reload starts it again.
export function readChatSession(organizationId: string): ChatSession | null {
  try {
    const raw = localStorage.getItem(chatSessionKey(organizationId));
    const parsed = raw ? ChatSession.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveChatSession(organizationId: string, receipt: ChatSession) {
  const { chat_token, roomId, fullName, email, verified, code_required, code_sent } = receipt;
  const kept = { chat_token, roomId, fullName, email, verified, code_required, code_sent };
  try {
    localStorage.setItem(chatSessionKey(organizationId), JSON.stringify(kept));
  } catch {
    // Kept for this visit only.
  }
}

export function forgetChatSession(organizationId: string) {
  try {
    localStorage.removeItem(chatSessionKey(organizationId));
  } catch {
    // Nothing was kept.
  }
}
