import type { ChatAnswer, ChatSocketAuth } from '@srm/contract';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { type ChatSocket, setChatSocketOpener } from '../chat-socket';

type Listener = (...args: never[]) => void;

// What the page sent: the event, its one argument, and the answer it waits for.
export interface SentEvent {
  event: string;
  payload: unknown;
  answer: ((reply: unknown) => void) | undefined;
  answered: boolean;
}

// A stand-in for a chat socket (the chat's variant of test/fake-socket.ts): a
// test plays the server, connecting, dropping, answering and pushing events.
export class FakeChatSocket {
  connected = false;
  // As in socket.io-client: false once refused or closed by the page.
  active = true;
  readonly sent: SentEvent[] = [];
  private readonly listeners = new Map<string, Listener[]>();

  constructor(readonly auth: () => ChatSocketAuth) {}

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((each) => each !== listener),
    );
    return this;
  }

  emit(event: string, payload: unknown, answer?: (reply: unknown) => void) {
    this.sent.push({ event, payload, answer, answered: false });
    return this;
  }

  connect() {
    this.active = true;
    return this;
  }

  disconnect() {
    this.active = false;
    this.connected = false;
    return this;
  }

  // The server's side.
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  }

  accept() {
    this.connected = true;
    this.fire('connect');
  }

  drop(reason = 'transport close') {
    this.connected = false;
    this.fire('disconnect', reason);
  }

  refuse(status: 401 | 500) {
    this.connected = false;
    this.active = false;
    this.fire('connect_error', Object.assign(new Error('refused'), { data: { status } }));
  }

  // The payloads of one event, in the order sent.
  payloadsOf(event: string) {
    return this.sent.filter((each) => each.event === event).map((each) => each.payload);
  }

  // Answers the oldest request of `event` still waiting for one.
  answer<Value>(event: 'joinRoom' | 'messages', reply: ChatAnswer<Value>) {
    const waiting = this.sent.find((each) => each.event === event && !each.answered && each.answer);
    if (!waiting) throw new Error(`no ${event} is waiting for an answer`);
    waiting.answered = true;
    waiting.answer?.(reply);
    return waiting.payload;
  }

  waiting(event: string) {
    return this.sent.filter((each) => each.event === event && !each.answered && each.answer);
  }

  asSocket() {
    return this as unknown as ChatSocket;
  }
}

export const fakeChatSockets: FakeChatSocket[] = [];

export function latestChatSocket() {
  const socket = fakeChatSockets.at(-1);
  if (!socket) throw new Error('no chat socket was opened');
  return socket;
}

// Pages open fake chat sockets until removeFakeChatSockets().
export function installFakeChatSockets() {
  fakeChatSockets.length = 0;
  setChatSocketOpener((auth) => {
    const socket = new FakeChatSocket(auth);
    fakeChatSockets.push(socket);
    return socket.asSocket();
  });
}

export function removeFakeChatSockets() {
  setChatSocketOpener();
  fakeChatSockets.length = 0;
}

// The socket a page opened, once it has (pages load lazily).
const openedSocket = (socket?: FakeChatSocket) => (socket ? Promise.resolve(socket) : waitFor(latestChatSocket));

// The server's side, from a page test: each change drawn before the test goes on.
export const server = {
  accept: async (socket?: FakeChatSocket) => {
    const opened = await openedSocket(socket);
    act(() => opened.accept());
  },
  drop: async (socket?: FakeChatSocket) => {
    const opened = await openedSocket(socket);
    act(() => opened.drop());
  },
  refuse: async (status: 401 | 500, socket?: FakeChatSocket) => {
    const opened = await openedSocket(socket);
    act(() => opened.refuse(status));
  },
  fire: async (event: string, payload: unknown, socket?: FakeChatSocket) => {
    const opened = await openedSocket(socket);
    act(() => opened.fire(event, payload));
  },
  // Waits for the page to ask, then answers.
  answer: async <Value>(event: 'joinRoom' | 'messages', reply: ChatAnswer<Value>, socket?: FakeChatSocket) => {
    const opened = await openedSocket(socket);
    await waitFor(() => expect(opened.waiting(event)).not.toHaveLength(0));
    act(() => {
      opened.answer(event, reply);
    });
  },
};
