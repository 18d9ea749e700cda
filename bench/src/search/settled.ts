import pg from 'pg';
import type { BenchTarget } from '../bench-database.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Requests a measurement gave up on (client time-outs) still run on the server
// and would slow the next measurement down, so each one starts once no
// statement of the bench database has run for a second. Asked on a connection
// of its own: the app's pool may be busy with exactly those requests.
export async function settledDatabase(target: BenchTarget) {
  if (target.kind !== 'postgres') return { wait: async () => {}, close: async () => {} };
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  async function busy() {
    const { rows } = await client.query<{ running: number }>(`
      select count(*)::int as running from pg_stat_activity
      where datname = current_database() and state <> 'idle' and pid <> pg_backend_pid()`);
    return (rows[0]?.running ?? 0) > 0;
  }
  return {
    async wait(limitMs = 120_000) {
      const until = Date.now() + limitMs;
      for (let quiet = 0; quiet < 4 && Date.now() < until; await pause(250)) {
        quiet = (await busy()) ? 0 : quiet + 1;
      }
    },
    close: () => client.end(),
  };
}
