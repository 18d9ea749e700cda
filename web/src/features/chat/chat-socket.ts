import {
  type ChatClientEvents,
  type ChatServerEvents,
  type ChatSocketAuth,
  chatNamespace,
  type LiveConnectionRefusal,
  liveSocketPath,
} from '@srm/contract';
import { io, type Socket } from 'socket.io-client';

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;
export type OpenChatSocket = (auth: () => ChatSocketAuth) => ChatSocket;

// The chat's own namespace on the page's origin, as the live updates connect
// (app/live-socket.ts, decision 010): WebSocket only, reconnecting by itself,
// the credentials read again at every attempt.
const openRealSocket: OpenChatSocket = (auth) =>
  io(chatNamespace, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth: (give) => give(auth()),
  });

let opener: OpenChatSocket = openRealSocket;

export function openChatSocket(auth: () => ChatSocketAuth): ChatSocket {
  return opener(auth);
}

// Tests play the server with a fake socket (features/chat/test/fake-chat-socket.ts)
// and put the real one back after; the suite shares modules, so no vi.mock.
export function setChatSocketOpener(next: OpenChatSocket = openRealSocket) {
  opener = next;
}

// Whether a failed connection was the server saying no to the credentials
// (an ended chat session, a signed-out member of staff).
export function isRefusedAs401(error: unknown) {
  const data = (error as { data?: Partial<LiveConnectionRefusal> } | null)?.data;
  return data?.status === 401;
}
