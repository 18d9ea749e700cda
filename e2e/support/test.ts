import { randomInt } from 'node:crypto';
import { test as base } from '@playwright/test';

// Every journey is a different person on a different network. The browser
// suite's server trusts the loopback proxy (support/server.ts), so each test
// arrives from its own address and the per-address rate limits count per test,
// as they would count per visitor in production.
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    const address = `198.18.${randomInt(256)}.${randomInt(1, 255)}`;
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': address });
  },
});

export { expect } from '@playwright/test';

// Behaviour that is the same at every width (messages, refusals, permissions)
// and whose screens another journey drives at phone width: run on desktop only
// (playwright.config.ts), which keeps the suite's time for journeys.
export const anyWidth = { tag: '@any-width' };
