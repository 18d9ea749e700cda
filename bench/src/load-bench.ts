import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type ServerProcess, startServerProcess } from '../../server/src/test/faults/server-child.js';
import { startSmtpSink } from '../../server/src/test/smtp-sink.js';
import { parseCommandLine, positiveInteger } from './cli-options.js';
import { runOpenLoop, type Summary } from './load/open-loop.js';
import { loadAverage, type MemoryReading, printKinds, printMemory, printStep, type Step } from './load/report.js';
import { prepareDesk } from './load/setup.js';
import { mixDescription, workload } from './load/workload.js';

// npm run bench:load [-- --database-url URL | --data-dir DIR] [--duration 60] [--step 10]
//   [--start-rate 20] [--rate N (no ramp)] [--profile DIR]. Neither database flag: PostgreSQL, then PGlite.
const values = parseCommandLine({
  'database-url': { type: 'string' },
  'data-dir': { type: 'string' },
  duration: { type: 'string' },
  step: { type: 'string' },
  'start-rate': { type: 'string' },
  rate: { type: 'string' },
  // A CPU profile of the server process (node --cpu-prof) written to this folder when it stops.
  profile: { type: 'string' },
});
const settings = {
  durationSeconds: positiveInteger('duration', values.duration, 60),
  stepSeconds: positiveInteger('step', values.step, 10),
  startRate: positiveInteger('start-rate', values['start-rate'], 20),
  rate: values.rate === undefined ? undefined : positiveInteger('rate', values.rate, 1),
};
// The bar a rate must clear, at every step and for the whole run.
const p99LimitMs = 200;
const passes = (summary: Summary) =>
  summary.errors === 0 && summary.p99 < p99LimitMs && summary.perSecond >= summary.rate * 0.97;

type Target = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };
const defaultUrl = 'postgres://postgres@127.0.0.1:5432/srm_bench_load';
const defaultDataDir = fileURLToPath(new URL('../data/load-pglite', import.meta.url));
const targets: Target[] =
  values['database-url'] || values['data-dir']
    ? [
        ...(values['database-url'] ? [{ kind: 'postgres', url: values['database-url'] } as const] : []),
        ...(values['data-dir'] ? [{ kind: 'pglite', dataDir: path.resolve(values['data-dir']) } as const] : []),
      ]
    : [
        { kind: 'postgres', url: defaultUrl },
        { kind: 'pglite', dataDir: defaultDataDir },
      ];

// Every run starts from an empty database of its own: only a database named
// for the bench is dropped, never the test or e2e databases of the same server.
async function freshDatabase(target: Target) {
  if (target.kind === 'pglite') {
    fs.rmSync(target.dataDir, { recursive: true, force: true });
    return;
  }
  const name = decodeURIComponent(new URL(target.url).pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name)) throw new Error(`refusing to drop "${name}": not a bench database`);
  const maintenance = new URL(target.url);
  maintenance.pathname = '/postgres';
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

// The jobs the writes left (emails, invoice PDFs) run in the same process:
// each measurement starts once they are done, so none pays for the one before.
async function waitForJobs(server: ServerProcess) {
  const until = Date.now() + 180_000;
  for (;;) {
    const [row] = await server.query<{ n: number }>(
      "select count(*)::int as n from jobs where status = 'pending' and run_at <= now()",
    );
    if (!row?.n || Date.now() > until) return row?.n ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function memoryOf(server: ServerProcess): Promise<MemoryReading> {
  const { rss, heapUsed } = await server.memory();
  return { rss, heapUsed };
}

async function benchTarget(target: Target) {
  const label =
    target.kind === 'postgres' ? `PostgreSQL ${new URL(target.url).pathname.slice(1)}` : `PGlite ${target.dataDir}`;
  console.log(`\n== ${label} (load average ${loadAverage()})`);
  await freshDatabase(target);
  const sink = await startSmtpSink();
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-load-'));
  const server = await startServerProcess(
    {
      NODE_ENV: 'production',
      SECRET_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: sink.url,
      APP_URL: 'http://127.0.0.1:3000',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'error',
      ...(target.kind === 'postgres'
        ? { DATABASE_URL: target.url, DATA_DIR: uploadsDir }
        : { DATA_DIR: target.dataDir }),
    },
    {
      nodeOptions: [
        '--expose-gc',
        ...(values.profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values.profile)}`] : []),
      ],
    },
  );
  // The sink keeps nothing: invoice emails carry PDFs.
  const forget = setInterval(() => sink.received.splice(0), 1_000);
  try {
    const desk = await prepareDesk(server.address, sink, { tickets: 600, feedback: 60, chats: 40 });
    const next = workload(desk);
    let sent = 0;
    // The client's figures, and the server's own: its CPU time per request (its
    // jobs that ran meanwhile included) and how late its event loop ran.
    const run = async (rate: number, seconds: number): Promise<Step> => {
      const start = await server.usage();
      const summary = await runOpenLoop({ rate, seconds, request: () => next(sent++) });
      const end = await server.usage();
      const cpuMs = end.cpuMs - start.cpuMs;
      return {
        ...summary,
        server: {
          cpuMsPerRequest: cpuMs / summary.requests,
          cpuShare: cpuMs / (seconds * 1000),
          loopDelayP99Ms: end.loopDelayP99Ms,
          loopDelayMaxMs: end.loopDelayMaxMs,
        },
      };
    };
    console.log(`  mix: ${mixDescription()}`);
    await run(settings.startRate, settings.stepSeconds);
    await waitForJobs(server);

    let rate = settings.rate;
    if (rate === undefined) {
      console.log(
        `  ramp (${settings.stepSeconds} s a step; a step passes with 0 errors, p99 < ${p99LimitMs} ms and the rate kept):`,
      );
      // Up by 40 % a step while steps pass; down by as much from the start while they fail.
      let passed = 0;
      let failed: number | undefined;
      const tried = new Set<number>();
      let step = settings.startRate;
      while (!tried.has(step) && step >= 1 && step < 5_000) {
        tried.add(step);
        const summary = await run(step, settings.stepSeconds);
        printStep(summary, passes(summary) ? 'passes' : 'fails');
        await waitForJobs(server);
        if (passes(summary)) {
          passed = step;
          if (failed !== undefined) break;
          step = Math.round(step * 1.4);
        } else {
          failed = step;
          if (passed > 0) break;
          step = Math.floor(step / 1.4);
        }
      }
      if (failed !== undefined && passed > 0 && failed - passed > 1) {
        const between = Math.round((passed + failed) / 2);
        const summary = await run(between, settings.stepSeconds);
        printStep(summary, passes(summary) ? 'passes' : 'fails');
        if (passes(summary)) passed = between;
        await waitForJobs(server);
      }
      rate = Math.max(passed, 1);
    }

    const results: Array<{ summary: Step; before: MemoryReading; after: MemoryReading; load: [string, string] }> = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = await memoryOf(server);
      const loadBefore = loadAverage();
      console.log(`  ${settings.durationSeconds} s at ${rate}/s (load average ${loadBefore}):`);
      const summary = await run(rate, settings.durationSeconds);
      const after = await memoryOf(server);
      results.push({ summary, before, after, load: [loadBefore, loadAverage()] });
      printStep(summary, passes(summary) ? 'passes' : 'fails');
      printKinds(summary);
      printMemory(before, after);
      console.log(`  load average after: ${loadAverage()}`);
      if (passes(summary) || settings.rate !== undefined) break;
      rate = Math.round(rate * 0.85);
      await waitForJobs(server);
    }
    for (const { socket } of desk.chats) socket.disconnect();
    desk.staffChat.disconnect();
    return { target: label, results };
  } finally {
    clearInterval(forget);
    await server.stop().catch(() => server.kill9());
    await sink.close();
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

const report = [];
for (const target of targets) report.push(await benchTarget(target));
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
fs.mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `load-${new Date().toISOString().replaceAll(':', '-')}.json`);
fs.writeFileSync(file, JSON.stringify({ settings, cpus: os.cpus().length, report }, null, 2));
console.log(`\nNumbers written to ${file}`);
process.exit(0);
