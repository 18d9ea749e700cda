import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { type BenchTarget, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions, targetsOf } from './cli-options.js';
import { findLargestBenchOrganization } from './seed/bench-organizations.js';
import { countStakeholders, hasOwnFieldAndTags, seedBenchStakeholders } from './seed/bench-stakeholders.js';
import { seedBench } from './seed/seed-bench.js';
import { codeVersion, formatResults, type StakeholderResult } from './stakeholders/report.js';
import { stakeholderScenarios } from './stakeholders/scenarios.js';
import { type CapturedResponse, startBaselineApp } from './tickets/baseline-app.js';
import { explainScenarios, type QueryPlan } from './tickets/explain.js';
import { type LoadProcess, measureWarm, startLoadProcess } from './tickets/load.js';
import { signIn, startRealApp } from './tickets/real-app.js';

// npm run bench:stakeholders [-- --stakeholders 100000 --duration 10 --warmup 2 --connections 10
//   --only list-first,detail --database-url URL --data-dir DIR --seed-tickets 1000000]
const values = parseCommandLine({
  ...targetOptions,
  stakeholders: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  only: { type: 'string' },
  'seed-tickets': { type: 'string' },
});
const settings = {
  stakeholders: positiveInteger('stakeholders', values.stakeholders, 100_000),
  durationSeconds: positiveInteger('duration', values.duration, 10),
  connections: positiveInteger('connections', values.connections, 10),
  warmupSeconds: positiveInteger('warmup', values.warmup, 2),
  only: values.only?.split(',').map((id) => id.trim()),
  // An empty bench database is seeded first, with this many tickets in 10 organisations.
  seedTickets: positiveInteger('seed-tickets', values['seed-tickets'], 1_000_000),
};
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const log = (line: string) => console.log(line);

interface TargetReport {
  target: string;
  organization: string;
  stakeholders: number;
  liveTickets: number;
  plans: QueryPlan[];
  results: StakeholderResult[];
}

async function capture(url: string, headers: Record<string, string>): Promise<CapturedResponse> {
  const response = await fetch(url, { headers });
  if (response.status !== 200)
    throw new Error(`${url}: the real app answered ${response.status}: ${await response.text()}`);
  return { status: response.status, body: await response.json() };
}

const measure = (load: LoadProcess, request: Parameters<typeof measureWarm>[1]) => measureWarm(load, request, settings);

async function benchTarget(target: BenchTarget, load: LoadProcess): Promise<TargetReport> {
  const database = await openBenchDatabase(target);
  try {
    let desk = await findLargestBenchOrganization(database.db);
    if (!desk) {
      log(`No bench data in ${describeTarget(target)}: seeding ${settings.seedTickets} tickets first.`);
      await seedBench(database.db, { tickets: settings.seedTickets, organizations: 10, chunkSize: 50_000, log });
      desk = (await findLargestBenchOrganization(database.db))!;
    }
    // The seed replaces the organisation's records, so any other number is seeded afresh, as are records seeded
    // before the organisation had its own field and tags.
    const seeded = await countStakeholders(database.db, desk.organizationId);
    if (seeded !== settings.stakeholders || !(await hasOwnFieldAndTags(database.db, desk.organizationId))) {
      log(`Seeding ${settings.stakeholders.toLocaleString('en-GB')} stakeholder records in ${desk.name}…`);
      await seedBenchStakeholders(database.db, {
        organizationId: desk.organizationId,
        count: settings.stakeholders,
        log,
      });
    }
    const stakeholders = await countStakeholders(database.db, desk.organizationId);
    log(
      `\n${describeTarget(target)}: ${desk.name}, ${stakeholders.toLocaleString('en-GB')} stakeholder records, ` +
        `${desk.tickets.toLocaleString('en-GB')} live tickets.`,
    );

    const all = await stakeholderScenarios({ db: database.db, organizationId: desk.organizationId, stakeholders });
    const unknown = settings.only?.filter((id) => !all.some((scenario) => scenario.id === id)) ?? [];
    if (unknown.length > 0) throw new Error(`--only: no scenario ${unknown.join(', ')}`);
    const scenarios = all.filter(({ id }) => !settings.only || settings.only.includes(id));
    const plans = await explainScenarios(database, scenarios);
    for (const plan of plans) {
      log(`  EXPLAIN ${plan.scenario}: ${plan.executionMs.toFixed(2)} ms — ${plan.scans.join('; ')}`);
    }

    const real = await startRealApp(database);
    const session = await signIn(database, desk.managerId);
    const headers = { authorization: `Bearer ${session.token}` };
    const results: StakeholderResult[] = [];
    try {
      const captured = new Map<string, CapturedResponse>();
      for (const scenario of scenarios) {
        captured.set(scenario.id, await capture(`${real.address}/api/profile/${scenario.path}`, headers));
      }
      const baseline = await startBaselineApp(database, scenarios, captured);
      try {
        for (const scenario of scenarios) {
          log(`  measuring ${scenario.label}…`);
          const sql = await measure(load, { url: `${baseline.address}/sql/${scenario.id}`, method: 'GET', headers });
          const realResult = await measure(load, {
            url: `${real.address}/api/profile/${scenario.path}`,
            method: 'GET',
            headers,
          });
          results.push({ id: scenario.id, label: scenario.label, real: realResult, sql });
        }
      } finally {
        await baseline.close();
      }
    } finally {
      await real.close();
      await session.signOut();
    }
    log(`\n${formatResults(results)}`);
    return {
      target: describeTarget(target),
      organization: desk.name,
      stakeholders,
      liveTickets: desk.tickets,
      plans,
      results,
    };
  } finally {
    await database.close();
  }
}

async function run() {
  const code = codeVersion();
  log(
    `Stakeholder benchmark: ${settings.connections} connections, ${settings.durationSeconds} s per measurement ` +
      `after ${settings.warmupSeconds} s of warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; code ${code}.`,
  );
  const load = startLoadProcess();
  const reports: TargetReport[] = [];
  try {
    for (const target of targetsOf(values)) reports.push(await benchTarget(target, load));
  } finally {
    load.stop();
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/stakeholders-${new Date().toISOString().replaceAll(':', '-')}.json`;
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), code, settings, reports }, null, 2)}\n`);
  log(`\nResults and query plans: ${file}`);
}

run().catch((error: unknown) => {
  console.error(
    `bench:stakeholders failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
