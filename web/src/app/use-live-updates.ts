import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { announcePaidInvoices } from '../features/invoices/paid-invoice-notice';
import { type LiveSocket, openLiveSocket } from './live-socket';
import { createLiveRefresher, liveEventNames } from './live-updates';

// A blip (a server restart, a network change) reconnects unnoticed; only a
// longer loss is shown.
export const offlineNoticeDelayMs = 3_000;
// How soon to try again after the server refused or ended the socket.
export const refusedRetryMs = 10_000;
// How long a new connection waits for the server to say what it missed before reading everything again.
export const caughtUpWaitMs = 5_000;

// Live updates for the signed-in app (docs/product.md#live-updates-and-email, decision 010): one socket while the
// app shell is shown, each server event refreshing the queries it affects.
// Returns whether to tell the user they are offline.
export function useLiveUpdates() {
  const queryClient = useQueryClient();
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const refresher = createLiveRefresher(queryClient);
    let liveSocket: LiveSocket | undefined;
    let stopped = false;
    let noticeTimer: ReturnType<typeof setTimeout> | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // Since when the screen may have missed a change (in `Date.now()`'s milliseconds, which keep counting while a
    // laptop sleeps): from the page's start, as it read its data while the socket was still opening; from the last
    // thing heard on a connection since lost, which may be 45 s before the loss is noticed (a ping missed); until
    // the server has said what went by meanwhile.
    let missingSince: number | undefined = performance.timeOrigin;
    let lastHeard = performance.timeOrigin;
    const behindMs = () => Math.max(0, Date.now() - (missingSince ?? Date.now()));
    let caughtUpTimer: ReturnType<typeof setTimeout> | undefined;

    const wentDown = () => {
      missingSince ??= lastHeard;
      clearTimeout(caughtUpTimer);
      noticeTimer ??= setTimeout(() => setOffline(true), offlineNoticeDelayMs);
    };
    // The server ended the socket (logout elsewhere, password reset) or refused
    // it. Reloading what is shown asks the API: an ended session answers 401
    // there and signs out as any request does; otherwise try again later.
    const endedByServer = () => {
      refresher.everything();
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => liveSocket?.connect(), refusedRetryMs);
    };

    const listen = (socket: LiveSocket) => {
      // Events, and the server's pings (every 25 s) on a quiet connection.
      const heard = () => {
        lastHeard = Date.now();
      };
      socket.io.on('packet', heard);
      socket.io.on('ping', heard);
      socket.on('connect', () => {
        clearTimeout(noticeTimer);
        noticeTimer = undefined;
        setOffline(false);
        // A server that does not answer what was missed (one not yet updated, while a release rolls out): read it all.
        caughtUpTimer = setTimeout(() => {
          missingSince = undefined;
          refresher.everything();
        }, caughtUpWaitMs);
      });
      // The server's answer to the handshake's `behind_ms`, once the socket listens: what changed before it did,
      // read again (everything, when the server cannot say). Most first connections missed nothing.
      socket.on('live.missed', ({ events, everything }) => {
        clearTimeout(caughtUpTimer);
        missingSince = undefined;
        if (everything) refresher.everything();
        else for (const name of events) if (liveEventNames.includes(name)) refresher.changed(name);
      });
      socket.on('disconnect', (reason) => {
        wentDown();
        if (reason === 'io server disconnect') endedByServer();
      });
      socket.on('connect_error', () => {
        wentDown();
        // Still active: a network failure, and socket.io retries by itself.
        if (!socket.active) endedByServer();
      });
      for (const name of liveEventNames) socket.on(name, () => refresher.changed(name));
      // Besides refreshing, a payment is news worth telling the user.
      socket.on('invoice.paid', ({ ids }) => void announcePaidInvoices(queryClient, ids));
    };

    // The socket's client is code of its own: should it not arrive (the connection dropped, or a new
    // release replaced its file), the page says it is offline and asks for it again later.
    const open = () => {
      openLiveSocket(behindMs).then(
        (opened) => {
          if (stopped) {
            opened.disconnect();
            return;
          }
          liveSocket = opened;
          listen(opened);
        },
        () => {
          if (!stopped) retryTimer = setTimeout(open, refusedRetryMs);
        },
      );
    };
    wentDown();
    open();

    return () => {
      stopped = true;
      liveSocket?.disconnect();
      clearTimeout(noticeTimer);
      clearTimeout(retryTimer);
      clearTimeout(caughtUpTimer);
      refresher.cancel();
    };
  }, [queryClient]);

  return { offline };
}
