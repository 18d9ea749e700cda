import type { ChatMessage } from './chat.js';

// The chat's socket.io namespace, on the same path as the live updates.
export const chatNamespace = '/chat';

// A refused request: the catalogue's message and the HTTP status it would have had.
export interface ChatRefusal {
  ok: false;
  status: 400 | 401 | 404 | 429 | 500 | 503;
  detail: string;
}
export type ChatAnswer<Value> = ({ ok: true } & Value) | ChatRefusal;

// What a client sends (joinRoom, typing, stoppedTyping,
// messages). Each carries one object; those that answer take socket.io's
// acknowledgement callback.
export type ChatClientEvents = {
  // Opens a conversation and answers its messages after `after` (or the latest).
  joinRoom: (
    request: { roomId: string; after?: number },
    answer: (reply: ChatAnswer<{ messages: ChatMessage[]; hasMore: boolean }>) => void,
  ) => void;
  leaveRoom: (request: { roomId: string }) => void;
  typing: (request: { roomId: string }) => void;
  stoppedTyping: (request: { roomId: string }) => void;
  // Stores a message once per clientId and answers it as stored.
  messages: (
    request: { roomId: string; text: string; clientId: string },
    answer: (reply: ChatAnswer<{ message: ChatMessage }>) => void,
  ) => void;
  // The stakeholder has seen the conversation up to `sequence` (no missed-reply email for those).
  seen: (request: { roomId: string; sequence: number }) => void;
};

// What the server sends (isTyping, messageFromServer, message, userDataAgain).
export type ChatServerEvents = {
  // A message stored in a conversation the socket has joined.
  messageFromServer: (message: ChatMessage) => void;
  // The other side started or stopped typing.
  isTyping: (event: { roomId: string; typing: boolean }) => void;
  // To staff: a stakeholder wrote in one of the organisation's conversations.
  message: (event: { roomId: string; sequence: number }) => void;
  // To staff: these conversations changed in the users list (a message, seen).
  userDataAgain: (event: { ids: string[] }) => void;
};

// How a socket proves who it is, in socket.io's handshake `auth`: staff with
// their access token, a stakeholder with the chat session's token.
export type ChatSocketAuth = { token: string } | { chatToken: string };
