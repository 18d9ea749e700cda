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

// Journeys run at desktop width; tests/platform/every-screen.spec.ts opens
// every screen at both widths. A journey whose phone layout works differently
// (a sheet instead of a dialog, cards instead of a table) runs at both widths
// too (playwright.config.ts).
export const atPhoneWidthToo = { tag: '@phone' };
