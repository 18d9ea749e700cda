import { type ChatSession, chatSessionOf } from './chat-session';
import { keptChatText } from './kept-chat';
import { type VouchedVisitor, vouchedVisitorOf } from './vouched-visitor';

// Loaded only when the visitor arrives with something to read (public-chat-page.tsx): these use the contract's schemas.
export interface Arrival {
  // The organisation's website vouching for its signed-in visitor.
  vouched: VouchedVisitor | null;
  // The chat this browser kept from an earlier visit, unless the website vouches for someone else.
  kept: ChatSession | null;
}

// When the website vouches for its visitor, a kept chat of anyone else, or one
// that has not proven this email, gives way to a new start.
export function arrivalOf(organizationId: string, hash: string): Arrival {
  const vouched = vouchedVisitorOf(hash);
  const kept = chatSessionOf(keptChatText(organizationId));
  if (vouched && kept && !(kept.verified && kept.email === vouched.email)) return { vouched, kept: null };
  return { vouched, kept };
}
