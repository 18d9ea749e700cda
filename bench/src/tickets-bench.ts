import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type BenchTarget, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions, targetsOf } from './cli-options.js';
import { findLargestBenchOrganization } from './seed/bench-organizations.js';
import { seedBench } from './seed/seed-bench.js';
import { type CapturedResponse, startBaselineApp } from './tickets/baseline-app.js';
import { removeCreatedTickets } from './tickets/created-tickets.js';
import { explainScenarios, type QueryPlan } from './tickets/explain.js';
import { type LoadProcess, measureWarm, startLoadProcess } from './tickets/load.js';
import { signIn, startRealApp } from './tickets/real-app.js';
import { formatResults, type ScenarioResult } from './tickets/report.js';
import { type Scenario, ticketScenarios } from './tickets/scenarios.js';

// npm run bench:tickets [-- --duration 10 --connections 10 --warmup 2 --only list-first,counts
//   --database-url URL --data-dir DIR --seed-tickets 1000000 --plans-only --real-only]
const values = parseCommandLine({
  ...targetOptions,
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  only: { type: 'string' },
  'seed-tickets': { type: 'string' },
  'plans-only': { type: 'boolean' },
  'real-only': { type: 'boolean' },
});
const settings = {
  durationSeconds: positiveInteger('duration', values.duration, 10),
  connections: positiveInteger('connections', values.connections, 10),
  warmupSeconds: positiveInteger('warmup', values.warmup, 2),
  only: values.only?.split(',').map((id) => id.trim()),
  // An empty bench database is seeded first, with this many tickets in 10 organisations.
  seedTickets: positiveInteger('seed-tickets', values['seed-tickets'], 1_000_000),
  // Print the query plans and stop, without measuring.
  plansOnly: values['plans-only'] === true,
  // Measure the real app alone, without the two baselines (a third of the time, on a shared machine).
  realOnly: values['real-only'] === true,
};
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

interface TargetReport {
  target: string;
  organization: string;
  liveTickets: number;
  plans: QueryPlan[];
  results: ScenarioResult[];
}

async function capture(url: string, scenario: Scenario, headers: Record<string, string>): Promise<CapturedResponse> {
  const body = scenario.body ? JSON.stringify(scenario.body) : undefined;
  const response = await fetch(url, { method: scenario.method, headers, body });
  if (response.status !== scenario.expectedStatus) {
    throw new Error(`${scenario.id}: the real app answered ${response.status}: ${await response.text()}`);
  }
  return { status: response.status, body: await response.json() };
}

const measure = (load: LoadProcess, request: Parameters<typeof measureWarm>[1]) => measureWarm(load, request, settings);

async function benchTarget(target: BenchTarget, load: LoadProcess): Promise<TargetReport> {
  const database = await openBenchDatabase(target);
  try {
    let desk = await findLargestBenchOrganization(database.db);
    if (!desk) {
      console.log(`No bench data in ${describeTarget(target)}: seeding ${settings.seedTickets} tickets first.`);
      const log = (line: string) => console.log(line);
      await seedBench(database.db, { tickets: settings.seedTickets, organizations: 10, chunkSize: 50_000, log });
      desk = (await findLargestBenchOrganization(database.db))!;
    }
    // Tickets a create scenario left behind go first, so every run starts from the seeded desk.
    if ((await removeCreatedTickets(database.db, desk.organizationId)) > 0) {
      desk = (await findLargestBenchOrganization(database.db))!;
    }
    console.log(`\n${describeTarget(target)}: ${desk.name}, ${desk.tickets.toLocaleString('en-GB')} live tickets.`);

    const all = await ticketScenarios({ db: database.db, ...desk });
    const unknown = settings.only?.filter((id) => !all.some((scenario) => scenario.id === id)) ?? [];
    if (unknown.length > 0) throw new Error(`--only: no scenario ${unknown.join(', ')}`);
    const scenarios = all.filter(({ id }) => !settings.only || settings.only.includes(id));
    const plans = await explainScenarios(database, scenarios);
    for (const plan of plans) {
      console.log(`  EXPLAIN ${plan.scenario}: ${plan.executionMs.toFixed(2)} ms — ${plan.scans.join('; ')}`);
      if (settings.plansOnly) console.log(`${plan.text}\n${plan.plan}\n`);
    }
    if (settings.plansOnly) {
      return { target: describeTarget(target), organization: desk.name, liveTickets: desk.tickets, plans, results: [] };
    }

    const real = await startRealApp(database);
    const session = await signIn(database, desk.managerId);
    const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    const captured = new Map<string, CapturedResponse>();
    for (const scenario of scenarios) {
      captured.set(scenario.id, await capture(`${real.address}/api/ticket/${scenario.path}`, scenario, headers));
    }
    const baseline = await startBaselineApp(database, scenarios, captured);
    const results: ScenarioResult[] = [];
    try {
      for (const scenario of scenarios) {
        const request = (url: string) => ({
          url,
          method: scenario.method,
          headers,
          ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
        });
        console.log(`  measuring ${scenario.label}…`);
        const memory = settings.realOnly
          ? undefined
          : await measure(load, request(`${baseline.address}/memory/${scenario.id}`));
        const sql = settings.realOnly
          ? undefined
          : await measure(load, request(`${baseline.address}/sql/${scenario.id}`));
        const realResult = await measure(load, request(`${real.address}/api/ticket/${scenario.path}`));
        results.push({ id: scenario.id, label: scenario.label, real: realResult, memory, sql });
      }
    } finally {
      await baseline.close();
      await real.close();
      await session.signOut();
      const removed = await removeCreatedTickets(database.db, desk.organizationId);
      if (removed > 0) console.log(`  removed the ${removed} tickets the create scenario added`);
    }
    console.log(`\n${formatResults(results)}`);
    return { target: describeTarget(target), organization: desk.name, liveTickets: desk.tickets, plans, results };
  } finally {
    await database.close();
  }
}

// Which code was measured: the commit, and whether the server's sources differed from it.
function codeVersion() {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();
    const changed = git('status', '--porcelain', '--', 'server/src', 'contract/src') !== '';
    return `${git('rev-parse', '--short', 'HEAD')}${changed ? ' with uncommitted server changes' : ''}`;
  } catch {
    return 'unknown';
  }
}

async function run() {
  const targets = targetsOf(values);
  const code = codeVersion();
  console.log(
    `Ticket benchmark: ${settings.connections} connections, ${settings.durationSeconds} s per measurement ` +
      `after ${settings.warmupSeconds} s of warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; code ${code}.`,
  );
  const load = startLoadProcess();
  const reports: TargetReport[] = [];
  try {
    for (const target of targets) reports.push(await benchTarget(target, load));
  } finally {
    load.stop();
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/tickets-${new Date().toISOString().replaceAll(':', '-')}.json`;
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), code, settings, reports }, null, 2)}\n`);
  console.log(`\nResults and query plans: ${file}`);
}

run().catch((error: unknown) => {
  console.error(`bench:tickets failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
