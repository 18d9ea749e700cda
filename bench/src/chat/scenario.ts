import fs from 'node:fs';
import os from 'node:os';
import type { ProcessGroups } from './cpu-time.js';
import { withServices } from './cpu-time.js';
import { type DeliverySettings, measureDelivery } from './delivery.js';
import type { Conversation, ServerStats } from './protocol.js';
import type { MemoryReading, StepResult } from './report.js';
import { type ServerCopy, startServerCopy } from './servers.js';
import { startStaffSender } from './staff.js';
import { startStakeholderProcesses } from './stakeholders.js';
import { summarize } from './summary.js';

export type ScenarioId = 'one-process' | 'two-copies';
export const scenarioIds: ScenarioId[] = ['one-process', 'two-copies'];

export interface ScenarioSettings extends DeliverySettings {
  sockets: number;
  step: number;
  clientProcesses: number;
  // Sockets each client process opens at once.
  concurrency: number;
  reportSeen: boolean;
}

export interface ScenarioReport {
  id: ScenarioId;
  description: string;
  // The open-files limit (soft / hard) of the server copy holding the sockets.
  serverOpenFilesLimit: string;
  baseline: MemoryReading;
  steps: StepResult[];
  stoppedBecause: string;
}

const megabytes = (bytes: number) => Number((bytes / 1024 / 1024).toFixed(1));
const memoryOf = (stats: ServerStats): MemoryReading => ({
  rssMb: megabytes(stats.rssBytes),
  heapUsedMb: megabytes(stats.heapUsedBytes),
  externalMb: megabytes(stats.externalBytes),
  connections: stats.connections,
  openFiles: stats.openFiles,
});

export function openFilesLimitOf(pid: number) {
  try {
    const line = fs
      .readFileSync(`/proc/${pid}/limits`, 'utf8')
      .split('\n')
      .find((each) => each.startsWith('Max open files'));
    const [soft, hard] = line?.split(/\s{2,}/).slice(1, 3) ?? [];
    return `${soft} / ${hard}`;
  } catch {
    return 'unknown';
  }
}

// 1,000, 2,000, … and the total last, whatever the step.
export function stepsOf({ sockets, step }: Pick<ScenarioSettings, 'sockets' | 'step'>) {
  const steps: number[] = [];
  for (let count = step; count < sockets; count += step) steps.push(count);
  return [...steps, sockets];
}

// Stakeholder sockets on copy A, added step by step; at each step, what copy A
// holds and the delivery of staff replies sent from copy A (one process) or
// from copy B (two copies sharing the database and Redis).
export async function runScenario(input: {
  id: ScenarioId;
  databaseUrl: string;
  redisUrl: string;
  staffToken: string;
  conversations: Conversation[];
  settings: ScenarioSettings;
  profile: string[];
  log: (line: string) => void;
}): Promise<ScenarioReport> {
  const { id, settings, conversations, profile, log } = input;
  const twoCopies = id === 'two-copies';
  const redisUrl = twoCopies ? input.redisUrl : undefined;
  const copies: ServerCopy[] = [];
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const a = await startServerCopy('A', { databaseUrl: input.databaseUrl, redisUrl, profile });
    copies.push(a);
    stops.push(a.stop);
    const b = twoCopies ? await startServerCopy('B', { databaseUrl: input.databaseUrl, redisUrl, profile }) : undefined;
    if (b) {
      copies.push(b);
      stops.push(b.stop);
    }
    const stakeholders = startStakeholderProcesses(settings.clientProcesses, profile);
    stops.unshift(stakeholders.stop);
    const staff = await startStaffSender((b ?? a).address, input.staffToken, profile);
    stops.unshift(staff.stop);
    const groups = (): ProcessGroups =>
      withServices(
        {
          ...Object.fromEntries(copies.map((copy) => [`server ${copy.name}`, [copy.pid]])),
          stakeholders: stakeholders.pids,
          staff: [staff.pid],
        },
        decodeURIComponent(new URL(input.databaseUrl).pathname.slice(1)),
      );
    const description = twoCopies
      ? `stakeholders on copy A, the staff sender on copy B, both on ${input.redisUrl}`
      : 'stakeholders and the staff sender on one server process, no Redis';
    log(`\n${id}: ${description}.`);

    const baseline = memoryOf(await a.stats());
    const steps: StepResult[] = [];
    const rooms: string[] = [];
    let offered = 0;
    let stoppedBecause = `reached ${settings.sockets.toLocaleString('en-GB')} sockets`;
    for (const target of stepsOf(settings)) {
      const adding = conversations.slice(offered, target);
      offered = target;
      const connected = await stakeholders.connect(a.address, adding, {
        concurrency: settings.concurrency,
        reportSeen: settings.reportSeen,
      });
      rooms.push(...connected.connectedRooms);
      const server = memoryOf(await a.stats());
      const otherServer = b ? memoryOf(await b.stats()) : null;
      const state = await stakeholders.collect();
      const delivery =
        rooms.length > 0
          ? await measureDelivery({
              stakeholders,
              staff,
              copies,
              rooms,
              groups,
              // Fresh copies answer their first replies slower (code not yet optimised): warmed once.
              settings: { ...settings, warmupMessages: steps.length === 0 ? settings.warmupMessages : 0 },
            })
          : null;
      const step: StepResult = {
        sockets: target,
        connected: state.open,
        failed: connected.failed,
        errors: connected.errors,
        dropped: state.dropped,
        connectMs: summarize(connected.connectMs),
        readyMs: summarize(connected.readyMs),
        connectWallMs: connected.wallMs,
        server,
        rssKbPerSocket: state.open > 0 ? ((server.rssMb - baseline.rssMb) * 1024) / state.open : null,
        heapKbPerSocket: state.open > 0 ? ((server.heapUsedMb - baseline.heapUsedMb) * 1024) / state.open : null,
        otherServer,
        clientsRssMb: state.rssBytes.map(megabytes),
        loadAverage: Number(os.loadavg()[0]!.toFixed(1)),
        delivery,
      };
      steps.push(step);
      const p99 = delivery?.deliveryMs.p99 ?? null;
      log(
        `  ${target.toLocaleString('en-GB')} sockets: ${state.open} open on the client side, ${server.connections} on copy A` +
          ` (${adding.length} opened in ${(connected.wallMs / 1000).toFixed(1)} s, connect p95` +
          ` ${step.connectMs.p95?.toFixed(1)} ms, joined p95 ${step.readyMs.p95?.toFixed(1)} ms);` +
          ` copy A RSS ${server.rssMb} MB, heap ${server.heapUsedMb} MB` +
          (delivery
            ? `; delivery p50/p95/p99/max ${delivery.deliveryMs.p50?.toFixed(1)} / ${delivery.deliveryMs.p95?.toFixed(1)}` +
              ` / ${p99?.toFixed(1)} / ${delivery.deliveryMs.max?.toFixed(1)} ms, ${delivery.deliveredPerSecond.toFixed(0)} msg/s` +
              ` (${delivery.lost} lost, ${delivery.refused} refused${delivery.refusals.length > 0 ? `: ${delivery.refusals.join(', ')}` : ''}); CPU ms per reply ${JSON.stringify(delivery.cpuMsPerMessage)}`
            : '') +
          `; load ${step.loadAverage}`,
      );
      // Delivery that degrades does not stop the steps: on this shared machine it
      // follows the other load more than the sockets held (bench/README.md).
      if (connected.failed > 0 || state.dropped > 0) {
        stoppedBecause = `at ${target}: ${connected.failed} failed, ${state.dropped} dropped (${connected.errors.join('; ')})`;
        break;
      }
    }
    await stakeholders.closeAll();
    return { id, description, serverOpenFilesLimit: openFilesLimitOf(a.pid), baseline, steps, stoppedBecause };
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}
