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

// A kept chat that no longer matches (an older version, a hand edit) counts as none.
export function chatSessionOf(kept: string | null): ChatSession | null {
  try {
    const parsed = kept ? ChatSession.safeParse(JSON.parse(kept)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}
