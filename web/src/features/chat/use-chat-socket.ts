import type { ChatSocketAuth } from '@srm/contract';
import { useEffect, useRef, useState } from 'react';
import { type ChatSocket, isRefusedAs401, openChatSocket } from './chat-socket';

// How soon to try again after the server refused or ended the socket (as app/use-live-updates.ts).
export const chatRetryMs = 10_000;

interface ChatSocketOptions {
  // Who connects; a new one opens a new socket, null opens none.
  identity: string | null;
  auth: () => ChatSocketAuth;
  // The server said no to the credentials (a 401).
  onRefused: () => void;
}

// One chat socket while the page shows a conversation. socket.io reconnects by
// itself after a network failure; after a refusal or the server ending it, this
// tries again later (a session ended meanwhile says 401 then).
export function useChatSocket({ identity, auth, onRefused }: ChatSocketOptions) {
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const latest = useRef({ auth, onRefused });
  latest.current = { auth, onRefused };

  useEffect(() => {
    if (identity === null) return;
    const opened = openChatSocket(() => latest.current.auth());
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const tryLater = () => {
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => opened.connect(), chatRetryMs);
    };
    opened.on('connect_error', (error) => {
      if (isRefusedAs401(error)) latest.current.onRefused();
      // Still active: a network failure, and socket.io retries by itself.
      if (!opened.active) tryLater();
    });
    opened.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') tryLater();
    });
    setSocket(opened);
    return () => {
      clearTimeout(retryTimer);
      opened.disconnect();
      setSocket(null);
    };
  }, [identity]);

  return socket;
}
