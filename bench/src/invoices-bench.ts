import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { lagosDay } from '@srm/contract';
import { startPaystackStandIn } from '../../server/src/test/paystack-stand-in.js';
import { type BenchTarget, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions, targetsOf } from './cli-options.js';
import {
  lastSequenceOf,
  removeSendTestInvoices,
  runParallelSends,
  type SendTestResult,
} from './invoices/parallel-sends.js';
import { formatWebhookBurst, runWebhookBurst, type WebhookBurstResult } from './invoices/paystack-burst.js';
import { formatResults, formatSendTest, type InvoiceResult } from './invoices/report.js';
import { invoiceScenarios } from './invoices/scenarios.js';
import { countInvoices, describeInvoices, seedBenchInvoices } from './seed/bench-invoices.js';
import { findLargestBenchOrganization } from './seed/bench-organizations.js';
import { countStakeholders, seedBenchStakeholders } from './seed/bench-stakeholders.js';
import { seedBench } from './seed/seed-bench.js';
import { codeVersion } from './stakeholders/report.js';
import { type CapturedResponse, startBaselineApp } from './tickets/baseline-app.js';
import { explainScenarios, type QueryPlan } from './tickets/explain.js';
import { type LoadProcess, measureWarm, startLoadProcess } from './tickets/load.js';
import { signIn, startRealApp } from './tickets/real-app.js';
import type { Scenario } from './tickets/scenarios.js';

// npm run bench:invoices [-- --invoices 200000 --stakeholders 20000 --sends 100 --duration 10 --warmup 2
//   --webhooks 100 --connections 10 --only sends,webhooks,list-first,dashboard-year --database-url URL --data-dir DIR
//   --seed-tickets 10000 --plans-only]
const values = parseCommandLine({
  ...targetOptions,
  invoices: { type: 'string' },
  stakeholders: { type: 'string' },
  sends: { type: 'string' },
  webhooks: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
  only: { type: 'string' },
  'seed-tickets': { type: 'string' },
  'plans-only': { type: 'boolean' },
});

function wholeNumber(name: string, value: string | undefined, fallback: number) {
  if (value === undefined) return fallback;
  const number = Number(value.replaceAll('_', ''));
  if (!Number.isInteger(number) || number < 0) throw new Error(`--${name} must be a whole number, 0 or more`);
  return number;
}

const settings = {
  invoices: positiveInteger('invoices', values.invoices, 200_000),
  // Seeded only when the organisation has no stakeholder records at all.
  stakeholders: positiveInteger('stakeholders', values.stakeholders, 20_000),
  sends: positiveInteger('sends', values.sends, 100),
  // Invoices of the webhook burst: each charge's event is delivered twice.
  webhookInvoices: positiveInteger('webhooks', values.webhooks, 100),
  durationSeconds: positiveInteger('duration', values.duration, 10),
  connections: positiveInteger('connections', values.connections, 10),
  warmupSeconds: positiveInteger('warmup', values.warmup, 2),
  only: values.only?.split(',').map((id) => id.trim()),
  // An empty bench database gets one organisation with its staff and this many tickets (0: none).
  seedTickets: wholeNumber('seed-tickets', values['seed-tickets'], 10_000),
  // Print the query plans and stop, without measuring.
  plansOnly: values['plans-only'] === true,
};
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const log = (line: string) => console.log(line);
const formatCount = (value: number) => value.toLocaleString('en-GB');
const loadAverage = () => Number(os.loadavg()[0]!.toFixed(1));
const wanted = (id: string) => !settings.only || settings.only.includes(id);

interface TargetReport {
  target: string;
  organization: string;
  stakeholders: number;
  invoices: Awaited<ReturnType<typeof describeInvoices>>;
  seedSeconds: { stakeholders: number | null; invoices: number | null };
  loadAverage: { start: number; end: number };
  sends: SendTestResult | null;
  webhooks: WebhookBurstResult | null;
  plans: QueryPlan[];
  results: InvoiceResult[];
}

async function capture(url: string, scenario: Scenario, headers: Record<string, string>): Promise<CapturedResponse> {
  const body = scenario.body ? JSON.stringify(scenario.body) : undefined;
  const response = await fetch(url, { method: scenario.method, headers, body });
  if (response.status !== scenario.expectedStatus) {
    throw new Error(`${scenario.id}: the real app answered ${response.status}: ${await response.text()}`);
  }
  return { status: response.status, body: await response.json() };
}

// What the real app answered, in a word: how many invoices a list matched, or a dashboard counted.
function sizeOf(body: unknown) {
  const answer = body as {
    count?: number;
    count_capped?: boolean;
    by_count?: { invoice_generated: number };
    details?: { count: number }[];
  };
  if (answer.count !== undefined) {
    return `${formatCount(answer.count)}${answer.count_capped ? '+' : ''} ${answer.count === 1 ? 'match' : 'matches'}`;
  }
  if (answer.by_count) return `${formatCount(answer.by_count.invoice_generated)} sent`;
  if (answer.details) return `${formatCount(answer.details.reduce((sum, plan) => sum + plan.count, 0))} sent`;
  return '';
}

const measure = (load: LoadProcess, request: Parameters<typeof measureWarm>[1]) => measureWarm(load, request, settings);

// The bench organisation (made if the database has none), its stakeholder
// records (seeded if it has none) and exactly `invoices` invoices.
async function prepare(target: BenchTarget, database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const { db } = database;
  let desk = await findLargestBenchOrganization(db);
  if (!desk) {
    log(
      `No bench data in ${describeTarget(target)}: one organisation with ${formatCount(settings.seedTickets)} tickets.`,
    );
    await seedBench(db, { tickets: settings.seedTickets, organizations: 1, chunkSize: 50_000, log });
    desk = (await findLargestBenchOrganization(db))!;
  }
  const { organizationId } = desk;
  const leftover = await removeSendTestInvoices(db, organizationId);
  if (leftover > 0) log(`  removed ${leftover} invoices an earlier send test left`);
  const seedSeconds: TargetReport['seedSeconds'] = { stakeholders: null, invoices: null };
  if ((await countStakeholders(db, organizationId)) === 0) {
    log(`Seeding ${formatCount(settings.stakeholders)} stakeholder records in ${desk.name}…`);
    const started = performance.now();
    await seedBenchStakeholders(db, { organizationId, count: settings.stakeholders, log });
    seedSeconds.stakeholders = (performance.now() - started) / 1000;
  }
  // The seed replaces the organisation's invoices, so any other number is seeded afresh.
  if ((await countInvoices(db, organizationId)) !== settings.invoices) {
    log(`Seeding ${formatCount(settings.invoices)} invoices in ${desk.name}…`);
    seedSeconds.invoices = await seedBenchInvoices(db, { organizationId, count: settings.invoices, log });
  }
  return { desk, seedSeconds };
}

async function benchTarget(target: BenchTarget, load: LoadProcess): Promise<TargetReport> {
  const loadAtStart = loadAverage();
  const database = await openBenchDatabase(target);
  try {
    const { db } = database;
    const { desk, seedSeconds } = await prepare(target, database);
    const { organizationId } = desk;
    const stakeholders = await countStakeholders(db, organizationId);
    const invoices = await describeInvoices(db, organizationId, lagosDay(new Date()));
    const live = Object.values(invoices.byStatus).reduce((sum, count) => sum + count, 0);
    log(
      `\n${describeTarget(target)}: ${desk.name}, ${formatCount(stakeholders)} stakeholder records, ` +
        `${formatCount(live)} live invoices (${Object.entries(invoices.byStatus)
          .map(([status, count]) => `${status} ${formatCount(count)}`)
          .join(', ')}; overdue ${formatCount(invoices.overdue)}), ` +
        `numbered up to ${invoices.highestNumber} (last_sequence ${formatCount(invoices.lastSequence)}).`,
    );

    const all = await invoiceScenarios({ db, organizationId, invoices: live });
    const tests = ['sends', 'webhooks'];
    const unknown =
      settings.only?.filter((id) => !tests.includes(id) && !all.some((scenario) => scenario.id === id)) ?? [];
    if (unknown.length > 0) throw new Error(`--only: no scenario ${unknown.join(', ')}`);
    const scenarios = all.filter(({ id }) => wanted(id));
    const plans = await explainScenarios(database, scenarios);
    for (const plan of plans) {
      log(`  EXPLAIN ${plan.scenario}: ${plan.executionMs.toFixed(2)} ms — ${plan.scans.join('; ')}`);
      if (settings.plansOnly) log(`${plan.text}\n${plan.plan}\n`);
    }
    const report = {
      target: describeTarget(target),
      organization: desk.name,
      stakeholders,
      invoices,
      seedSeconds,
      sends: null,
      webhooks: null,
      plans,
      results: [],
    };
    if (settings.plansOnly) return { ...report, loadAverage: { start: loadAtStart, end: loadAverage() } };

    // Paystack, for the webhook burst: the stand-in the real app's PAYSTACK_API_URL names.
    const paystack = wanted('webhooks') ? await startPaystackStandIn() : null;
    const real = await startRealApp(database, { env: paystack ? { PAYSTACK_API_URL: paystack.url } : {} });
    const session = await signIn(database, desk.managerId);
    const authorization = { authorization: `Bearer ${session.token}` };
    const headers = { ...authorization, 'content-type': 'application/json' };
    let sends: SendTestResult | null = null;
    let webhooks: WebhookBurstResult | null = null;
    const results: InvoiceResult[] = [];
    try {
      if (wanted('sends')) {
        log(`  send test: ${settings.sends} drafts, then all sent at once…`);
        const sequenceAtStart = await lastSequenceOf(db, organizationId);
        try {
          sends = await runParallelSends({
            db,
            organizationId,
            address: real.address,
            headers: authorization,
            sends: settings.sends,
            log,
          });
        } finally {
          await removeSendTestInvoices(db, organizationId, sequenceAtStart);
        }
        log(formatSendTest(sends).replace(/^/gm, '  '));
        if (sends.problems.length > 0) {
          throw new Error(`the parallel sends went wrong:\n  ${sends.problems.join('\n  ')}`);
        }
      }
      if (wanted('webhooks')) {
        webhooks = await runWebhookBurst({
          database,
          address: real.address,
          paystack: paystack!,
          invoices: settings.webhookInvoices,
          log,
        });
        log(formatWebhookBurst(webhooks).replace(/^/gm, '  '));
        if (webhooks.problems.length > 0) {
          throw new Error(`the webhook burst went wrong:\n  ${webhooks.problems.join('\n  ')}`);
        }
      }

      const captured = new Map<string, CapturedResponse>();
      for (const scenario of scenarios) {
        const answer = await capture(`${real.address}/api/invoice/${scenario.path}`, scenario, headers);
        captured.set(scenario.id, answer);
        const size = sizeOf(answer.body);
        if (size) scenario.label = `${scenario.label} (${size})`;
      }
      const baseline = await startBaselineApp(database, scenarios, captured);
      try {
        for (const scenario of scenarios) {
          log(`  measuring ${scenario.label}…`);
          const request = (url: string) => ({
            url,
            method: scenario.method,
            headers,
            ...(scenario.body ? { body: JSON.stringify(scenario.body) } : {}),
          });
          const sql = await measure(load, request(`${baseline.address}/sql/${scenario.id}`));
          const realResult = await measure(load, request(`${real.address}/api/invoice/${scenario.path}`));
          results.push({ id: scenario.id, label: scenario.label, real: realResult, sql });
        }
      } finally {
        await baseline.close();
      }
    } finally {
      await real.close();
      await paystack?.close();
      await session.signOut();
    }
    if (results.length > 0) log(`\n${formatResults(results)}`);
    return { ...report, sends, webhooks, results, loadAverage: { start: loadAtStart, end: loadAverage() } };
  } finally {
    await database.close();
  }
}

async function run() {
  const code = codeVersion();
  log(
    `Invoice benchmark: ${settings.connections} connections, ${settings.durationSeconds} s per measurement ` +
      `after ${settings.warmupSeconds} s of warm-up; ${os.cpus().length} cores, load average ${loadAverage()}; code ${code}.`,
  );
  const load = startLoadProcess();
  const reports: TargetReport[] = [];
  try {
    for (const target of targetsOf(values)) reports.push(await benchTarget(target, load));
  } finally {
    load.stop();
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/invoices-${new Date().toISOString().replaceAll(':', '-')}.json`;
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), code, settings, reports }, null, 2)}\n`);
  log(`\nResults and query plans: ${file}`);
}

run().catch((error: unknown) => {
  console.error(`bench:invoices failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
