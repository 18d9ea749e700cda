import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../smtp-sink.js';
import { crashMidBurst, tally } from './crash-scenario.js';
import type { Organisation } from './organisation.js';
import { restartPostgresUnder, smtpDownForAMinute } from './outages.js';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.js';
import type { ServerProcess } from './server-child.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'srm-faults-postgres-'));
let postgres: PrivatePostgres;
let sink: SmtpSink | undefined;
let server: ServerProcess | undefined;
let organisation: Organisation | undefined;

beforeAll(async () => {
  postgres = await startPrivatePostgres();
});
afterAll(async () => {
  await server?.kill9();
  await sink?.close();
  await postgres?.remove();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('loses nothing answered, half-writes nothing and sends each email once when killed mid-burst on PostgreSQL', async () => {
  sink = await startSmtpSink();
  const env = { DATA_DIR: dataDir, SMTP_URL: sink.url, TRUST_PROXY: '1', DATABASE_URL: postgres.url('postgres') };
  const run = await crashMidBurst({
    env,
    dataDir,
    sink,
    onServer: (started) => {
      server = started;
    },
  });
  console.log('PostgreSQL, killed mid-burst:', tally(run.outcomes), 'found after the restart:', run.found);
  expect(run.found.tickets).toBeGreaterThan(0);
  organisation = run.organisation;
});

// On the server the test above left running.
it('answers 503 while PostgreSQL restarts, and again without a restart of its own once it is back', async () => {
  await restartPostgresUnder(server!, postgres, organisation!);
});

it('sends the mail queued while the SMTP server was down for a minute once it is back', async () => {
  await smtpDownForAMinute(server!, sink!, organisation!);
});
