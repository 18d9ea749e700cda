import { randomInt } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type PaystackStandIn, startPaystackStandIn } from '../paystack-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { openOwnTestDatabase } from '../test-database.js';
import { describeReport } from './fuzz-report.js';
import { runFuzz } from './fuzz-runner.js';

// docs/testing.md#fuzzing: the fuzz. A bounded, seeded run here; `npm run fuzz -- --minutes N`
// runs the same for longer (fuzz-cli.ts). FUZZ_SEED replays a run, FUZZ_REQUESTS sets its length.
const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
const requests = Number(process.env.FUZZ_REQUESTS ?? 3_000);
const minutes = process.env.FUZZ_MINUTES ? Number(process.env.FUZZ_MINUTES) : undefined;

const errorLines: string[] = [];
let testApp: TestApp;
let address: string;
// Paystack answers as it would: a key made up by the fuzz is refused (400), never 'Paystack away' (503).
let paystack: PaystackStandIn;
beforeAll(async () => {
  paystack = await startPaystackStandIn();
  testApp = await createTestApp({
    // A database of its own: the fuzz adds write-tracking triggers, and no other file may inherit them.
    database: await openOwnTestDatabase(),
    env: { LOG_LEVEL: 'error', PAYSTACK_API_URL: paystack.url },
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        errorLines.push(String(chunk));
        done();
      },
    }),
  });
  address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await testApp?.close();
  await paystack?.close();
});

it(
  'answers every generated request as documented, never with a server error, a leak or a write on refusal',
  async () => {
    console.log(`fuzz seed ${seed}: FUZZ_SEED=${seed} replays this run`);
    const report = await runFuzz({
      testApp,
      address,
      seed,
      requests: minutes === undefined ? requests : Number.POSITIVE_INFINITY,
      until: minutes === undefined ? undefined : Date.now() + minutes * 60_000,
      errorLines: () => errorLines,
    });
    console.log(describeReport(report));
    expect(report.findings, describeReport(report)).toEqual([]);
    if (minutes === undefined) expect(report.requests).toBeGreaterThanOrEqual(requests);
  },
  minutes === undefined ? 300_000 : minutes * 60_000 + 120_000,
);
