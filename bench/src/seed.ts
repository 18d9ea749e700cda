import { type BenchTarget, defaultDatabaseUrl, describeTarget, openBenchDatabase } from './bench-database.js';
import { parseCommandLine, positiveInteger, targetOptions } from './cli-options.js';
import { seedBench } from './seed/seed-bench.js';

// npm run bench:seed -- --tickets 1000000 --orgs 10 [--database-url URL | --data-dir DIR] [--chunk 50000]
async function run() {
  const values = parseCommandLine({
    ...targetOptions,
    tickets: { type: 'string' },
    orgs: { type: 'string' },
    chunk: { type: 'string' },
  });
  const dataDir = values['data-dir'];
  const target: BenchTarget = dataDir
    ? { kind: 'pglite', dataDir }
    : { kind: 'postgres', url: values['database-url'] ?? defaultDatabaseUrl };
  const options = {
    tickets: positiveInteger('tickets', values.tickets, 1_000_000),
    organizations: positiveInteger('orgs', values.orgs, 10),
    chunkSize: positiveInteger('chunk', values.chunk, 50_000),
  };
  console.log(
    `Seeding ${describeTarget(target)}: ${options.tickets} tickets in ${options.organizations} organisations.`,
  );
  const database = await openBenchDatabase(target);
  try {
    await seedBench(database.db, { ...options, log: (line) => console.log(line) });
  } finally {
    await database.close();
  }
}

run().catch((error: unknown) => {
  console.error(`bench:seed failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
