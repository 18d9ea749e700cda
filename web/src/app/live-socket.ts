import { type LiveServerEvents, liveSocketPath } from '@srm/contract';
import { io, type Socket } from 'socket.io-client';
import { getAccessToken } from '../api/session';

export type LiveSocket = Socket<LiveServerEvents>;

// One socket to the page's own origin (the Vite dev server proxies it). It
// reconnects by itself with backoff; the token is read again at every attempt.
export function openLiveSocket(): LiveSocket {
  return io({
    path: liveSocketPath,
    // The server speaks WebSocket only (decision 010).
    transports: ['websocket'],
    auth: (give) => give({ token: getAccessToken() }),
  });
}
