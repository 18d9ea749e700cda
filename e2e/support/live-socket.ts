import type { Page } from '@playwright/test';

// Resolves once the page's live-update socket has joined the server (socket.io's connect acknowledgement, a
// frame starting "40"). Call before the page opens the app; await before a change the page must hear of:
// a change announced before the socket joined is not announced to it, and the first connection does not
// reload what the page already shows.
export function liveSocketJoined(page: Page) {
  return new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve();
      });
    });
  });
}
