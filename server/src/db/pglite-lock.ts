import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import lockfile from 'proper-lockfile';

export class DataDirectoryInUseError extends Error {
  override name = 'DataDirectoryInUseError';
}

// PGlite is a single-process database: two processes writing one directory
// corrupt its WAL. The lock is refreshed while we run and goes stale a minute
// after a crash; PGlite runs on the event loop, so the stale time must outlast
// any long query or migration. A server killed on this machine does not block
// its restart for that minute: the lock names its owner (process id, host and
// a random id of the process), and an owner that no longer runs here gives it up.
const staleAfterMs = 60_000;

interface Owner {
  pid: number;
  host: string;
  // Tells this process from an earlier one with the same id (a restarted container).
  instance: string;
}
const thisProcess: Owner = { pid: process.pid, host: os.hostname(), instance: randomUUID() };

function readOwner(file: string): Owner | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Owner;
  } catch {
    return undefined;
  }
}

// Only an owner on this machine can be known to be gone; elsewhere only the lock's age tells.
function isGone(owner: Owner) {
  if (owner.host !== thisProcess.host) return false;
  if (owner.pid === thisProcess.pid) return owner.instance !== thisProcess.instance;
  try {
    process.kill(owner.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

function inUse(dataDir: string) {
  return new DataDirectoryInUseError(
    `The embedded database in ${dataDir} is already in use by another SRM process. ` +
      'Stop that process, or set DATA_DIR to another directory, or use DATABASE_URL for a shared PostgreSQL. ' +
      'If no other process runs, the lock of a crashed one expires within a minute.',
  );
}

// Held while a process takes the lock and names itself its owner, so that no
// other process can take over the lock between the two.
function takeGuard(guard: string, dataDir: string) {
  for (let tries = 0; tries < 2; tries += 1) {
    try {
      fs.mkdirSync(guard);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    // Another process is taking the lock now, unless it died doing so a while ago.
    const guardStat = fs.statSync(guard, { throwIfNoEntry: false });
    if (guardStat && Date.now() - guardStat.mtimeMs < staleAfterMs) throw inUse(dataDir);
    fs.rmSync(guard, { recursive: true, force: true });
  }
  throw inUse(dataDir);
}

export async function lockDataDirectory(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = `${dataDir}.lock`;
  const ownerPath = `${dataDir}.lock-owner`;
  const guard = `${dataDir}.lock-taking`;
  const lock = () =>
    lockfile.lock(dataDir, {
      realpath: false,
      lockfilePath: lockPath,
      stale: staleAfterMs,
      update: 5_000,
      retries: 0,
      onCompromised: (error) => {
        // Another process may be writing the directory now: stop before we do too.
        console.error(`SRM stopped: lost the lock on the embedded database in ${dataDir} (${error.message})`);
        process.exit(1);
      },
    });
  const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

  takeGuard(guard, dataDir);
  try {
    let release: () => Promise<void>;
    try {
      release = await lock();
    } catch (error) {
      if (!isLocked(error)) throw error;
      const owner = readOwner(ownerPath);
      if (!owner || !isGone(owner)) throw inUse(dataDir);
      fs.rmSync(lockPath, { recursive: true, force: true });
      release = await lock().catch((again: unknown) => {
        throw isLocked(again) ? inUse(dataDir) : again;
      });
    }
    fs.writeFileSync(ownerPath, JSON.stringify(thisProcess));
    return async () => {
      fs.rmSync(ownerPath, { force: true });
      await release();
    };
  } finally {
    fs.rmSync(guard, { recursive: true, force: true });
  }
}
