import type { Page, Route } from '@playwright/test';
import { strongPassword } from '../../support/accounts';
import { signUpThroughApi } from '../../support/accounts-api';
import { uniqueEmail } from '../../support/mailbox';
import { signInThroughApi } from '../../support/session';
import { atPhoneWidthToo, expect, test } from '../../support/test';

// docs/decisions/024-prerendered-sign-in-pages.md and 028-sign-in-pages-entry.md: the login and sign-up pages arrive
// drawn by the build; each page's own small entry takes it over where it stands, and hands the visitor to the app
// when they move on.

// Holds back every script until `release` is called, as a slow network would; what shows meanwhile is the HTML.
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.+\.js$/, (route) => (released ? route.continue() : held.push(route)));
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

// What React says when the page it is handed differs from the one it would draw (a hydration mismatch), and any
// other error: the page must be taken over silently.
function errorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test(
  'the login page shows before its code arrives, not yet usable, and is taken over to log in',
  atPhoneWidthToo,
  async ({ page }) => {
    const email = uniqueEmail('drawn-ahead');
    await signUpThroughApi(page.request, { email, setUp: true });
    const errors = errorsOf(page);
    const release = await holdScripts(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByText('Welcome back to SRM')).toBeVisible();
    // Seen but inert: nothing typed now could be lost, and the form cannot be sent without its code.
    await expect(page.locator('#root')).toHaveAttribute('inert', '');

    await release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The page's own effect ran on the page it took over: typing starts in the first field.
    await expect(page.getByLabel('Email Address')).toBeFocused();
    await page.keyboard.type(email);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    expect(errors).toEqual([]);
  },
);

test(
  "the sign-in pages are taken over without a difference and without the app's code, which comes with the app's pages",
  atPhoneWidthToo,
  async ({ page }) => {
    const errors = errorsOf(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const appCode = () => scripts.filter((path) => /\/assets\/start-app-[\w-]+\.js$/.test(path));
    await page.goto('/create-account');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByLabel('First Name')).toBeFocused();

    // The login page has an entry of its own too: the browser loads it, still without the app.
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(page.getByLabel('Email Address')).toBeFocused();
    expect(appCode()).toEqual([]);

    // The password pages are the app's: it takes the visitor on in place, Back included.
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
    expect(appCode()).toHaveLength(1);
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    expect(errors).toEqual([]);
  },
);

test('a signed-in visitor who opens the login page is sent home', async ({ page }) => {
  const email = uniqueEmail('drawn-ahead-signed-in');
  await signUpThroughApi(page.request, { email, setUp: true });
  await signInThroughApi(page, email);
  const errors = errorsOf(page);

  await page.goto('/login');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  expect(errors).toEqual([]);
});
