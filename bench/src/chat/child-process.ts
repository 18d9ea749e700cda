import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

interface Envelope {
  id: number;
  order: unknown;
}
type Answer = { id: number; result: unknown } | { id: number; error: string };

// A forked helper process (a server copy, stakeholders' browsers, the staff
// sender) taking orders and answering each, so that what is measured never
// shares an event loop with what measures it (bench/README.md).
export function forkChild(file: URL, extraExecArgv: string[] = []) {
  // process.execArgv carries tsx's loader and the @srm/source condition, so the child runs the sources too.
  const child: ChildProcess = fork(fileURLToPath(file), { execArgv: [...process.execArgv, ...extraExecArgv] });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let exited = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = true;
      for (const { reject } of waiting.values()) {
        reject(new Error(`${file.pathname.split('/').at(-1)} stopped (exit code ${code ?? signal})`));
      }
      waiting.clear();
      resolve();
    });
  });
  child.on('message', (answer: Answer) => {
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if ('error' in answer) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer.result);
  });

  return {
    pid: child.pid ?? 0,
    ask<Result>(order: unknown) {
      if (exited) return Promise.reject(new Error('the child process has stopped'));
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, order } satisfies Envelope);
      });
    },
    // Asks it to finish on its own (so a --cpu-prof profile is written), killing it if it does not.
    async stop(order: unknown = { kind: 'stop' }) {
      if (exited) return;
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.send({ id: -1, order } satisfies Envelope);
      await exit;
      clearTimeout(killer);
    },
  };
}

export type Child = ReturnType<typeof forkChild>;

// The child's side: runs each order through `handle` and answers with its
// result; the order `stop` runs `finish` and ends the process.
export function takeOrders<Order extends { kind: string }>(
  handle: (order: Order) => Promise<unknown>,
  finish: () => Promise<void> = async () => undefined,
) {
  // A benchmark that died leaves no helper behind holding sockets.
  process.once('disconnect', () => process.exit(0));
  process.on('message', ({ id, order }: { id: number; order: Order }) => {
    if (order.kind === 'stop') {
      finish().finally(() => process.exit(0));
      return;
    }
    handle(order).then(
      (result) => process.send?.({ id, result }),
      (error: unknown) => process.send?.({ id, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}
