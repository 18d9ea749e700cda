import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultDatabaseUrl, describeTarget, openBenchDatabase } from './bench-database.js';
import { createChatSessions, removeChatSessions } from './chat/chat-sessions.js';
import { formatCores, formatSteps, formatTimeline } from './chat/report.js';
import { openFilesLimitOf, runScenario, type ScenarioId, type ScenarioReport, scenarioIds } from './chat/scenario.js';
import { parseCommandLine, positiveInteger } from './cli-options.js';
import { findLargestBenchOrganization } from './seed/bench-organizations.js';
import { seedBench } from './seed/seed-bench.js';
import { codeVersion } from './stakeholders/report.js';
import { signIn } from './tickets/real-app.js';

// npm run bench:chat [-- --sockets 5000 --step 1000 --messages 2000 --warmup 1000 --rate 200
//   --client-processes 2 --concurrency 50 --only one-process,two-copies --no-seen --cpu-prof
//   --database-url URL --redis-url URL --seed-tickets 1000]
const values = parseCommandLine({
  'database-url': { type: 'string' },
  'redis-url': { type: 'string' },
  sockets: { type: 'string' },
  step: { type: 'string' },
  messages: { type: 'string' },
  warmup: { type: 'string' },
  rate: { type: 'string' },
  'client-processes': { type: 'string' },
  concurrency: { type: 'string' },
  only: { type: 'string' },
  'no-seen': { type: 'boolean' },
  'cpu-prof': { type: 'boolean' },
  'seed-tickets': { type: 'string' },
});

const only = values.only?.split(',').map((id) => id.trim());
const resultsDir = fileURLToPath(new URL('../results', import.meta.url));
const settings = {
  databaseUrl: values['database-url'] ?? defaultDatabaseUrl,
  redisUrl: values['redis-url'] ?? 'redis://127.0.0.1:6379',
  sockets: positiveInteger('sockets', values.sockets, 5_000),
  step: positiveInteger('step', values.step, 1_000),
  messages: positiveInteger('messages', values.messages, 2_000),
  // Sent unrecorded before a scenario's first measurement.
  warmupMessages: values.warmup === '0' ? 0 : positiveInteger('warmup', values.warmup, 1_000),
  rate: positiveInteger('rate', values.rate, 200),
  clientProcesses: positiveInteger('client-processes', values['client-processes'], 2),
  concurrency: positiveInteger('concurrency', values.concurrency, 50),
  // Stakeholders' pages in view report what they have seen, one `seen` per reply (bench/README.md).
  reportSeen: values['no-seen'] !== true,
  scenarios: scenarioIds.filter((id) => !only || only.includes(id)),
  // An empty bench database gets one organisation with its staff and this many tickets.
  seedTickets: positiveInteger('seed-tickets', values['seed-tickets'], 1_000),
};
// Every forked process writes a CPU profile into bench/results/profiles when it ends.
const profileDir = `${resultsDir}/profiles`;
const profile = values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
const log = (line: string) => console.log(line);
const loadAverage = () => os.loadavg().map((value) => Number(value.toFixed(2)));

async function run() {
  const unknown = only?.filter((id) => !scenarioIds.includes(id as ScenarioId)) ?? [];
  if (unknown.length > 0) throw new Error(`--only: no scenario ${unknown.join(', ')} (${scenarioIds.join(', ')})`);
  const code = codeVersion();
  const target = { kind: 'postgres', url: settings.databaseUrl } as const;
  log(
    `Chat benchmark: up to ${settings.sockets.toLocaleString('en-GB')} stakeholder sockets in steps of ` +
      `${settings.step.toLocaleString('en-GB')} over ${settings.clientProcesses} client processes; ` +
      `${settings.messages} staff replies at ${settings.rate}/s per step (after ${settings.warmupMessages} unrecorded at the first); ` +
      `${os.cpus().length} cores, load average ${loadAverage().join(' ')}; open files (soft / hard) ` +
      `${openFilesLimitOf(process.pid)}; code ${code}.`,
  );
  const database = await openBenchDatabase(target);
  const reports: ScenarioReport[] = [];
  const loadAtStart = loadAverage();
  try {
    let desk = await findLargestBenchOrganization(database.db);
    if (!desk) {
      log(`No bench data in ${describeTarget(target)}: one organisation with ${settings.seedTickets} tickets.`);
      await seedBench(database.db, { tickets: settings.seedTickets, organizations: 1, chunkSize: 50_000, log });
      desk = (await findLargestBenchOrganization(database.db))!;
    }
    const leftover = await removeChatSessions(database.db, desk.organizationId);
    if (leftover > 0) log(`Removed ${leftover} conversations an earlier run left.`);
    const started = performance.now();
    const conversations = await createChatSessions(database.db, desk.organizationId, settings.sockets);
    log(
      `${describeTarget(target)}: ${desk.name}; ${conversations.length.toLocaleString('en-GB')} conversations with a ` +
        `chat session each, written in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
    );
    const staff = await signIn(database, desk.managerId);
    try {
      for (const id of settings.scenarios) {
        reports.push(
          await runScenario({
            id,
            databaseUrl: settings.databaseUrl,
            redisUrl: settings.redisUrl,
            staffToken: staff.token,
            conversations,
            settings,
            profile,
            log,
          }),
        );
        const report = reports.at(-1)!;
        log(`\n${id} (${report.stoppedBecause}; server open-files limit ${report.serverOpenFilesLimit}):`);
        log(formatSteps(report.steps));
        log(`\nCPU during each delivery measurement, cores (ms per reply):\n${formatCores(report.steps)}`);
        const storing = id === 'two-copies' ? 'B' : 'A';
        log(
          `\nWhere a reply's time goes (ms; database pool of copy ${storing}):\n${formatTimeline(report.steps, storing)}`,
        );
      }
    } finally {
      await staff.signOut();
      const removed = await removeChatSessions(database.db, desk.organizationId);
      log(`\nRemoved the ${removed} bench conversations, their messages and their queued checks.`);
    }
  } finally {
    await database.close();
  }
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = `${resultsDir}/chat-${new Date().toISOString().replaceAll(':', '-')}.json`;
  const loadAt = { start: loadAtStart, end: loadAverage() };
  fs.writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), code, cores: os.cpus().length, openFiles: openFilesLimitOf(process.pid), loadAverage: loadAt, settings, reports }, null, 2)}\n`,
  );
  log(`\nResults: ${file}`);
  if (profile.length > 0) log(`CPU profiles: ${profileDir}`);
}

run().catch((error: unknown) => {
  console.error(`bench:chat failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
