import pg from 'pg';
import { summarize } from './summary.js';

type Callback = (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void;

// Times every checkout of the server's pg pool (10 connections per copy) in
// the server process: how long a statement or a transaction waited for a
// connection, and how long it then held it, by the number of statements it
// sent (a staff reply's transaction sends 5 with BEGIN and COMMIT, a lone
// statement 1), because a full pool is where a reply's delivery waits
// (bench/README.md). Installed before the database opens, on the prototype
// the server's pool inherits from.
export function timePoolCheckouts() {
  let waits: number[] = [];
  let holds = new Map<number, number[]>();
  const connect = pg.Pool.prototype.connect as (
    this: pg.Pool,
    callback?: Callback,
  ) => Promise<pg.PoolClient> | undefined;

  function track(client: pg.PoolClient, askedAt: number) {
    const gotAt = performance.now();
    waits.push(gotAt - askedAt);
    let statements = 0;
    const { query, release } = client;
    client.query = ((...args: Parameters<typeof query>) => {
      statements += 1;
      return (query as (...all: unknown[]) => unknown).apply(client, args);
    }) as typeof query;
    client.release = (...args: Parameters<typeof release>) => {
      const held = holds.get(statements) ?? [];
      held.push(performance.now() - gotAt);
      holds.set(statements, held);
      client.query = query;
      client.release = release;
      return release.apply(client, args);
    };
  }

  pg.Pool.prototype.connect = function timedConnect(this: pg.Pool, callback?: Callback) {
    const askedAt = performance.now();
    if (callback) {
      return connect.call(this, (error, client, done) => {
        if (!error && client) track(client, askedAt);
        callback(error, client, done);
      });
    }
    return connect.call(this)!.then((client) => {
      track(client, askedAt);
      return client;
    });
  } as typeof pg.Pool.prototype.connect;

  // What was timed since the previous reading.
  return () => {
    const reading = {
      waitMs: summarize(waits),
      holdMsByStatements: Object.fromEntries([...holds].map(([statements, held]) => [statements, summarize(held)])),
      // All checkouts' time together: over the reading's interval, the connections in use on average.
      heldMs: [...holds.values()].flat().reduce((sum, held) => sum + held, 0),
    };
    waits = [];
    holds = new Map();
    return reading;
  };
}

export type PoolTimes = ReturnType<ReturnType<typeof timePoolCheckouts>>;
