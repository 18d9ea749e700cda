import { randomUUID } from 'node:crypto';
import {
  type ChatAnswer,
  type ChatClientEvents,
  type ChatServerEvents,
  chatNamespace,
  liveSocketPath,
} from '@srm/contract';
import { io, type Socket } from 'socket.io-client';
import { takeOrders } from './child-process.js';
import { benchText, type SendResult, type StaffOrder } from './protocol.js';

type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

// The member of staff answering, in a process of its own: one socket, signed in
// with a manager's access token, sending replies at a steady rate into
// conversations picked at random, each stamped with its send time.
let socket: ChatSocket | undefined;
const ackWaitMs = 30_000;
const elapsedMs = (since: bigint) => Number(process.hrtime.bigint() - since) / 1e6;

function connect(address: string, token: string) {
  socket = io(`${address}${chatNamespace}`, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  const opened = socket;
  return new Promise<void>((resolve, reject) => {
    opened.once('connect', () => resolve());
    opened.once('connect_error', (error) => reject(error));
  });
}

function send({ rooms, messages, rate }: Extract<StaffOrder, { kind: 'send' }>): Promise<SendResult> {
  const chat = socket;
  if (!chat?.connected) throw new Error('the staff socket is not connected');
  const started = process.hrtime.bigint();
  const result: SendResult = { sent: 0, acked: 0, refusals: [], ackMs: [], sendingMs: 0, wallMs: 0 };
  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (result.sent < messages || result.acked + result.refusals.length < messages) return;
      result.wallMs = elapsedMs(started);
      resolve(result);
    };
    const sendOne = () => {
      const roomId = rooms[Math.floor(Math.random() * rooms.length)]!;
      const sentAt = process.hrtime.bigint();
      const request = { roomId, text: benchText(sentAt), clientId: randomUUID() };
      chat.timeout(ackWaitMs).emit('messages', request, (error: Error | null, answer: ChatAnswer<unknown>) => {
        if (error) result.refusals.push('no answer');
        else if (!answer.ok) result.refusals.push(`${answer.status} ${answer.detail}`);
        else {
          result.acked += 1;
          result.ackMs.push(elapsedMs(sentAt));
        }
        finishIfDone();
      });
      result.sent += 1;
    };
    // Each message leaves at its time on the schedule (start + i / rate); a
    // timer that fires late sends every message that has fallen due meanwhile.
    const tick = () => {
      const due = Math.min(messages, Math.floor((elapsedMs(started) / 1000) * rate) + 1);
      while (result.sent < due) sendOne();
      if (result.sent < messages) setTimeout(tick, 1);
      else result.sendingMs = elapsedMs(started);
    };
    tick();
  });
}

takeOrders<StaffOrder>(
  async (order) => {
    if (order.kind === 'connect') return connect(order.address, order.token);
    if (order.kind === 'send') return send(order);
    throw new Error(`the staff process cannot ${order.kind}`);
  },
  async () => {
    socket?.close();
  },
);
