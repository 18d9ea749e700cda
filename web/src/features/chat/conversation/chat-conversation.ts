import type { ChatAnswer, ChatMessage, ChatSender, ChatServerEvents } from '@srm/contract';
import type { ChatSocket } from '../chat-socket';

// How often 'typing' goes out while someone keeps typing, how long a pause
// counts as having stopped, and how long the other side's 'Typing...' stays
// without being renewed (their 'stopped' may be lost with their connection).
export const typingRepeatMs = 2_000;
export const typingIdleMs = 3_000;
export const typingShownMs = 6_000;

export interface PendingMessage {
  clientId: string;
  text: string;
  // 'sending' until the server has stored it; 'refused' with the server's reason.
  state: 'sending' | 'refused';
  detail?: string;
  // Too fast, or the server failed: the same message may go again. Invalid text may not.
  retryable?: boolean;
}

export interface ConversationSnapshot {
  // Stored messages, one per sequence, in order.
  messages: readonly ChatMessage[];
  // Sends not stored yet, in the order written; shown after the stored ones.
  pending: readonly PendingMessage[];
  connected: boolean;
  // The first history has arrived.
  loaded: boolean;
  // The history starts after sequence 1: earlier messages can be asked for.
  hasEarlier: boolean;
  otherTyping: boolean;
  // Why the server would not open the conversation.
  problem: string | null;
}

export interface ChatConversationOptions {
  socket: ChatSocket;
  roomId: string;
  // Whose screen this is: the other side's messages end their 'Typing...'.
  me: ChatSender;
  newClientId?: () => string;
}

type JoinAnswer = ChatAnswer<{ messages: ChatMessage[]; hasMore: boolean }>;

// One conversation over a chat socket (docs/product.md#chat, decision 016), for both sides.
// It never loses or doubles a message:
// - stored messages are kept by sequence; a (re)connection asks for everything
//   after the last one held without a gap, and again while the server has more;
//   a message that arrives after a gap asks for the gap;
// - every send has a client id and stays on screen as pending until the stored
//   message with that id comes back (by answer or by event); one not answered
//   goes again, with the same id, on the next connection, and the server keeps it once.
export class ChatConversation {
  private readonly socket: ChatSocket;
  private readonly roomId: string;
  private readonly me: ChatSender;
  private readonly newClientId: () => string;

  private readonly stored = new Map<number, ChatMessage>();
  private pending: PendingMessage[] = [];
  private loaded = false;
  private problem: string | null = null;
  private otherTyping = false;

  // Each connection counts up, so an answer from an older one changes no bookkeeping.
  private connection = 0;
  private joining = false;
  // A gap showed while a join was on its way: ask again once it answers.
  private gapWhileJoining = false;
  private readonly inFlight = new Set<string>();

  private typingSince: number | null = null;
  private typingSentAt = 0;
  private typingIdleTimer: ReturnType<typeof setTimeout> | undefined;
  private otherTypingTimer: ReturnType<typeof setTimeout> | undefined;
  private seenUpTo = 0;

  private listeners = new Set<() => void>();
  private snapshot: ConversationSnapshot;
  private detach: (() => void) | null = null;

  constructor({ socket, roomId, me, newClientId = () => crypto.randomUUID() }: ChatConversationOptions) {
    this.socket = socket;
    this.roomId = roomId;
    this.me = me;
    this.newClientId = newClientId;
    this.snapshot = this.takeSnapshot();
  }

  // Listens to the socket and joins; the returned function stops (and, for
  // staff, leaves the conversation). Starting again after a stop picks up
  // where it was, as React's strict mode does.
  start = () => {
    if (this.detach) return this.stop;
    const connected = () => this.connected();
    const disconnected = () => this.disconnected();
    const received: ChatServerEvents['messageFromServer'] = (message) => this.received(message);
    const isTyping: ChatServerEvents['isTyping'] = ({ roomId, typing }) => {
      if (roomId === this.roomId) this.setOtherTyping(typing);
    };
    this.socket.on('connect', connected);
    this.socket.on('disconnect', disconnected);
    this.socket.on('messageFromServer', received);
    this.socket.on('isTyping', isTyping);
    this.detach = () => {
      this.socket.off('connect', connected);
      this.socket.off('disconnect', disconnected);
      this.socket.off('messageFromServer', received);
      this.socket.off('isTyping', isTyping);
    };
    if (this.socket.connected) this.connected();
    else this.changed();
    return this.stop;
  };

  stop = () => {
    if (!this.detach) return;
    this.stopTyping();
    if (this.me === 'staff' && this.socket.connected) this.socket.emit('leaveRoom', { roomId: this.roomId });
    this.detach();
    this.detach = null;
    clearTimeout(this.otherTypingTimer);
    this.otherTyping = false;
    this.connection += 1;
    this.joining = false;
    this.inFlight.clear();
  };

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  getSnapshot = () => this.snapshot;

  // Sends a message; a blank one is ignored. Says whether it went.
  send = (text: string) => {
    const message = text.trim();
    if (!message) return false;
    this.stopTyping();
    const entry: PendingMessage = { clientId: this.newClientId(), text: message, state: 'sending' };
    this.pending = [...this.pending, entry];
    this.emitPending(entry);
    this.changed();
    return true;
  };

  // A refused send that may go again (too fast, a server error), with its own id.
  retry = (clientId: string) => {
    const entry = this.pending.find((each) => each.clientId === clientId);
    if (entry?.state !== 'refused') return;
    const again: PendingMessage = { clientId, text: entry.text, state: 'sending' };
    this.pending = this.pending.map((each) => (each.clientId === clientId ? again : each));
    this.emitPending(again);
    this.changed();
  };

  dismiss = (clientId: string) => {
    this.pending = this.pending.filter((each) => each.clientId !== clientId || each.state !== 'refused');
    this.changed();
  };

  // The text in the box changed: 'typing' at once and again every few seconds
  // while it goes on; 'stopped' after a pause or once the box is empty.
  typed = (text: string) => {
    if (!text.trim()) {
      this.stopTyping();
      return;
    }
    const now = Date.now();
    if (this.typingSince === null || now - this.typingSentAt >= typingRepeatMs) {
      if (this.socket.connected) this.socket.emit('typing', { roomId: this.roomId });
      this.typingSince ??= now;
      this.typingSentAt = now;
    }
    clearTimeout(this.typingIdleTimer);
    this.typingIdleTimer = setTimeout(() => this.stopTyping(), typingIdleMs);
  };

  // The stakeholder has seen everything shown (no reminder email for it).
  reportSeen = () => {
    const last = this.snapshot.messages.at(-1)?.sequence ?? 0;
    if (last <= this.seenUpTo || !this.socket.connected) return;
    this.seenUpTo = last;
    this.socket.emit('seen', { roomId: this.roomId, sequence: last });
  };

  // Older messages read through the API (staff: 'Load earlier messages').
  addHistory = (messages: readonly ChatMessage[]) => {
    this.merge(messages);
    this.changed();
  };

  private connected() {
    this.connection += 1;
    this.joining = false;
    this.inFlight.clear();
    this.join();
    for (const entry of this.pending) if (entry.state === 'sending') this.emitPending(entry);
    this.changed();
  }

  private disconnected() {
    this.connection += 1;
    this.joining = false;
    this.inFlight.clear();
    // Whoever was typing is told so again once the connection is back.
    clearTimeout(this.typingIdleTimer);
    this.typingSince = null;
    this.changed();
  }

  private join() {
    if (!this.socket.connected || !this.detach) return;
    if (this.joining) return;
    this.joining = true;
    this.gapWhileJoining = false;
    const connection = this.connection;
    // Before the first history, the latest messages; after it, what came since.
    const after = this.loaded ? this.lastWithoutGap() : 0;
    const answer = (reply: JoinAnswer) => {
      if (reply.ok) this.merge(reply.messages);
      if (connection !== this.connection) {
        this.changed();
        return;
      }
      this.joining = false;
      if (!reply.ok) {
        this.problem = reply.detail;
        this.changed();
        return;
      }
      this.problem = null;
      this.loaded = true;
      const progressed = this.lastWithoutGap() > after;
      // Only while each answer brings something new, so a server that keeps
      // saying 'more' without sending any cannot keep us asking.
      const askAgain = (reply.hasMore && progressed) || (this.hasGap() && (progressed || this.gapWhileJoining));
      this.changed();
      if (askAgain) this.join();
    };
    this.socket.emit('joinRoom', after > 0 ? { roomId: this.roomId, after } : { roomId: this.roomId }, answer);
  }

  private received(message: ChatMessage) {
    if (message.roomId !== this.roomId) return;
    this.merge([message]);
    if (message.sender !== this.me) this.setOtherTyping(false);
    if (this.loaded && this.hasGap()) {
      if (this.joining) this.gapWhileJoining = true;
      else this.join();
    }
    this.changed();
  }

  private emitPending(entry: PendingMessage) {
    if (!this.socket.connected || !this.detach || this.inFlight.has(entry.clientId)) return;
    this.inFlight.add(entry.clientId);
    const connection = this.connection;
    const request = { roomId: this.roomId, text: entry.text, clientId: entry.clientId };
    this.socket.emit('messages', request, (reply) => {
      if (connection === this.connection) this.inFlight.delete(entry.clientId);
      if (reply.ok) this.merge([reply.message]);
      else this.refused(entry.clientId, reply.status, reply.detail);
      this.changed();
    });
  }

  private refused(clientId: string, status: number, detail: string) {
    const retryable = status === 429 || status >= 500;
    this.pending = this.pending.map((each) =>
      each.clientId === clientId && each.state === 'sending' ? { ...each, state: 'refused', detail, retryable } : each,
    );
  }

  private merge(messages: readonly ChatMessage[]) {
    const arrived = new Set<string>();
    for (const message of messages) {
      if (message.roomId !== this.roomId) continue;
      this.stored.set(message.sequence, message);
      arrived.add(message.clientId);
    }
    if (arrived.size > 0) this.pending = this.pending.filter((each) => !arrived.has(each.clientId));
  }

  // The highest sequence held with every one from the lowest held up to it.
  private lastWithoutGap() {
    if (this.stored.size === 0) return 0;
    let last = Math.min(...this.stored.keys());
    while (this.stored.has(last + 1)) last += 1;
    return last;
  }

  private hasGap() {
    return this.stored.size > 0 && this.lastWithoutGap() < Math.max(...this.stored.keys());
  }

  private stopTyping() {
    clearTimeout(this.typingIdleTimer);
    if (this.typingSince === null) return;
    this.typingSince = null;
    if (this.socket.connected) this.socket.emit('stoppedTyping', { roomId: this.roomId });
  }

  private setOtherTyping(typing: boolean) {
    clearTimeout(this.otherTypingTimer);
    if (typing) this.otherTypingTimer = setTimeout(() => this.setOtherTyping(false), typingShownMs);
    if (this.otherTyping === typing) return;
    this.otherTyping = typing;
    this.changed();
  }

  private takeSnapshot(): ConversationSnapshot {
    const messages = [...this.stored.values()].sort((one, other) => one.sequence - other.sequence);
    return {
      messages,
      pending: this.pending,
      connected: this.socket.connected,
      loaded: this.loaded,
      hasEarlier: this.loaded && (messages[0]?.sequence ?? 1) > 1,
      otherTyping: this.otherTyping,
      problem: this.problem,
    };
  }

  private changed() {
    this.snapshot = this.takeSnapshot();
    for (const listener of this.listeners) listener();
  }
}
