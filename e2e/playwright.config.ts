import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's Chromium, never a downloaded browser (README: the browser suite's prerequisites). Its headless
// shell when installed: the same engine without the full browser's UI, the suite ran a fifth faster in it.
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests',
  globalSetup: './support/global-setup.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  workers: 2,
  // A journey that fails once has found a race: no retries to hide it.
  retries: 0,
  reporter: [['list']],
  // Journeys sign up, log in and work through several pages on a two-core machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: process.env.SRM_E2E_BASE_URL,
    screenshot: 'only-on-failure',
    // A trace of a failed test keeps its actions, network and DOM; filming every test (screenshots) cost a fifth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false },
    // As people who ask for less motion see it: no animations to wait for (the landing gallery test asks otherwise).
    reducedMotion: 'reduce',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The sweep of every screen, and the journeys whose phone layout differs (support/test.ts).
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
});
