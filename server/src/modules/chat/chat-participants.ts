import type { Actor } from '../../platform/auth/actor.js';
import type { LiveSocketData } from '../../platform/realtime/realtime-auth.js';

// A stakeholder's way into their conversation (docs/product.md#chat).
export interface ChatSession {
  sessionId: string;
  chatUserId: string;
  organizationId: string;
  fullName: string;
  email: string;
  firstSequence: number;
}

// Who reads or writes a conversation: a member of its organisation's staff, or
// the stakeholder through their session (that conversation only).
export type ChatParticipant = { kind: 'staff'; actor: Actor } | { kind: 'stakeholder'; session: ChatSession };

// Who a chat socket is: a member of staff (their access token, checked as the
// API checks it) or a stakeholder (their chat session's token).
export type ChatSocketData = { kind: 'staff'; live: LiveSocketData } | { kind: 'stakeholder'; session: ChatSession };

export function participantOf(data: ChatSocketData): ChatParticipant {
  return data.kind === 'staff' ? { kind: 'staff', actor: data.live.actor } : data;
}
