import type { LiveEventName } from '@srm/contract';
import type { RedisClientType } from 'redis';
import type { Clock } from '../clock/clock.js';

// How far back the server can tell a joining socket what went to its rooms. A socket further behind (a laptop
// woken after an hour) is told to read everything again.
export const recentEventsKeptMs = 10 * 60_000;

// Which events went to each room lately, and when last: enough for a socket that joins to learn which of its
// screen's reads may have missed a change (decision 030). Recorded before the event is sent, so a socket that joins
// meanwhile either finds the event here or receives it.
export interface RecentEvents {
  record(room: string, event: LiveEventName): Promise<void>;
  // The events sent to any of `rooms` at `from` (ms since the epoch, by the server's clock) or later; undefined when
  // `from` is further back than is kept.
  since(rooms: readonly string[], from: number): Promise<LiveEventName[] | undefined>;
}

// One server copy alone: in its memory, each room's events by the time they were last sent.
export function createRecentEventsInMemory(clock: Clock): RecentEvents {
  const rooms = new Map<string, Map<LiveEventName, number>>();
  let recordsSinceSweep = 0;
  // Rooms nobody has heard from within the kept time are forgotten now and then, so the map holds only the
  // rooms active lately, however long the server runs.
  const sweep = (now: number) => {
    for (const [room, events] of rooms) {
      for (const [event, at] of events) if (at < now - recentEventsKeptMs) events.delete(event);
      if (events.size === 0) rooms.delete(room);
    }
  };

  return {
    async record(room, event) {
      const now = clock.now().getTime();
      const events = rooms.get(room) ?? new Map<LiveEventName, number>();
      events.set(event, now);
      rooms.set(room, events);
      recordsSinceSweep += 1;
      if (recordsSinceSweep >= 1_000) {
        recordsSinceSweep = 0;
        sweep(now);
      }
    },
    async since(wanted, from) {
      if (from < clock.now().getTime() - recentEventsKeptMs) return undefined;
      const found = new Set<LiveEventName>();
      for (const room of wanted) {
        for (const [event, at] of rooms.get(room) ?? []) if (at >= from) found.add(event);
      }
      return [...found];
    },
  };
}

// Every server copy's events, in Redis: a sorted set per room of event names scored by when each was last sent
// (`GT` keeps the latest when two copies record at once), gone once nothing is sent to the room for the kept time.
// While Redis is out of reach an event goes out unrecorded rather than wait in the client's queue, and a socket
// that joins this copy meanwhile, or later asks back past it, is told to read everything. One joining another copy
// is not: the outage kept the event from that copy's sockets too, as socket.io's adapter passes events through Redis.
export function createRecentEventsInRedis(redis: RedisClientType, clock: Clock): RecentEvents {
  const keyOf = (room: string) => `live:recent:${room}`;
  let lastUnrecorded = Number.NEGATIVE_INFINITY;
  return {
    async record(room, event) {
      if (!redis.isReady) {
        lastUnrecorded = clock.now().getTime();
        return;
      }
      const key = keyOf(room);
      await redis
        .multi()
        .zAdd(key, { score: clock.now().getTime(), value: event }, { comparison: 'GT' })
        .pExpire(key, recentEventsKeptMs)
        .exec();
    },
    async since(wanted, from) {
      if (!redis.isReady || from <= lastUnrecorded || from < clock.now().getTime() - recentEventsKeptMs) {
        return undefined;
      }
      const lists = await Promise.all(wanted.map((room) => redis.zRangeByScore(keyOf(room), from, '+inf')));
      return [...new Set(lists.flat())] as LiveEventName[];
    },
  };
}
