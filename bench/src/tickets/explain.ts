import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle } from '../../../server/src/db/client.js';
import * as schema from '../../../server/src/db/schema/index.js';
import type { Scenario } from './scenarios.js';

interface RecordedQuery {
  text: string;
  params: unknown[];
}

export interface QueryPlan {
  scenario: string;
  text: string;
  plan: string;
  executionMs: number;
  scans: string[];
}

interface RawClient {
  query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }>;
}

// Drizzle on a client that answers nothing: a queries-module function runs as
// it is, and its SQL and parameters are recorded instead of sent.
function recordingDatabase() {
  const recorded: RecordedQuery[] = [];
  const client = { query: async () => ({ rows: [], fields: [], rowCount: 0 }) };
  const db = drizzle({
    client: client as never,
    schema,
    logger: { logQuery: (text, params) => recorded.push({ text, params }) },
  }) as unknown as Database;
  return { db, recorded };
}

// Which indexes (or sequential scans) a plan reads.
function scansOf(plan: string) {
  const scans = [
    ...plan.matchAll(
      /((?:Parallel )?(?:Index Only Scan|Index Scan|Bitmap Index Scan|Seq Scan)(?: Backward)?) (?:using|on) (\S+)/g,
    ),
  ];
  return [...new Set(scans.map(([, kind, name]) => `${kind} ${name}`))];
}

// EXPLAIN ANALYZE of the exact statements a read scenario sends, on the bench
// database; each is run twice and the second (warm) run is kept.
export async function explainScenarios(database: DatabaseHandle, scenarios: Scenario[]) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const plans: QueryPlan[] = [];
  const recording = recordingDatabase();
  for (const scenario of scenarios.filter(({ method }) => method === 'GET')) {
    recording.recorded.length = 0;
    await scenario.runSql(recording.db);
    for (const { text, params } of [...recording.recorded]) {
      const explain = `explain (analyze, buffers) ${text}`;
      await client.query(explain, params);
      const { rows } = await client.query(explain, params);
      const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      const executionMs = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? Number.NaN);
      plans.push({ scenario: scenario.id, text, plan, executionMs, scans: scansOf(plan) });
    }
  }
  return plans;
}
