import { type ChildProcess, fork } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import type { ServerOrder, ServerUsage } from './server-orders.js';

const serverRoot = path.resolve(import.meta.dirname, '../../..');
// Compiling the sources on start takes seconds, many more on a busy two-core machine.
const startLimitMs = 90_000;

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export interface ServerProcess {
  address: string;
  pid: number;
  // The rows of a statement run by the server's own database handle.
  query<Row>(statement: string): Promise<Row[]>;
  // Moves the server's clock forward; due jobs run at once.
  advance(ms: number): Promise<void>;
  memory(): Promise<NodeJS.MemoryUsage>;
  usage(): Promise<ServerUsage>;
  // What a crash does: no shutdown, nothing flushed, nothing released.
  kill9(): Promise<void>;
  // SIGTERM, as a service manager stops it: waits for the clean exit.
  stop(): Promise<void>;
  stderr(): string;
}

// The real server (server-process.ts, started as `npm start` starts it, from
// the sources) on `env`, listening on a free port; resolves once /api/health answers.
// `nodeOptions` go to node (`--expose-gc` for the load bench's memory readings).
export async function startServerProcess(
  env: Record<string, string>,
  { nodeOptions = [] }: { nodeOptions?: string[] } = {},
): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const child: ChildProcess = fork(path.join(import.meta.dirname, 'server-process.ts'), {
    cwd: serverRoot,
    execArgv: ['--import', 'tsx', '--conditions=@srm/source', ...nodeOptions],
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  child.on('message', (answer: { id: number; result?: unknown; error?: string }) => {
    const waiter = waiting.get(answer.id);
    if (!waiter) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer.result);
  });
  void exited.then((code) => {
    for (const { reject } of waiting.values()) reject(new Error(`the server process stopped (${code})`));
    waiting.clear();
  });
  const ask = <Result>(order: ServerOrder) =>
    new Promise<Result>((resolve, reject) => {
      if (gone) return reject(new Error('the server process has stopped'));
      const id = nextId++;
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ id, order });
    });

  const address = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (gone) throw new Error(`the server stopped instead of starting:\n${stderr}`);
    if (Date.now() - started > startLimitMs) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${startLimitMs / 1000} s:\n${stderr}`);
    }
    const health = await fetch(`${address}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    address,
    pid: child.pid ?? 0,
    query: (statement) => ask({ kind: 'query', sql: statement }),
    advance: async (ms) => {
      await ask({ kind: 'advance', ms });
    },
    memory: () => ask({ kind: 'memory' }),
    usage: () => ask({ kind: 'usage' }),
    kill9: async () => {
      child.kill('SIGKILL');
      await exited;
    },
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const code = await exited;
      if (code !== 0) throw new Error(`the server stopped with exit code ${code}:\n${stderr}`);
    },
    stderr: () => stderr,
  };
}
