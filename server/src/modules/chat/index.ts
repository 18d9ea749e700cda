import { appModule } from '../../app-module.js';
import { chatRoutes } from './chat.routes.js';
import { createChatService } from './chat.service.js';
import { createChatIdentityService } from './chat-identity.service.js';
import { createChatLive } from './chat-live.js';
import { handleMissedReplies } from './chat-missed-replies.js';
import { createChatSessionsService } from './chat-sessions.service.js';
import { serveChatSockets } from './chat-socket.js';

// Live chat between staff and stakeholders (docs/product.md#chat): its API, its socket namespace, and the
// emails of replies nobody saw.
export const chatModule = appModule('chat', async (app, context) => {
  const live = createChatLive(context.realtime);
  const chat = createChatService(context, live);
  const identity = createChatIdentityService(context);
  const sessions = createChatSessionsService(context, live, identity);
  await app.register(chatRoutes, { prefix: '/api/chat', chat, sessions, identity, rateLimits: context.rateLimits });
  serveChatSockets(context, live, chat);
  handleMissedReplies(context);
});

// For the tickets module: the conversation a ticket is made from, and the replies on a ticket that continues it.
// For mail-in: the chat that goes on by email.
export { type ChatMessageRow, type ChatUserRow, findChatUser } from './chat.queries.js';
export {
  type ChatByEmail,
  type ChatByEmailCheck,
  cameFromTicket,
  chatByEmailJob,
  chatReplyEmailWaitMs,
  createChatByEmail,
} from './chat-by-email.js';
