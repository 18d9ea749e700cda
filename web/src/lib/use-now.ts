import { useEffect, useState } from 'react';

// How often the messages' ages are read again.
export const relativeTimeRefreshMs = 30_000;

// The time now, renewed every `everyMs`, so ages like '2 minutes ago' move on their own.
export function useNow(everyMs = relativeTimeRefreshMs) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
