import { type ChatMessage, chatHistoryLimit, messages } from '@srm/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatMessage, graceRoomId, messagesFrom, tundeRoomId } from '../test/chat-fixtures';
import { FakeChatSocket } from '../test/fake-chat-socket';
import { ChatConversation, typingIdleMs, typingRepeatMs, typingShownMs } from './chat-conversation';

function openConversation(me: 'staff' | 'stakeholder' = 'stakeholder') {
  const socket = new FakeChatSocket(() => ({ chatToken: 'token' }));
  let made = 0;
  const conversation = new ChatConversation({
    socket: socket.asSocket(),
    roomId: graceRoomId,
    me,
    newClientId: () => `sent-${++made}`,
  });
  const stop = conversation.start();
  const shown = () => conversation.getSnapshot();
  const sequences = () => shown().messages.map((message) => message.sequence);
  return { socket, conversation, stop, shown, sequences };
}

const joined = (messageList: ChatMessage[], hasMore = false) => ({ ok: true as const, messages: messageList, hasMore });
const stored = (message: ChatMessage) => ({ ok: true as const, message });

afterEach(() => {
  vi.useRealTimers();
});

describe('a chat conversation', () => {
  it('joins with no `after` first, then after the last message it has on every reconnection', () => {
    const { socket, sequences, shown } = openConversation();
    socket.accept();
    expect(socket.payloadsOf('joinRoom')).toEqual([{ roomId: graceRoomId }]);
    socket.answer('joinRoom', joined(messagesFrom(1, 3)));
    expect(sequences()).toEqual([1, 2, 3]);
    expect(shown().loaded).toBe(true);

    socket.drop();
    expect(shown().connected).toBe(false);
    socket.accept();
    expect(socket.payloadsOf('joinRoom').at(-1)).toEqual({ roomId: graceRoomId, after: 3 });
  });

  it('keeps asking while the server has more, and keeps one message per sequence', () => {
    const { socket, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 2)));
    socket.drop();
    socket.accept();
    const firstBatch = messagesFrom(3, 2 + chatHistoryLimit);
    socket.answer('joinRoom', joined(firstBatch, true));
    expect(socket.payloadsOf('joinRoom').at(-1)).toEqual({ roomId: graceRoomId, after: 2 + chatHistoryLimit });
    // The same message twice (an event and a history) is shown once.
    socket.fire('messageFromServer', chatMessage(203));
    socket.answer('joinRoom', joined(messagesFrom(203, 205)));

    expect(sequences()).toEqual(Array.from({ length: 205 }, (_, index) => index + 1));
    expect(socket.waiting('joinRoom')).toHaveLength(0);
  });

  it('sorts by sequence whatever the order messages arrive in', () => {
    const { socket, sequences } = openConversation();
    socket.accept();
    socket.fire('messageFromServer', chatMessage(4));
    socket.answer('joinRoom', joined([chatMessage(3), chatMessage(1), chatMessage(2)]));
    expect(sequences()).toEqual([1, 2, 3, 4]);
  });

  it('asks for the messages it missed when one arrives after a gap', () => {
    const { socket, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 2)));

    socket.fire('messageFromServer', chatMessage(5));
    expect(socket.payloadsOf('joinRoom').at(-1)).toEqual({ roomId: graceRoomId, after: 2 });
    socket.answer('joinRoom', joined(messagesFrom(3, 5)));

    expect(sequences()).toEqual([1, 2, 3, 4, 5]);
    expect(socket.payloadsOf('joinRoom')).toHaveLength(2);
  });

  it('asks again for a gap that shows while a join is on its way', () => {
    const { socket, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 2)));
    socket.fire('messageFromServer', chatMessage(4));
    socket.fire('messageFromServer', chatMessage(7));
    expect(socket.waiting('joinRoom')).toHaveLength(1);

    socket.answer('joinRoom', joined(messagesFrom(3, 4)));
    expect(socket.payloadsOf('joinRoom').at(-1)).toEqual({ roomId: graceRoomId, after: 4 });
    socket.answer('joinRoom', joined(messagesFrom(5, 7)));
    expect(sequences()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('ignores messages of other conversations', () => {
    const { socket, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined([]));
    socket.fire('messageFromServer', chatMessage(9, { roomId: tundeRoomId }));
    expect(sequences()).toEqual([]);
    expect(socket.payloadsOf('joinRoom')).toHaveLength(1);
  });

  it('shows a send at once as pending, then once as stored when the answer comes', () => {
    const { socket, conversation, shown, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 1)));

    expect(conversation.send('  Hello there \n')).toBe(true);
    expect(shown().pending).toEqual([{ clientId: 'sent-1', text: 'Hello there', state: 'sending' }]);
    expect(socket.payloadsOf('messages')).toEqual([{ roomId: graceRoomId, text: 'Hello there', clientId: 'sent-1' }]);

    // The event may come before the answer: the pending one goes, and nothing doubles.
    const message = chatMessage(2, { clientId: 'sent-1', message: 'Hello there' });
    socket.fire('messageFromServer', message);
    expect(shown().pending).toEqual([]);
    socket.answer('messages', stored(message));
    expect(sequences()).toEqual([1, 2]);
    expect(shown().pending).toEqual([]);
  });

  it('ignores a blank message', () => {
    const { socket, conversation, shown } = openConversation();
    socket.accept();
    expect(conversation.send('   \n ')).toBe(false);
    expect(shown().pending).toEqual([]);
    expect(socket.payloadsOf('messages')).toEqual([]);
  });

  it('keeps a send made offline, and sends it again with the same id after a reconnect until stored', () => {
    const { socket, conversation, shown, sequences } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 1)));

    // Sent, but the connection went before the answer.
    conversation.send('First');
    socket.drop();
    // Written while offline: kept until the connection is back.
    conversation.send('Second');
    expect(socket.payloadsOf('messages')).toHaveLength(1);
    expect(shown().pending.map((entry) => [entry.text, entry.state])).toEqual([
      ['First', 'sending'],
      ['Second', 'sending'],
    ]);

    socket.accept();
    expect(socket.payloadsOf('messages')).toEqual([
      { roomId: graceRoomId, text: 'First', clientId: 'sent-1' },
      { roomId: graceRoomId, text: 'First', clientId: 'sent-1' },
      { roomId: graceRoomId, text: 'Second', clientId: 'sent-2' },
    ]);
    // The first had been stored already: the server answers the same message.
    socket.answer('joinRoom', joined([chatMessage(2, { clientId: 'sent-1', message: 'First' })]));
    socket.answer('messages', stored(chatMessage(2, { clientId: 'sent-1', message: 'First' })));
    socket.answer('messages', stored(chatMessage(3, { clientId: 'sent-2', message: 'Second' })));

    expect(sequences()).toEqual([1, 2, 3]);
    expect(shown().messages.map((message) => message.message)).toEqual(['Message 1', 'First', 'Second']);
    expect(shown().pending).toEqual([]);
  });

  it('shows a refused send with its reason, and does not send it again by itself', () => {
    const { socket, conversation, shown } = openConversation();
    socket.accept();
    conversation.send('Too long');
    socket.answer('messages', { ok: false, status: 400, detail: messages.chatMessageTooLong });
    conversation.send('Quick');
    socket.answer('messages', { ok: false, status: 429, detail: messages.chatTooFast });

    expect(shown().pending).toEqual([
      { clientId: 'sent-1', text: 'Too long', state: 'refused', detail: messages.chatMessageTooLong, retryable: false },
      { clientId: 'sent-2', text: 'Quick', state: 'refused', detail: messages.chatTooFast, retryable: true },
    ]);
    socket.drop();
    socket.accept();
    expect(socket.payloadsOf('messages')).toHaveLength(2);

    // By hand, a message refused for speed goes again with its own id.
    conversation.retry('sent-2');
    expect(socket.payloadsOf('messages').at(-1)).toEqual({ roomId: graceRoomId, text: 'Quick', clientId: 'sent-2' });
    conversation.dismiss('sent-1');
    expect(shown().pending.map((entry) => entry.clientId)).toEqual(['sent-2']);
  });

  it("says 'typing' at once and at most every two seconds, and 'stopped' after a pause or on send", () => {
    vi.useFakeTimers();
    const { socket, conversation } = openConversation();
    socket.accept();
    const typingEvents = () => socket.sent.filter(({ event }) => event === 'typing' || event === 'stoppedTyping');

    conversation.typed('H');
    conversation.typed('He');
    vi.advanceTimersByTime(typingRepeatMs - 1);
    conversation.typed('Hel');
    expect(typingEvents().map(({ event }) => event)).toEqual(['typing']);
    vi.advanceTimersByTime(1);
    conversation.typed('Hell');
    expect(typingEvents().map(({ event }) => event)).toEqual(['typing', 'typing']);

    vi.advanceTimersByTime(typingIdleMs);
    expect(typingEvents().map(({ event }) => event)).toEqual(['typing', 'typing', 'stoppedTyping']);

    conversation.typed('Hello');
    conversation.send('Hello');
    expect(typingEvents().map(({ event }) => event)).toEqual([
      'typing',
      'typing',
      'stoppedTyping',
      'typing',
      'stoppedTyping',
    ]);
    expect(typingEvents().at(-1)?.payload).toEqual({ roomId: graceRoomId });
  });

  it("shows the other side's typing until they stop, write, or six seconds pass", () => {
    vi.useFakeTimers();
    const { socket, shown } = openConversation();
    socket.accept();

    socket.fire('isTyping', { roomId: graceRoomId, typing: true });
    expect(shown().otherTyping).toBe(true);
    socket.fire('isTyping', { roomId: graceRoomId, typing: false });
    expect(shown().otherTyping).toBe(false);

    socket.fire('isTyping', { roomId: tundeRoomId, typing: true });
    expect(shown().otherTyping).toBe(false);

    socket.fire('isTyping', { roomId: graceRoomId, typing: true });
    socket.fire('messageFromServer', chatMessage(2));
    expect(shown().otherTyping).toBe(false);

    socket.fire('isTyping', { roomId: graceRoomId, typing: true });
    vi.advanceTimersByTime(typingShownMs - 1);
    expect(shown().otherTyping).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown().otherTyping).toBe(false);
  });

  it('tells the server what the stakeholder has seen, once per new message', () => {
    const { socket, conversation } = openConversation();
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(1, 4)));
    conversation.reportSeen();
    conversation.reportSeen();
    socket.fire('messageFromServer', chatMessage(5));
    conversation.reportSeen();
    expect(socket.payloadsOf('seen')).toEqual([
      { roomId: graceRoomId, sequence: 4 },
      { roomId: graceRoomId, sequence: 5 },
    ]);
  });

  it('says when earlier messages exist, and takes them in from the history', () => {
    const { socket, conversation, shown, sequences } = openConversation('staff');
    socket.accept();
    socket.answer('joinRoom', joined(messagesFrom(4, 6)));
    expect(shown().hasEarlier).toBe(true);
    conversation.addHistory(messagesFrom(1, 3));
    expect(sequences()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(shown().hasEarlier).toBe(false);
  });

  it('shows why the server would not open the conversation', () => {
    const { socket, shown } = openConversation('staff');
    socket.accept();
    socket.answer('joinRoom', { ok: false, status: 404, detail: 'The item you asked for does not exist.' });
    expect(shown().problem).toBe('The item you asked for does not exist.');
  });

  it('leaves the conversation when staff move to another one', () => {
    const { socket, stop } = openConversation('staff');
    socket.accept();
    stop();
    expect(socket.payloadsOf('leaveRoom')).toEqual([{ roomId: graceRoomId }]);
    socket.fire('messageFromServer', chatMessage(1));
  });
});
