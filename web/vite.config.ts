import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Resolve @srm/contract to its TypeScript sources; only the server build uses its compiled output.
const sourceCondition = '@srm/source';
const apiServer = process.env.SRM_API_URL ?? 'http://localhost:3000';
const publicEntries = ['landing', 'feedback-form', 'public-chat', 'public-ticket'];

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/socket.io': { target: apiServer, ws: true },
      '/dev': { target: apiServer },
    },
  },
  build: {
    assetsInlineLimit: 2048,
    // Read by scripts/check-budgets.mjs: which files each page loads.
    manifest: true,
    // The app, and the pages a visitor opens from a link with an entry of their own so a phone loads
    // only that page (docs/decisions/023-public-page-entries.md; the server picks the HTML by address).
    rolldownOptions: {
      preserveEntrySignatures: false,
      input: {
        app: 'index.html',
        ...Object.fromEntries(publicEntries.map((entry) => [entry, `entries/${entry}.html`])),
      },
      output: {
        // What every page needs, React and Mantine's core, in one file: left to itself the bundler spreads it
        // over many small ones, and a phone on HTTP/1.1 fetches six files at a time.
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 40 * 1024 },
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|clsx|@mantine[\\/]core[\\/]esm[\\/]core)[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Vitest leaves a core free by default, which on our two-core machines means one file at a time.
    maxWorkers: 2,
    // Files share a worker's loaded modules (Mantine, React, the app) instead of importing them afresh:
    // each file still gets its own jsdom and setup, and no module of ours keeps state between files.
    // Suite time 177 s -> ~55 s; a module mocked with vi.mock would leak, so tests pass data instead.
    isolate: false,
    // A page test renders Mantine in jsdom, with several test files at once on
    // our two-core machines: 5 s (the default) is too close to their slowest run.
    testTimeout: 15_000,
  },
});
