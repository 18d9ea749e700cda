import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BurstOrder, BurstResult } from './burst-protocol.js';

type Reply = { result: BurstResult } | { error: string };

// Fires the requests all at once from a forked process (as tickets/load.ts
// runs autocannon), so the client never shares the server's event loop.
export async function fireBurst(order: BurstOrder): Promise<BurstResult> {
  // process.execArgv carries tsx's loader, so the child runs TypeScript too.
  const child: ChildProcess = fork(fileURLToPath(new URL('./burst-process.ts', import.meta.url)), {
    execArgv: process.execArgv,
  });
  try {
    // The child times the burst itself, from when the order arrives (its own start is not counted).
    return await new Promise<BurstResult>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`the burst process stopped (exit code ${code})`)));
      child.once('message', (reply: Reply) => {
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply.result);
      });
      child.send(order);
    });
  } finally {
    child.kill();
  }
}
