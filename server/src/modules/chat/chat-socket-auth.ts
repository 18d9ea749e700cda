import type { AppContext } from '../../app-context.js';
import { createSocketAuthenticator, type LiveSocketData } from '../../platform/realtime/realtime-auth.js';
import type { ChatParticipant, ChatService, ChatSession } from './chat.service.js';

// Who a chat socket is: a member of staff (their access token, checked as the
// API checks it) or a stakeholder (their chat session's token).
export type ChatSocketData = { kind: 'staff'; live: LiveSocketData } | { kind: 'stakeholder'; session: ChatSession };

export function createChatSocketAuthenticator(context: Pick<AppContext, 'database' | 'clock'>, chat: ChatService) {
  const staff = createSocketAuthenticator(context);
  return {
    async authenticate(auth: Record<string, unknown>): Promise<ChatSocketData | null> {
      if (typeof auth.chatToken === 'string') {
        const session = await chat.sessionOf(auth.chatToken);
        return session ? { kind: 'stakeholder', session } : null;
      }
      const live = await staff.authenticate(auth);
      return live ? { kind: 'staff', live } : null;
    },
    // A session revoked, ended or moved between the check and the join would have missed its disconnect.
    async stillLive(data: ChatSocketData) {
      if (data.kind === 'stakeholder') return chat.sessionStillLive(data.session);
      return staff.stillLive(data.live);
    },
  };
}

export function participantOf(data: ChatSocketData): ChatParticipant {
  return data.kind === 'staff' ? { kind: 'staff', actor: data.live.actor } : data;
}
