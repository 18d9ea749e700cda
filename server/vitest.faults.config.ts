import { defineConfig } from 'vitest/config';

// The faults suite (src/test/faults): real server processes killed, restarted,
// and cut from their SMTP and PostgreSQL servers. Not part of `vitest run`
// (its files are not *.test.ts); CI runs it with `npm run test:faults`.
export default defineConfig({
  resolve: { conditions: ['@srm/source'] },
  ssr: { resolve: { conditions: ['@srm/source'] } },
  test: {
    environment: 'node',
    include: ['src/test/faults/**/*.faults.ts'],
    // One file per database, side by side: most of their time is waiting on server processes.
    maxWorkers: 2,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
