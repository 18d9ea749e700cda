import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SearchResults } from '@srm/contract';
import { type BenchTarget, defaultDatabaseUrl, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions } from './cli-options.js';
import { formatSteps } from './search/plans.js';
import { describeDesk, prepareDesk } from './search/prepare.js';
import { describeHits, formatResults, type SearchResult } from './search/report.js';
import { type Role, roles, type SearchScenario, scenarioIds, searchScenarios } from './search/scenarios.js';
import { settledDatabase } from './search/settled.js';
import { codeVersion } from './stakeholders/report.js';
import { type CapturedResponse, startBaselineApp } from './tickets/baseline-app.js';
import { explainScenarios, type QueryPlan } from './tickets/explain.js';
import { type LoadProcess, measureWarm, startLoadProcess } from './tickets/load.js';
import { signIn, startRealApp } from './tickets/real-app.js';

// npm run bench:search [-- --duration 10 --warmup 2 --connections 10 --only word-common,typo --as manager
//   --tickets 1000000 --orgs 1 --stakeholders 100000 --feedback 200000 --invoices 200000
//   --database-url URL --data-dir DIR --plans-only]
const values = parseCommandLine({
  ...targetOptions,
  tickets: { type: 'string' },
  orgs: { type: 'string' },
  stakeholders: { type: 'string' },
  feedback: { type: 'string' },
  invoices: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  only: { type: 'string' },
  as: { type: 'string' },
  'plans-only': { type: 'boolean' },
});
const listOf = (value: string | undefined) => value?.split(',').map((item) => item.trim());
const settings = {
  seed: {
    tickets: positiveInteger('tickets', values.tickets, 1_000_000),
    // One organisation holds them all: decision 018's aim is for an organisation of a million tickets.
    organizations: positiveInteger('orgs', values.orgs, 1),
    stakeholders: positiveInteger('stakeholders', values.stakeholders, 100_000),
    feedback: positiveInteger('feedback', values.feedback, 200_000),
    invoices: positiveInteger('invoices', values.invoices, 200_000),
  },
  durationSeconds: positiveInteger('duration', values.duration, 10),
  connections: positiveInteger('connections', values.connections, 10),
  warmupSeconds: positiveInteger('warmup', values.warmup, 2),
  only: listOf(values.only),
  roles: (listOf(values.as) ?? [...roles]) as Role[],
  // Print the query plans and stop, without measuring.
  plansOnly: values['plans-only'] === true,
};
for (const [option, asked, known] of [
  ['only', settings.only ?? [], scenarioIds],
  ['as', settings.roles, roles as readonly string[]],
] as const) {
  const unknown = asked.filter((id) => !known.includes(id));
  if (unknown.length > 0) throw new Error(`--${option}: no ${unknown.join(', ')} (${known.join(', ')})`);
}
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const log = (line: string) => console.log(line);
type Settle = Awaited<ReturnType<typeof settledDatabase>>;
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

// PostgreSQL unless only a PGlite directory is named: the aim is for PostgreSQL.
function targetsOf(): BenchTarget[] {
  const url = values['database-url'];
  const dataDir = values['data-dir'];
  return [
    ...(url || !dataDir ? [{ kind: 'postgres', url: url ?? defaultDatabaseUrl } as const] : []),
    ...(dataDir ? [{ kind: 'pglite', dataDir } as const] : []),
  ];
}

interface TargetReport {
  target: string;
  organization: string;
  liveTickets: number;
  stakeholders: number;
  feedback: number;
  invoices: number;
  plans: QueryPlan[];
  results: (SearchResult & { loadAverage: number[] })[];
}

async function capture(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  const response = await fetch(url, { headers });
  if (response.status !== 200)
    throw new Error(`${url}: the real app answered ${response.status}: ${await response.text()}`);
  return { status: response.status, body: await response.json() };
}

async function measure(settle: Settle, load: LoadProcess, request: Parameters<typeof measureWarm>[1]) {
  await settle.wait();
  return measureWarm(load, request, settings);
}

async function measureScenarios(
  target: BenchTarget,
  database: Awaited<ReturnType<typeof openBenchDatabase>>,
  scenarios: SearchScenario[],
  load: LoadProcess,
) {
  const settle = await settledDatabase(target);
  const real = await startRealApp(database);
  const sessions = new Map<string, Awaited<ReturnType<typeof signIn>>>();
  const results: TargetReport['results'] = [];
  try {
    for (const userId of new Set(scenarios.map((scenario) => scenario.userId))) {
      sessions.set(userId, await signIn(database, userId));
    }
    const headersOf = (scenario: SearchScenario) => ({
      authorization: `Bearer ${sessions.get(scenario.userId)!.token}`,
    });
    const urlOf = (scenario: SearchScenario) => `${real.address}/api/search/${scenario.path}`;
    const captured = new Map<string, CapturedResponse>();
    for (const scenario of scenarios) {
      captured.set(scenario.id, await capture(urlOf(scenario), headersOf(scenario)));
    }
    const baseline = await startBaselineApp(database, scenarios, captured);
    try {
      for (const scenario of scenarios) {
        const headers = headersOf(scenario);
        log(`  measuring ${scenario.role}: ${scenario.label} (load average ${loadAverage().join(' ')})…`);
        const averageBefore = loadAverage();
        const service = await measure(settle, load, {
          url: `${baseline.address}/sql/${scenario.id}`,
          method: 'GET',
          headers,
        });
        const realResult = await measure(settle, load, { url: urlOf(scenario), method: 'GET', headers });
        results.push({
          id: scenario.id,
          label: scenario.label,
          role: scenario.role,
          hits: describeHits(captured.get(scenario.id)!.body as SearchResults),
          real: realResult,
          sql: service,
          loadAverage: averageBefore,
        });
      }
    } finally {
      await baseline.close();
    }
  } finally {
    await real.close();
    await settle.close();
    for (const session of sessions.values()) await session.signOut();
  }
  return results;
}

async function benchTarget(target: BenchTarget, load: LoadProcess): Promise<TargetReport> {
  const database = await openBenchDatabase(target);
  try {
    const desk = await prepareDesk(database.db, settings.seed, log);
    const counts = await describeDesk(database.db, desk.organizationId);
    log(
      `\n${describeTarget(target)}: ${desk.name}, ${desk.tickets.toLocaleString('en-GB')} live tickets, ` +
        `${counts.stakeholders.toLocaleString('en-GB')} stakeholder records, ` +
        `${counts.feedback.toLocaleString('en-GB')} feedbacks, ${counts.invoices.toLocaleString('en-GB')} invoices.`,
    );
    const scenarios = (
      await searchScenarios(database.db, {
        organizationId: desk.organizationId,
        managerId: desk.managerId,
        roles: settings.roles,
      })
    ).filter(({ query }) => !settings.only || settings.only.includes(query));

    const plans = await explainScenarios(database, scenarios);
    for (const scenario of scenarios) {
      const own = plans.filter((plan) => plan.scenario === scenario.id);
      log(formatSteps(`${scenario.role} ${scenario.label}`, own));
      if (settings.plansOnly) for (const plan of own) log(`${plan.text}\n${plan.plan}\n`);
    }
    const report = { target: describeTarget(target), organization: desk.name, liveTickets: desk.tickets, ...counts };
    if (settings.plansOnly) return { ...report, plans, results: [] };

    const results = await measureScenarios(target, database, scenarios, load);
    log(`\n${formatResults(results)}`);
    return { ...report, plans, results };
  } finally {
    await database.close();
  }
}

async function run() {
  const code = codeVersion();
  log(
    `Search benchmark: ${settings.connections} connections, ${settings.durationSeconds} s per measurement ` +
      `after ${settings.warmupSeconds} s of warm-up; ${os.cpus().length} cores, load average ${loadAverage().join(' ')}; code ${code}.`,
  );
  const loadAtStart = loadAverage();
  const load = startLoadProcess();
  const reports: TargetReport[] = [];
  try {
    for (const target of targetsOf()) reports.push(await benchTarget(target, load));
  } finally {
    load.stop();
  }
  const loadAt = { start: loadAtStart, end: loadAverage() };
  log(`\nLoad average at the start ${loadAt.start.join(' ')}, at the end ${loadAt.end.join(' ')}.`);
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/search-${new Date().toISOString().replaceAll(':', '-')}.json`;
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), code, loadAverage: loadAt, settings, reports }, null, 2)}\n`,
  );
  log(`Results and query plans: ${file}`);
}

run().catch((error: unknown) => {
  console.error(`bench:search failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
