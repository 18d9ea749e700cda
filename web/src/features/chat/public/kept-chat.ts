import type { ChatSession } from './chat-session';

// Where the stakeholder's browser keeps a started chat (chat-session.ts says
// what it holds). Reading, writing and forgetting it needs no schema, so a first
// visit, with nothing kept, draws the start form without loading zod.
export const chatSessionKey = (organizationId: string) => `srm_chat_session:${organizationId}`;

// Storage may be refused (a website's embed in a browser blocking third-party
// storage): the chat works all the same, only a reload starts it again.
export function keptChatText(organizationId: string): string | null {
  try {
    return localStorage.getItem(chatSessionKey(organizationId));
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
