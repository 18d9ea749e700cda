import {
  type ChatAnswer,
  type ChatRefusal,
  ChatRoomRef,
  ChatSeen,
  chatHistoryLimit,
  JoinChatRoom,
  messages,
  SendChatMessage,
} from '@srm/contract';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ZodError, type z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { AppError } from '../../platform/errors/app-error.js';
import { refuseUnstorableText } from '../../platform/input/unstorable-text.js';
import { refusal, refusalFor } from '../../platform/realtime/realtime-auth.js';
import { realtimeRooms } from '../../platform/realtime/realtime-rooms.js';
import type { ChatService } from './chat.service.js';
import { type ChatLive, chatRooms } from './chat-live.js';
import { participantOf } from './chat-participants.js';
import { createChatSocketAuthenticator } from './chat-socket-auth.js';

// A stakeholder may send this many messages in this many seconds (per session).
const stakeholderBurst = { points: 20, duration: 10 };

type Answer<Value> = (reply: ChatAnswer<Value>) => void;

// The chat's socket side (docs/product.md#chat, decision 016): the events
// its clients have always sent, each checked as the API checks a request, answered through
// socket.io's acknowledgement with the stored result or the refusal.
export function serveChatSockets(
  context: Pick<AppContext, 'database' | 'clock' | 'log'>,
  live: ChatLive,
  chat: ChatService,
) {
  const { namespace } = live;
  const { log } = context;
  const authenticator = createChatSocketAuthenticator(context, chat);
  const stakeholderSends = new RateLimiterMemory({ keyPrefix: 'chat-send', ...stakeholderBurst });

  function refusalOf(error: unknown): ChatRefusal {
    // A socket has no 422: bad input is a 400 naming what was wrong.
    if (error instanceof AppError && error.status === 422) {
      return { ok: false, status: 400, detail: Object.values(error.fieldErrors)[0] ?? error.message };
    }
    if (error instanceof AppError)
      return { ok: false, status: error.status as ChatRefusal['status'], detail: error.message };
    if (error instanceof ZodError) {
      return { ok: false, status: 400, detail: error.issues[0]?.message ?? messages.validationFailed };
    }
    if (error instanceof RateLimiterRes) return { ok: false, status: 429, detail: messages.chatTooFast };
    log.error({ err: error }, 'a chat event failed');
    if (isDatabaseUnavailable(error)) return { ok: false, status: 503, detail: messages.serviceUnavailable };
    return { ok: false, status: 500, detail: messages.serverError };
  }

  // Runs a client's request and answers it, if the client asked for an answer.
  function answering<Value>(answer: unknown, work: () => Promise<Value>) {
    const reply = typeof answer === 'function' ? (answer as Answer<Value>) : () => undefined;
    work().then(
      (value) => reply({ ok: true, ...value }),
      (error: unknown) => reply(refusalOf(error)),
    );
  }

  // An event is checked as a request is: text PostgreSQL cannot keep first, then its schema.
  function parseEvent<Schema extends z.ZodType>(schema: Schema, request: unknown): z.output<Schema> {
    refuseUnstorableText({ request });
    return schema.parse(request);
  }

  namespace.use((socket, next) => {
    authenticator
      .authenticate(socket.handshake.auth)
      .then((data) => {
        if (!data) return next(refusal(401));
        socket.data = data;
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not check a chat connection');
        next(refusalFor(error));
      });
  });

  namespace.on('connection', (socket) => {
    const data = socket.data;
    const participant = participantOf(data);
    if (data.kind === 'staff') {
      const { organizationId, userId, sessionId } = data.live;
      void socket.join([
        chatRooms.staff(organizationId),
        realtimeRooms.organization(organizationId),
        realtimeRooms.user(userId),
        realtimeRooms.session(sessionId),
      ]);
      socket.on('disconnect', live.staffArrived(organizationId));
    } else {
      void socket.join([chatRooms.conversation(data.session.chatUserId), chatRooms.session(data.session.sessionId)]);
    }
    authenticator
      .stillLive(data)
      .then((stillLive) => {
        if (!stillLive) socket.disconnect(true);
      })
      .catch(() => socket.disconnect(true));

    const inRoom = (roomId: string) => socket.rooms.has(chatRooms.conversation(roomId));

    // Joined before the history is read: a message stored meanwhile comes as an
    // event, perhaps also in the history; clients keep one per sequence.
    socket.on('joinRoom', (request, answer) =>
      answering(answer, async () => {
        const { roomId, after } = parseEvent(JoinChatRoom, request);
        await chat.checkOpen(participant, roomId);
        await socket.join(chatRooms.conversation(roomId));
        const history = await chat.history(participant, roomId, { after, limit: chatHistoryLimit });
        return { messages: history, hasMore: after !== undefined && history.length === chatHistoryLimit };
      }),
    );

    socket.on('leaveRoom', (request) => {
      const parsed = ChatRoomRef.safeParse(request);
      // A stakeholder's socket stays in its own conversation.
      if (parsed.success && data.kind === 'staff') void socket.leave(chatRooms.conversation(parsed.data.roomId));
    });

    const typing = (isTyping: boolean) => (request: unknown) => {
      const parsed = ChatRoomRef.safeParse(request);
      if (!parsed.success || !inRoom(parsed.data.roomId)) return;
      socket
        .to(chatRooms.conversation(parsed.data.roomId))
        .emit('isTyping', { roomId: parsed.data.roomId, typing: isTyping });
    };
    socket.on('typing', typing(true));
    socket.on('stoppedTyping', typing(false));

    socket.on('messages', (request, answer) =>
      answering(answer, async () => {
        const body = parseEvent(SendChatMessage, request);
        if (data.kind === 'stakeholder') await stakeholderSends.consume(data.session.sessionId);
        return { message: await chat.send(participant, body) };
      }),
    );

    socket.on('seen', (request) => {
      const parsed = ChatSeen.safeParse(request);
      if (!parsed.success || data.kind !== 'stakeholder' || parsed.data.roomId !== data.session.chatUserId) return;
      chat.stakeholderSaw(data.session, parsed.data.sequence).catch((error: unknown) => {
        log.error({ err: error }, 'could not record what a stakeholder has seen');
      });
    });

    // Whoever was typing when the connection went is typing no more.
    socket.on('disconnecting', () => {
      for (const room of socket.rooms) {
        if (room.startsWith('conversation:')) {
          socket.to(room).emit('isTyping', { roomId: room.slice('conversation:'.length), typing: false });
        }
      }
    });
  });
}
