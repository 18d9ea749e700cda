import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openPglite } from './client.js';
import { DataDirectoryInUseError } from './pglite-lock.js';

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
