import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// These start the real server process, as `npm start` does (from sources, via tsx):
// compiling it on start takes seconds, many on a busy two-core machine. Two servers
// starting at once with a new database took up to 75 s there (load average 10).
const startTimeout = 120_000;
const serverRoot = path.resolve(import.meta.dirname, '..');
const running: ChildProcess[] = [];
const dataDirs: string[] = [];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@srm/source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
  });
  running.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  // 'close', not 'exit': only then has all of the process's stderr been read.
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once('close', (code) => resolve({ code, stderr })),
  );
  return { child, exited };
}

async function startServerOn(dataDir: string) {
  const port = await freePort();
  return { port, ...startServer({ PORT: String(port), DATA_DIR: dataDir }) };
}

// Waits as long as the test may (a first start on a busy machine can take most of
// startTimeout), but a server that stops instead fails the test at once, with its reason.
async function waitForHealth(server: Awaited<ReturnType<typeof startServerOn>>) {
  let stopped: { code: number | null; stderr: string } | undefined;
  void server.exited.then((outcome) => {
    stopped = outcome;
  });
  while (!stopped) {
    const response = await fetch(`http://127.0.0.1:${server.port}/api/health`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server stopped (exit code ${stopped.code}) instead of starting:\n${stopped.stderr}`);
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function freshDataDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-main-'));
  dataDirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('starting the server', () => {
  it(
    'stops with a one-line reason when a setting is bad',
    async () => {
      const { exited } = startServer({ PORT: 'eighty', DATA_DIR: freshDataDir() });
      const { code, stderr } = await exited;
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(
        'SRM did not start: Invalid configuration: PORT must be a port number from 0 to 65535',
      );
    },
    startTimeout,
  );

  it(
    'refuses to open an embedded database another server process holds',
    async () => {
      // Both start at once, so both run the same sources: a second one started once
      // the first answers would compile them again 20 to 40 s later, and an edit of
      // the checkout in between (a half-saved module) would crash it at import instead.
      // Whichever takes the lock first serves; the other must refuse, in one line.
      const dataDir = freshDataDir();
      const first = await startServerOn(dataDir);
      const second = await startServerOn(dataDir);
      const refused = await Promise.race([first.exited.then(() => first), second.exited.then(() => second)]);
      await waitForHealth(refused === first ? second : first);

      const { code, stderr } = await refused.exited;
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toHaveLength(1);
      expect(stderr).toMatch(
        /^SRM did not start: The embedded database in .+ is already in use by another SRM process/,
      );
    },
    startTimeout,
  );
});
