import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadRequest, LoadResult } from './load-protocol.js';

type Reply = { result: LoadResult } | { error: string };

// The load process, started once and reused for every measurement.
export function startLoadProcess() {
  // process.execArgv carries tsx's loader, so the child runs TypeScript too.
  const child: ChildProcess = fork(fileURLToPath(new URL('./load-process.ts', import.meta.url)), {
    execArgv: process.execArgv,
  });

  function run(request: LoadRequest) {
    return new Promise<LoadResult>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`the load process stopped (exit code ${code})`));
      child.once('exit', onExit);
      child.once('message', (reply: Reply) => {
        child.off('exit', onExit);
        if ('error' in reply) reject(new Error(reply.error));
        else resolve(reply.result);
      });
      child.send(request);
    });
  }

  return { run, stop: () => child.kill() };
}

export type LoadProcess = ReturnType<typeof startLoadProcess>;

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

// One measurement as every bench takes it: `warmupSeconds` unrecorded, then
// `durationSeconds` recorded, over the same connections.
export async function measureWarm(
  load: LoadProcess,
  request: Omit<LoadRequest, 'connections' | 'durationSeconds'>,
  { connections, warmupSeconds, durationSeconds }: LoadSettings,
) {
  await load.run({ ...request, connections, durationSeconds: warmupSeconds });
  return load.run({ ...request, connections, durationSeconds });
}
