import {
  ChatHistory,
  ChatHistoryQuery,
  ChatIdentitySecret,
  ChatSessionBody,
  ChatSessionReceipt,
  ChatUser,
  ChatUserListQuery,
  ChatUserPage,
  DetailResponse,
  PublicChat,
  StartChatBody,
  VerifyChatCodeBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import type { createChatService } from './chat.service.js';
import type { createChatIdentityService } from './chat-identity.service.js';
import type { createChatSessionsService } from './chat-sessions.service.js';

const tags = ['chat'];
const security = [{ bearerAuth: [] }];

// A public chat's address carries the organisation id. Anything that is not one
// of ours, well-formed or not, is the same 'chat not found'.
const PublicChatParams = z.object({ organization_id: z.string() });
function organizationIdOf(params: { organization_id: string }) {
  if (!z.uuid().safeParse(params.organization_id).success) throw new AppError('CHAT_NOT_FOUND');
  return params.organization_id;
}

const ChatUserParams = z.object({ userId: z.uuid() });

export interface ChatRouteOptions {
  chat: ReturnType<typeof createChatService>;
  sessions: ReturnType<typeof createChatSessionsService>;
  identity: ReturnType<typeof createChatIdentityService>;
  rateLimits: RateLimits;
}

// Registered under /api/chat (docs/product.md#chat): the staff's users list,
// history and seen mark, the public page's start. The sockets are chat-socket.ts.
export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (
  app,
  { chat, sessions, identity, rateLimits },
) => {
  app.get(
    '/public/:organization_id/',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Whether a public chat's address is real, the organisation's name, and whether anyone is online",
        params: PublicChatParams,
        response: { 200: PublicChat },
      },
    },
    async (request) => chat.getPublicChat(organizationIdOf(request.params)),
  );

  app.post(
    '/start/:organization_id/',
    {
      config: {
        access: access.public,
        invalidInput: { status: 400, message: 'validationFailed' },
        refusals: ['CHAT_IDENTITY_INVALID', 'TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        summary: 'Start chatting with an organisation (no sign-in): name and email give a chat session',
        description:
          "The answer's chat_token goes in the chat socket's handshake (auth.chatToken). An email that has a " +
          'conversation already gets one of its own (code_required) until the 6-digit code emailed to it is ' +
          "given (verify-code); a valid identity_hmac (the organisation's website vouching) joins it at once, an " +
          'invalid one is refused with 403. Rate-limited per client address, codes per email.',
        params: PublicChatParams,
        body: StartChatBody,
        response: { 201: ChatSessionReceipt },
      },
    },
    async (request, reply) => {
      const organizationId = organizationIdOf(request.params);
      await rateLimits.consume('chatStart', { ip: request.ip });
      return reply.status(201).send(await sessions.startChat({ organizationId, body: request.body, ip: request.ip }));
    },
  );

  app.post(
    '/verify-code/',
    {
      config: { access: access.public, refusals: ['CHAT_SESSION_NOT_FOUND', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: "Prove a chat session's email with the code emailed to it: the session joins its earlier conversation",
        description: 'The same rules as the sign-up code: 10 minutes, 5 tries, rate-limited per address and email.',
        body: VerifyChatCodeBody,
        response: { 200: ChatSessionReceipt },
      },
    },
    async (request) => sessions.verifyCode({ body: request.body, ip: request.ip }),
  );

  app.post(
    '/resend-code/',
    {
      config: { access: access.public, refusals: ['CHAT_SESSION_NOT_FOUND', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: "Email a new code for a chat session's email (the last one stops working)",
        body: ChatSessionBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => sessions.resendCode({ chatToken: request.body.chat_token, ip: request.ip }),
  );

  app.get(
    '/identity-secret/',
    {
      config: { access: access.can('manage_chat_identity') },
      schema: {
        tags,
        security,
        summary: "The secret the organisation's website signs its signed-in visitors' emails with (identity_hmac)",
        response: { 200: ChatIdentitySecret },
      },
    },
    async (request) => identity.secretOf(actorOf(request).organizationId),
  );

  app.post(
    '/identity-secret/rotate/',
    {
      config: { access: access.can('manage_chat_identity') },
      schema: {
        tags,
        security,
        summary: 'Replace the chat secret: proofs made with the old one are refused from now on',
        response: { 200: ChatIdentitySecret },
      },
    },
    async (request) => identity.rotate(actorOf(request).organizationId),
  );

  app.get(
    '/users/',
    {
      config: { access: access.signedIn, refusals: ['NOT_FOUND'] },
      schema: {
        tags,
        security,
        summary: "The people who have written, newest update first; search by name or email, or one record's emails",
        querystring: ChatUserListQuery,
        response: { 200: ChatUserPage },
      },
    },
    async (request) => chat.listChatUsers({ actor: actorOf(request), query: request.query }),
  );

  app.get(
    '/users/:userId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'One person who has written, as the list shows them',
        params: ChatUserParams,
        response: { 200: ChatUser },
      },
    },
    async (request) => chat.getChatUser({ actor: actorOf(request), chatUserId: request.params.userId }),
  );

  app.get(
    '/messages/:userId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "One conversation's messages in order: after a sequence, before one, or the latest",
        params: ChatUserParams,
        querystring: ChatHistoryQuery,
        response: { 200: ChatHistory },
      },
    },
    async (request) => chat.history({ kind: 'staff', actor: actorOf(request) }, request.params.userId, request.query),
  );

  app.put(
    '/put/:userId',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Mark a conversation seen by staff (its red dot goes)',
        params: ChatUserParams,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => chat.markSeen({ actor: actorOf(request), chatUserId: request.params.userId }),
  );
};
