import type { RedisClientType } from 'redis';
import { describe, expect, it, vi } from 'vitest';
import { createFakeClock } from '../clock/clock.js';
import { createRecentEventsInMemory, createRecentEventsInRedis, recentEventsKeptMs } from './recent-events.js';

describe('recent events in memory', () => {
  it('tells the events of the rooms asked for, from a time on, and nothing further back than kept', async () => {
    const clock = createFakeClock();
    const recent = createRecentEventsInMemory(clock);
    await recent.record('org:a', 'ticket.changed');
    clock.advance(1_000);
    const afterFirst = clock.now().getTime();
    await recent.record('org:a', 'feedback.changed');
    await recent.record('org:b', 'staff.changed');

    expect(await recent.since(['org:a'], afterFirst)).toEqual(['feedback.changed']);
    expect((await recent.since(['org:a', 'org:b'], afterFirst - 1_000))?.sort()).toEqual([
      'feedback.changed',
      'staff.changed',
      'ticket.changed',
    ]);
    clock.advance(recentEventsKeptMs + 1);
    expect(await recent.since(['org:a'], afterFirst)).toBeUndefined();
  });
});

describe('recent events in Redis, while Redis is out of reach', () => {
  // Only whether it is ready: a command sent while it is not would wait in the client's queue, which the test
  // would see as a hang.
  const redisThatIs = (state: { isReady: boolean }) => state as unknown as RedisClientType;

  it('lets the event go unrecorded at once, and answers a socket asking back past it that it cannot say', async () => {
    const clock = createFakeClock();
    const state = { isReady: false };
    const recent = createRecentEventsInRedis(redisThatIs(state), clock);
    const outageStart = clock.now().getTime();

    await expect(recent.record('org:a', 'ticket.changed')).resolves.toBeUndefined();
    expect(await recent.since(['org:a'], outageStart)).toBeUndefined();

    clock.advance(5_000);
    Object.assign(state, { isReady: true, zRangeByScore: vi.fn(async () => []) });
    expect(await recent.since(['org:a'], outageStart)).toBeUndefined();
    expect(await recent.since(['org:a'], outageStart + 1)).toEqual([]);
  });
});
