import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { DataDirectoryInUseError, lockDataDirectory } from './pglite-lock.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-lock-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// A new data directory runs PostgreSQL's initdb, seconds of work on a busy machine.
it('refuses to open an embedded database directory that is already open, and opens it once released', {
  timeout: 60_000,
}, async () => {
  const dbDir = path.join(dataDir, 'db');
  const first = await openPglite(dbDir);
  await expect(openPglite(dbDir)).rejects.toThrow(DataDirectoryInUseError);
  await expect(openPglite(dbDir)).rejects.toThrow(/already in use by another SRM process/);
  await first.close();

  const again = await openPglite(dbDir);
  await again.close();
});

// A process of its own holding the lock of `dir`, as a server does, until killed.
async function lockInAnotherProcess(dir: string) {
  const holder = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('./src/db/pglite-lock.ts').then((m) => m.lockDataDirectory(${JSON.stringify(dir)})).then(() => { console.log('locked'); setInterval(() => {}, 60_000); })`,
    ],
    { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    holder.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    holder.once('exit', (code) => reject(new Error(`the lock holder stopped (${code})`)));
  });
  return holder;
}

describe('the lock of a server that was killed', () => {
  // Compiling the holder's sources takes seconds on a busy machine.
  it('is taken over at once on the same machine, while a live holder keeps it', { timeout: 60_000 }, async () => {
    const dir = path.join(dataDir, 'killed');
    const holder = await lockInAnotherProcess(dir);
    await expect(lockDataDirectory(dir)).rejects.toThrow(DataDirectoryInUseError);

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    const release = await lockDataDirectory(dir);
    await expect(lockDataDirectory(dir)).rejects.toThrow(DataDirectoryInUseError);
    await release();
  });
});
