import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../smtp-sink.js';
import { crashMidBurst, tally } from './crash-scenario.js';
import type { ServerProcess } from './server-child.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-faults-pglite-'));
let sink: SmtpSink | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.kill9();
  await sink?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('loses nothing answered, half-writes nothing and sends each email once when killed mid-burst on PGlite', async () => {
  sink = await startSmtpSink();
  const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, TRUST_PROXY: '1' };
  const run = await crashMidBurst({
    env,
    dataDir,
    sink,
    onServer: (started) => {
      server = started;
    },
  });
  console.log('PGlite, killed mid-burst:', tally(run.outcomes), 'found after the restart:', run.found);
  expect(run.found.tickets).toBeGreaterThan(0);
  await run.server.stop();
});
