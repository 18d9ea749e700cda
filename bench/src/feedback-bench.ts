import os from 'node:os';
import { pngImage } from '../../server/src/test/images.js';
import { type BenchTarget, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions, targetsOf } from './cli-options.js';
import { countFeedback, removeSubmittedFeedback, seedBenchFeedback } from './seed/bench-feedback.js';
import { findLargestBenchOrganization } from './seed/bench-organizations.js';
import { type LoadProcess, measureWarm, startLoadProcess } from './tickets/load.js';
import type { LoadResult } from './tickets/load-protocol.js';
import { signIn, startRealApp } from './tickets/real-app.js';

// npm run bench:feedback [-- --feedback 200000 --submissions 20 --duration 10 --connections 10
//   --database-url URL --data-dir DIR]. Needs the organisations of `npm run bench:seed`.
const values = parseCommandLine({
  ...targetOptions,
  feedback: { type: 'string' },
  submissions: { type: 'string' },
  duration: { type: 'string' },
  connections: { type: 'string' },
  warmup: { type: 'string' },
});
const settings = {
  feedback: positiveInteger('feedback', values.feedback, 200_000),
  // The public form allows 30 an hour per address: the run stays under it.
  submissions: Math.min(positiveInteger('submissions', values.submissions, 20), 30),
  durationSeconds: positiveInteger('duration', values.duration, 10),
  connections: positiveInteger('connections', values.connections, 10),
  warmupSeconds: positiveInteger('warmup', values.warmup, 2),
};

interface Read {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  body?: object;
}

const reads: Read[] = [
  { label: 'inbox, first page', method: 'GET', path: 'get-feedbacks/' },
  { label: 'inbox, page 500', method: 'GET', path: 'get-feedbacks/?page=500' },
  { label: 'one product (neo)', method: 'POST', path: 'filter-feedbacks/', body: { project_name: 'neo' } },
  { label: 'search "login"', method: 'GET', path: 'get-feedbacks/?search=login' },
  { label: 'search by reference', method: 'GET', path: 'get-feedbacks/?search=FBK-012345' },
  { label: 'product cards', method: 'GET', path: 'feedback-products/' },
];

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const ms = (value: number | null) => (value === null ? '—' : value < 10 ? value.toFixed(2) : value.toFixed(1));

const measure = (load: LoadProcess, request: Parameters<typeof measureWarm>[1]) => measureWarm(load, request, settings);

// One stakeholder after another sends a feedback with two 1 MB screenshots:
// the whole round trip (upload, content checks, two file writes, one transaction).
async function timeSubmissions(address: string, organizationId: string) {
  const screenshot = new Blob([pngImage(1024 * 1024)], { type: 'image/png' });
  const times: number[] = [];
  for (let index = 0; index < settings.submissions; index++) {
    const form = new FormData();
    form.append('name', 'Bench Stakeholder');
    form.append('email', 'bench.stakeholder@example.ng');
    form.append('subject', `Bench submission ${index + 1}`);
    form.append('message', 'Two screenshots of the problem.');
    form.append('project_name', 'Neo');
    form.append('attachments', screenshot, 'first.png');
    form.append('attachments', screenshot, 'second.png');
    const started = performance.now();
    const response = await fetch(`${address}/api/ticket/create-feedback/${organizationId}/`, {
      method: 'POST',
      body: form,
    });
    times.push(performance.now() - started);
    if (response.status !== 201) throw new Error(`a submission answered ${response.status}: ${await response.text()}`);
  }
  const sorted = times.toSorted((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), p99Ms: percentile(sorted, 0.99) };
}

async function benchTarget(target: BenchTarget, load: LoadProcess) {
  const database = await openBenchDatabase(target);
  try {
    const desk = await findLargestBenchOrganization(database.db);
    if (!desk) throw new Error(`no bench organisations in ${describeTarget(target)}: run npm run bench:seed first`);
    await removeSubmittedFeedback(database.db, desk.organizationId);
    const existing = await countFeedback(database.db, desk.organizationId);
    if (existing < settings.feedback) {
      console.log(`Seeding ${(settings.feedback - existing).toLocaleString('en-GB')} feedbacks…`);
      const started = performance.now();
      await seedBenchFeedback(database.db, {
        organizationId: desk.organizationId,
        count: settings.feedback - existing,
      });
      console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const total = await countFeedback(database.db, desk.organizationId);
    console.log(`\n${describeTarget(target)}: ${desk.name}, ${total.toLocaleString('en-GB')} feedbacks.`);

    const real = await startRealApp(database);
    const session = await signIn(database, desk.managerId);
    const headers = { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' };
    const rows: [string, LoadResult][] = [];
    try {
      for (const read of reads) {
        console.log(`  measuring ${read.label}…`);
        const url = `${real.address}/api/ticket/${read.path}`;
        rows.push([
          read.label,
          await measure(load, {
            url,
            method: read.method,
            headers,
            ...(read.body && { body: JSON.stringify(read.body) }),
          }),
        ]);
      }
      console.log(`  timing ${settings.submissions} submissions with two 1 MB images…`);
      const submissions = await timeSubmissions(real.address, desk.organizationId);
      console.log(
        `\n  ${'scenario'.padEnd(24)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s'.padStart(8)}`,
      );
      for (const [label, result] of rows) {
        const failed = result.failed > 0 ? ` (${result.failed} failed)` : '';
        console.log(
          `  ${label.padEnd(24)} ${ms(result.p50Ms).padStart(8)} ${ms(result.p95Ms).padStart(8)} ${ms(result.p99Ms).padStart(8)} ${Math.round(result.requestsPerSecond).toLocaleString('en-GB').padStart(8)}${failed}`,
        );
      }
      console.log(
        `  ${'submit, 2 × 1 MB images'.padEnd(24)} ${ms(submissions.p50Ms).padStart(8)} ${ms(submissions.p95Ms).padStart(8)} ${ms(submissions.p99Ms).padStart(8)} ${'(one at a time)'.padStart(8)}`,
      );
    } finally {
      await real.close();
      await session.signOut();
      await removeSubmittedFeedback(database.db, desk.organizationId);
    }
  } finally {
    await database.close();
  }
}

async function run() {
  console.log(
    `Feedback benchmark: ${settings.connections} connections, ${settings.durationSeconds} s per measurement after ` +
      `${settings.warmupSeconds} s of warm-up; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}.`,
  );
  const load = startLoadProcess();
  try {
    for (const target of targetsOf(values)) await benchTarget(target, load);
  } finally {
    load.stop();
  }
}

run().catch((error: unknown) => {
  console.error(`bench:feedback failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
