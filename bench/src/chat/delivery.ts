import { type ProcessGroups, startCpuReading } from './cpu-time.js';
import type { DeliveryResult } from './report.js';
import type { ServerCopy } from './servers.js';
import type { StaffSender } from './staff.js';
import type { StakeholderProcesses } from './stakeholders.js';
import { summarize } from './summary.js';

export interface DeliverySettings {
  messages: number;
  warmupMessages: number;
  rate: number;
}

// Once no reply has arrived for this long, the missing ones count as lost.
const quietMs = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Collects receipts until every acknowledged reply has arrived, or none has for a while
// (busy client processes may still be reading replies sent long ago).
async function gather(stakeholders: StakeholderProcesses, expected: number) {
  const latencies: number[] = [];
  let lastArrival = performance.now();
  while (true) {
    const receipts = await stakeholders.collect();
    if (receipts.latenciesMs.length > 0) lastArrival = performance.now();
    latencies.push(...receipts.latenciesMs);
    if (latencies.length >= expected || performance.now() - lastArrival > quietMs) {
      return { latencies, clientLoopDelayP99Ms: receipts.loopDelayP99Ms };
    }
    await sleep(50);
  }
}

// The staff sender replies `messages` times at `rate` a second into
// conversations picked at random among `rooms`, after `warmupMessages`
// unrecorded; each reply is timed from its send to its stakeholder socket's
// `messageFromServer`, and to the sender's acknowledgement.
export async function measureDelivery(input: {
  stakeholders: StakeholderProcesses;
  staff: StaffSender;
  copies: ServerCopy[];
  rooms: string[];
  groups: () => ProcessGroups;
  settings: DeliverySettings;
}): Promise<DeliveryResult> {
  const { stakeholders, staff, copies, rooms, settings } = input;
  if (settings.warmupMessages > 0) {
    const warmup = await staff.send(rooms, settings.warmupMessages, settings.rate);
    await gather(stakeholders, warmup.acked);
  }
  await stakeholders.collect();
  for (const copy of copies) {
    await copy.loopDelay();
    await copy.poolTimes();
  }

  const cpu = startCpuReading(input.groups);
  const sent = await staff.send(rooms, settings.messages, settings.rate);
  const { latencies, clientLoopDelayP99Ms } = await gather(stakeholders, sent.acked);
  const { cpuSeconds, seconds } = cpu();
  const round = (value: number, digits: number) => Number(value.toFixed(digits));
  const perGroup = (value: (used: number) => number) =>
    Object.fromEntries(Object.entries(cpuSeconds).map(([group, used]) => [group, value(used)]));
  const serverLoopDelayMs = Object.fromEntries(
    await Promise.all(copies.map(async (copy) => [copy.name, await copy.loopDelay()] as const)),
  );
  const databasePool = Object.fromEntries(
    await Promise.all(
      copies.map(async (copy) => {
        const times = await copy.poolTimes();
        return [copy.name, { ...times, connectionsInUse: round(times.heldMs / 1000 / seconds, 2) }] as const;
      }),
    ),
  );

  return {
    messages: settings.messages,
    rate: settings.rate,
    sent: sent.sent,
    acked: sent.acked,
    refused: sent.refusals.length,
    refusals: [...new Set(sent.refusals)].slice(0, 5),
    delivered: latencies.length,
    lost: Math.max(0, sent.acked - latencies.length),
    deliveryMs: summarize(latencies),
    ackMs: summarize(sent.ackMs),
    // Intervals between sends, not sends, over the time from the first to the last.
    sentPerSecond: sent.sendingMs > 0 ? (sent.sent - 1) / (sent.sendingMs / 1000) : sent.sent,
    deliveredPerSecond: latencies.length / (sent.wallMs / 1000),
    cores: perGroup((used) => round(used / seconds, 2)),
    cpuMsPerMessage: perGroup((used) => (latencies.length > 0 ? round((used * 1000) / latencies.length, 2) : 0)),
    serverLoopDelayMs,
    databasePool,
    clientLoopDelayP99Ms,
  };
}
