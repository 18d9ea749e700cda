import { type LiveHandshake, type LiveServerEvents, liveBehindLimitMs, liveSocketPath } from '@srm/contract';
import type { Socket } from 'socket.io-client';
import { getAccessToken } from '../api/session';

export type LiveSocket = Socket<LiveServerEvents>;

// One socket to the page's own origin (the Vite dev server proxies it). It
// reconnects by itself with backoff; the token is read again at every attempt,
// and so is how far behind the screen may be (`behindMs`), for the server to
// answer with what it missed meanwhile (`live.missed`).
// socket.io's client loads after the page is drawn: it is no part of a page's
// first load (docs/decisions/023-public-page-entries.md).
export async function openLiveSocket(behindMs: () => number): Promise<LiveSocket> {
  const { io } = await import('socket.io-client');
  const handshake = (): LiveHandshake => ({
    token: getAccessToken() ?? '',
    behind_ms: Math.min(Math.ceil(behindMs()), liveBehindLimitMs),
  });
  return io({
    path: liveSocketPath,
    // The server speaks WebSocket only (decision 010).
    transports: ['websocket'],
    auth: (give) => give(handshake()),
  });
}
