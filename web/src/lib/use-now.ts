import { useSyncExternalStore } from 'react';

// How often the messages' ages are read again.
export const relativeTimeRefreshMs = 30_000;

interface Clock {
  now: number;
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setInterval>;
}

// One timer per period, however many cells show the time: a list of tickets is one clock, not one per row
// (docs/decisions/027-filters-behind-a-button-and-what-lighthouse-counts.md).
const clocks = new Map<number, Clock>();

function clockOf(everyMs: number) {
  let clock = clocks.get(everyMs);
  if (!clock) {
    clock = { now: Date.now(), listeners: new Set() };
    clocks.set(everyMs, clock);
  }
  // Read while nothing ticks it (a first draw, or the next page's cells after the last page's went), the time is
  // renewed once a period has gone by, or the machine's clock was set back.
  if (clock.listeners.size === 0 && Math.abs(Date.now() - clock.now) >= everyMs) clock.now = Date.now();
  return clock;
}

function subscribeTo(everyMs: number) {
  return (listener: () => void) => {
    const clock = clockOf(everyMs);
    clock.listeners.add(listener);
    clock.timer ??= setInterval(() => {
      clock.now = Date.now();
      for (const notify of clock.listeners) notify();
    }, everyMs);
    // The clock itself stays: a new page's cells, which subscribe just after the old page's leave, read the same
    // time, where a new clock's would differ from the time they were drawn with and draw them all again at once.
    return () => {
      clock.listeners.delete(listener);
      if (clock.listeners.size > 0) return;
      clearInterval(clock.timer);
      clock.timer = undefined;
    };
  };
}

const subscribers = new Map<number, (listener: () => void) => () => void>();

// The time now, renewed every `everyMs`, so ages like '2 minutes ago' and deadlines like 'in 3 h' move on their own.
export function useNow(everyMs = relativeTimeRefreshMs) {
  let subscribe = subscribers.get(everyMs);
  if (!subscribe) {
    subscribe = subscribeTo(everyMs);
    subscribers.set(everyMs, subscribe);
  }
  return useSyncExternalStore(subscribe, () => clockOf(everyMs).now);
}
