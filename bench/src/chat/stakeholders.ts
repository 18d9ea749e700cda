import { type Child, forkChild } from './child-process.js';
import type { ConnectResult, Conversation, Receipts } from './protocol.js';

// The stakeholders' sockets, spread over several processes so that no one
// client event loop holds them all.
export function startStakeholderProcesses(count: number, profile: string[]) {
  const children: Child[] = Array.from({ length: count }, () =>
    forkChild(new URL('./stakeholder-process.ts', import.meta.url), profile),
  );
  return {
    pids: children.map((child) => child.pid),
    // Each process opens an equal share, all processes at once.
    async connect(
      address: string,
      conversations: Conversation[],
      options: { concurrency: number; reportSeen: boolean },
    ) {
      const shares = children.map((_, index) => conversations.filter((_, position) => position % count === index));
      const results = await Promise.all(
        children.map((child, index) =>
          child.ask<ConnectResult>({ kind: 'connect', address, conversations: shares[index]!, ...options }),
        ),
      );
      return {
        connectedRooms: results.flatMap((result) => result.connectedRooms),
        failed: results.reduce((sum, result) => sum + result.failed, 0),
        errors: [...new Set(results.flatMap((result) => result.errors))],
        connectMs: results.flatMap((result) => result.connectMs),
        readyMs: results.flatMap((result) => result.readyMs),
        wallMs: Math.max(...results.map((result) => result.wallMs)),
      };
    },
    // The bench replies received since the last collect, and the state of the sockets.
    async collect() {
      const receipts = await Promise.all(children.map((child) => child.ask<Receipts>({ kind: 'collect' })));
      return {
        latenciesMs: receipts.flatMap((each) => each.latenciesMs),
        dropped: receipts.reduce((sum, each) => sum + each.dropped, 0),
        open: receipts.reduce((sum, each) => sum + each.open, 0),
        rssBytes: receipts.map((each) => each.rssBytes),
        loopDelayP99Ms: receipts.map((each) => each.loopDelayMs.p99),
      };
    },
    closeAll: () => Promise.all(children.map((child) => child.ask({ kind: 'close' }))),
    stop: () => Promise.all(children.map((child) => child.stop())),
  };
}

export type StakeholderProcesses = ReturnType<typeof startStakeholderProcesses>;
