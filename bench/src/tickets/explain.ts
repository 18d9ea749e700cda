import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
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

// Drizzle on the bench database's own client, keeping every statement it
// sends: a queries-module function runs as it is, with real answers (a later
// statement may depend on what an earlier one answered, as a search's page
// depends on its count), and its SQL and parameters are kept for EXPLAIN.
function recordingDatabase(database: DatabaseHandle) {
  const recorded: RecordedQuery[] = [];
  const logger = { logQuery: (text: string, params: unknown[]) => recorded.push({ text, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzleNodePostgres({ client: client as pg.Pool, schema, logger })
      : drizzlePglite({ client: client as PGlite, schema, logger });
  return { db: db as unknown as Database, recorded };
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

// EXPLAIN ANALYZE of the exact statements a read scenario (a GET, or a POST
// marked readOnly) sends, on the bench database; each is run twice and the
// second (warm) run is kept.
export async function explainScenarios(database: DatabaseHandle, scenarios: Scenario[]) {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  const plans: QueryPlan[] = [];
  const recording = recordingDatabase(database);
  for (const scenario of scenarios.filter(({ method, readOnly }) => method === 'GET' || readOnly)) {
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
