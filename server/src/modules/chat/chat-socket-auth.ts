import type { AppContext } from '../../app-context.js';
import { createSocketAuthenticator } from '../../platform/realtime/realtime-auth.js';
import type { ChatService } from './chat.service.js';
import type { ChatSocketData } from './chat-participants.js';

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
