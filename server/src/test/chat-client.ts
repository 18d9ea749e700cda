import {
  type ChatAnswer,
  type ChatClientEvents,
  type ChatMessage,
  type ChatServerEvents,
  type ChatSocketAuth,
  chatNamespace,
  liveSocketPath,
} from '@srm/contract';
import { io, type Socket } from 'socket.io-client';
import { withinLimit } from './live-client.js';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

export interface ChatEvent {
  name: keyof ChatServerEvents;
  payload: unknown;
}

function chatSocketTo(address: string, auth: ChatSocketAuth | Record<string, string>) {
  const socket: ChatSocket = io(`${address}${chatNamespace}`, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth,
    reconnection: false,
    forceNew: true,
  });
  return socket;
}

// A chat socket as the web app opens one (staff with their access token, a
// stakeholder with the chat session's), recording every event it receives.
export async function connectChat(address: string, auth: ChatSocketAuth) {
  const socket = chatSocketTo(address, auth);
  const received: ChatEvent[] = [];
  const waiters: Array<() => void> = [];
  socket.onAny((name: ChatEvent['name'], payload: unknown) => {
    received.push({ name, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  await withinLimit<void>('chat connection', (resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

  const ask = <Value>(send: (answer: (reply: ChatAnswer<Value>) => void) => void) =>
    withinLimit<ChatAnswer<Value>>('answer', (resolve) => send(resolve));

  return {
    socket,
    received,
    join: (roomId: string, after?: number) =>
      ask<{ messages: ChatMessage[]; hasMore: boolean }>((answer) =>
        socket.emit('joinRoom', after === undefined ? { roomId } : { roomId, after }, answer),
      ),
    send: (roomId: string, text: string, clientId: string = crypto.randomUUID()) =>
      ask<{ message: ChatMessage }>((answer) => socket.emit('messages', { roomId, text, clientId }, answer)),
    // Resolves with the first received event that matches, waiting for it if need be.
    nextEvent(match: (event: ChatEvent) => boolean) {
      return withinLimit<ChatEvent>('matching chat event', (resolve) => {
        const look = () => {
          const found = received.find(match);
          if (found) resolve(found);
          else waiters.push(look);
        };
        look();
      });
    },
    messagesReceived: () =>
      received.filter((event) => event.name === 'messageFromServer').map((event) => event.payload as ChatMessage),
    close: () => socket.disconnect(),
  };
}

export type ChatClient = Awaited<ReturnType<typeof connectChat>>;

export function refusedChatConnection(address: string, auth: Record<string, string>) {
  const socket = chatSocketTo(address, auth);
  return withinLimit<{ message: string; data?: { status: number } }>('refusal', (resolve, reject) => {
    socket.once('connect', () => reject(new Error('the server accepted the chat connection')));
    socket.once('connect_error', (error) => resolve(error as Error & { data?: { status: number } }));
  }).finally(() => socket.disconnect());
}

export const messageEvent = (sequence: number) => (event: ChatEvent) =>
  event.name === 'messageFromServer' && (event.payload as ChatMessage).sequence === sequence;
