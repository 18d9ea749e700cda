import fs from 'node:fs';
import path from 'node:path';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import {
  type BuildEnvironmentOptions,
  defaultClientConditions,
  defaultServerConditions,
  type HtmlTagDescriptor,
  type Plugin,
} from 'vite';
import { defineConfig } from 'vitest/config';
import { mantineIdsFromReact } from './src/build/mantine-ids-from-react.ts';

// Resolve @srm/contract to its TypeScript sources; only the server build uses its compiled output.
const sourceCondition = '@srm/source';
const apiServer = process.env.SRM_API_URL ?? 'http://localhost:3000';
// One HTML file per public page in entries/, named as the contract's publicPageEntries, which tells the
// server which address gets which (src/entries/entries.test.ts checks they agree).
const entriesDir = path.join(import.meta.dirname, 'entries');
const publicEntries = fs
  .readdirSync(entriesDir)
  .filter((file) => file.endsWith('.html'))
  .map((file) => file.replace(/\.html$/, ''));

// What the head of every page holds, the app's and each public page's: written once here, so the pages
// cannot drift apart.
const sharedHead: HtmlTagDescriptor[] = [
  { tag: 'meta', attrs: { charset: 'UTF-8' } },
  { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1.0, minimum-scale=1.0' } },
  {
    tag: 'meta',
    attrs: {
      name: 'description',
      content:
        'SRM helps organisations look after their stakeholders: tickets with SLAs, feedback forms, stakeholder records, invoicing and live chat.',
    },
  },
  { tag: 'meta', attrs: { name: 'theme-color', content: '#1c3d7a' } },
  { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' } },
].map((tag) => ({ ...tag, injectTo: 'head-prepend' }));

// React Compiler memoizes the signed-in app's components, so an answer from the server redraws what shows it
// and not the page around it (docs/decisions/026-react-compiler-and-deferred-lists.md). The public pages draw
// once and every byte of theirs counts against a phone's budget: their own code is left as written.
function reactCompiler() {
  const preset = reactCompilerPreset();
  preset.rolldown.filter = {
    ...preset.rolldown.filter,
    id: {
      exclude: [
        /[\\/]src[\\/]entries[\\/]/,
        /[\\/]src[\\/]features[\\/]feedback[\\/]form[\\/]/,
        /[\\/]src[\\/]ui[\\/](form|images)[\\/]/,
        /[\\/]src[\\/]ui[\\/]phone-input/,
      ],
    },
  };
  return babel({ presets: [preset] });
}

function sharedHeadOfEveryPage(): Plugin {
  return { name: 'srm-shared-head', transformIndexHtml: () => sharedHead };
}

const clientBuild: BuildEnvironmentOptions = {
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
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), reactCompiler(), sharedHeadOfEveryPage(), mantineIdsFromReact()],
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
  // `vite build --ssr` builds src/prerender for Node, to draw pages ahead at build time (scripts/prerender.mjs).
  build: isSsrBuild ? { outDir: '.prerender', emptyOutDir: true } : clientBuild,
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
}));
