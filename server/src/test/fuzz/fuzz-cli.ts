import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// `npm run fuzz -- --minutes N [--seed S]`: the fuzz of fuzz.test.ts for N minutes
// instead of its bounded run, on PGlite, or on PostgreSQL with DATABASE_URL.
const { values } = parseArgs({
  options: { minutes: { type: 'string', default: '10' }, seed: { type: 'string' } },
});
const minutes = Number(values.minutes);
if (!Number.isFinite(minutes) || minutes <= 0) {
  console.error('--minutes must be a positive number');
  process.exit(2);
}
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const run = spawnSync('npx', ['vitest', 'run', 'src/test/fuzz/fuzz.test.ts'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_MINUTES: String(minutes), ...(values.seed && { FUZZ_SEED: values.seed }) },
});
process.exit(run.status ?? 1);
