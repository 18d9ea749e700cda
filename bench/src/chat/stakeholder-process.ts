import {
  type ChatAnswer,
  type ChatClientEvents,
  type ChatMessage,
  type ChatServerEvents,
  chatNamespace,
  liveSocketPath,
} from '@srm/contract';
import { io, type Socket } from 'socket.io-client';
import { takeOrders } from './child-process.js';
import { watchLoopDelay } from './loop-delay.js';
import type { ConnectResult, Conversation, Receipts, StakeholderOrder } from './protocol.js';
import { sentAtOf } from './protocol.js';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

// Stakeholders' browsers, in processes of their own: each socket connects as
// the public chat page does (its own connection, WebSocket only, the chat
// token in the handshake), joins its room, and times every bench reply it receives.
const sockets: ChatSocket[] = [];
let latenciesMs: number[] = [];
let dropped = 0;
const loopDelay = watchLoopDelay();
// As long as socket.io-client waits for a connection by default.
const joinWaitMs = 20_000;
const elapsedMs = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

function open(address: string, { token, roomId }: Conversation, reportSeen: boolean) {
  const started = process.hrtime.bigint();
  const socket: ChatSocket = io(`${address}${chatNamespace}`, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth: { chatToken: token },
    reconnection: false,
    forceNew: true,
  });
  socket.on('messageFromServer', (message: ChatMessage) => {
    const sentAt = sentAtOf(message.message);
    if (sentAt === undefined) return;
    latenciesMs.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
    // A page in view tells the server what it has shown, so no email repeats it (docs/product.md#chat).
    if (reportSeen) socket.emit('seen', { roomId, sequence: message.sequence });
  });
  return new Promise<{ connectMs: number; readyMs: number }>((resolve, reject) => {
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
    socket.once('connect', () => {
      const connectMs = elapsedMs(started);
      socket.once('disconnect', () => {
        dropped += 1;
      });
      // As the web client does on every connect: join, and read the latest messages.
      socket.timeout(joinWaitMs).emit('joinRoom', { roomId }, (error: Error | null, answer: ChatAnswer<unknown>) => {
        if (error) {
          socket.close();
          reject(new Error('joinRoom: no answer'));
          return;
        }
        if (!answer.ok) {
          socket.close();
          reject(new Error(`joinRoom refused: ${answer.status} ${answer.detail}`));
          return;
        }
        sockets.push(socket);
        resolve({ connectMs, readyMs: elapsedMs(started) });
      });
    });
  });
}

// Opens the sockets `concurrency` at a time, as a crowd arriving, not all in one instant.
async function connect(order: Extract<StakeholderOrder, { kind: 'connect' }>): Promise<ConnectResult> {
  const started = process.hrtime.bigint();
  const result: ConnectResult = { connectedRooms: [], failed: 0, errors: [], connectMs: [], readyMs: [], wallMs: 0 };
  let next = 0;
  async function worker() {
    while (next < order.conversations.length) {
      const conversation = order.conversations[next++]!;
      try {
        const times = await open(order.address, conversation, order.reportSeen);
        result.connectedRooms.push(conversation.roomId);
        result.connectMs.push(times.connectMs);
        result.readyMs.push(times.readyMs);
      } catch (error) {
        result.failed += 1;
        const reason = error instanceof Error ? error.message : String(error);
        if (result.errors.length < 5 && !result.errors.includes(reason)) result.errors.push(reason);
      }
    }
  }
  await Promise.all(Array.from({ length: order.concurrency }, worker));
  result.wallMs = elapsedMs(started);
  return result;
}

function collect(): Receipts {
  const receipts = {
    latenciesMs,
    dropped,
    open: sockets.filter((socket) => socket.connected).length,
    rssBytes: process.memoryUsage().rss,
    loopDelayMs: loopDelay(),
  };
  latenciesMs = [];
  return receipts;
}

function closeAll() {
  for (const socket of sockets.splice(0)) {
    socket.off('disconnect');
    socket.close();
  }
  dropped = 0;
}

takeOrders<StakeholderOrder>(
  async (order) => {
    if (order.kind === 'connect') return connect(order);
    if (order.kind === 'collect') return collect();
    if (order.kind === 'close') return closeAll();
    throw new Error(`a stakeholder process cannot ${order.kind}`);
  },
  async () => closeAll(),
);
