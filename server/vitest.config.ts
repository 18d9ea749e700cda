import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { conditions: ['@srm/source'] },
  ssr: { resolve: { conditions: ['@srm/source'] } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    // Each file opens its own database; PGlite start-up is CPU-bound, so two at a time on two cores.
    maxWorkers: 2,
    // Files share a worker's loaded modules instead of importing the app afresh each time
    // (about 40 % of the suite's CPU): each file builds its own app and database anyway,
    // and no module of ours keeps state between them.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
