import { type LiveServerEvents, liveSocketPath } from '@srm/contract';
import type { Socket } from 'socket.io-client';
import { getAccessToken } from '../api/session';

export type LiveSocket = Socket<LiveServerEvents>;

// One socket to the page's own origin (the Vite dev server proxies it). It
// reconnects by itself with backoff; the token is read again at every attempt.
// socket.io's client loads after the page is drawn: it is no part of a page's
// first load (docs/decisions/023-public-page-entries.md).
export async function openLiveSocket(): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: liveSocketPath,
    // The server speaks WebSocket only (decision 010).
    transports: ['websocket'],
    auth: (give) => give({ token: getAccessToken() }),
  });
}
