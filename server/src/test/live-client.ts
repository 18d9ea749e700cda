import {
  type LiveConnectionRefusal,
  type LiveEventName,
  type LiveEvents,
  type LiveHandshake,
  type LiveMissed,
  liveSocketPath,
} from '@srm/contract';
import { io, type Socket } from 'socket.io-client';

// How long a test waits for something that should happen at once: a bound on
// a wait for the actual event, never a sleep.
const waitLimitMs = 5_000;

export interface ReceivedEvent {
  name: LiveEventName;
  payload: LiveEvents[LiveEventName];
}

function socketTo(address: string, token: string | undefined, handshake: Partial<LiveHandshake> | object = {}) {
  return io(address, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth: token === undefined ? handshake : { ...handshake, token },
    reconnection: false,
    forceNew: true,
  });
}

export function withinLimit<T>(
  what: string,
  start: (resolve: (value: T) => void, reject: (error: Error) => void) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${what} within ${waitLimitMs} ms`)), waitLimitMs);
    start(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// A signed-in browser's socket, as the web app opens it, recording every event it receives. With `behind_ms` in
// its handshake (anything, to try the server), the server's `live.missed` answer is kept apart from the events.
export async function connectLive(address: string, token: string, handshake: Partial<LiveHandshake> | object = {}) {
  const socket: Socket = socketTo(address, token, handshake);
  const received: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  const missedAnswers: LiveMissed[] = [];
  const missed = new Promise<LiveMissed>((resolve) => socket.once('live.missed', resolve));
  socket.on('live.missed', (answer: LiveMissed) => missedAnswers.push(answer));
  socket.onAny((name: LiveEventName | 'live.missed', payload: ReceivedEvent['payload']) => {
    if (name === 'live.missed') return;
    received.push({ name, payload });
    for (const wake of waiters.splice(0)) wake();
  });
  await withinLimit<void>('connection', (resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

  return {
    socket,
    received,
    missedAnswers,
    // Resolves with the first received event that matches, waiting for it if need be.
    nextEvent(match: (event: ReceivedEvent) => boolean) {
      return withinLimit<ReceivedEvent>('matching event', (resolve) => {
        const look = () => {
          const found = received.find(match);
          if (found) resolve(found);
          else waiters.push(look);
        };
        look();
      });
    },
    // The server's answer to `behind_ms`.
    missed: () => withinLimit<LiveMissed>('live.missed', (resolve) => void missed.then(resolve)),
    // Resolves with socket.io's reason once the server has closed the socket.
    closedByServer: () => withinLimit<string>('disconnect', (resolve) => void closed.then(resolve)),
    close: () => socket.disconnect(),
  };
}

export type LiveClient = Awaited<ReturnType<typeof connectLive>>;

// A connection the server refuses: socket.io's error, with our refusal in `data`.
export function refusedConnection(address: string, token?: string) {
  const socket = socketTo(address, token);
  return withinLimit<{ message: string; data?: LiveConnectionRefusal }>('refusal', (resolve, reject) => {
    socket.once('connect', () => {
      socket.disconnect();
      reject(new Error('the server accepted the connection'));
    });
    socket.once('connect_error', (error) => {
      socket.disconnect();
      resolve(error as Error & { data?: LiveConnectionRefusal });
    });
  }).finally(() => socket.disconnect());
}
