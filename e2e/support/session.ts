import { expect, type Page } from '@playwright/test';
import { logIn, strongPassword } from './accounts';
import { signUpThroughApi } from './accounts-api';
import { uniqueEmail } from './mailbox';
import { latestInvitationPath } from './mailbox-links';

// A manager who created their organisation, signed in at /home. Signed up and
// signed in through the API (the sign-up and login screens have journeys of
// their own); `setUp` also completes the organisation's setup. A new
// organisation is not set up, so the setup dialog opens: journeys about other
// pages put it off, as a person would ('Not now').
export async function signInAsNewManager(page: Page, { name = 'manager', setUp = false } = {}) {
  const email = uniqueEmail(name);
  await signUpThroughApi(page.request, { email, setUp });
  await signInThroughApi(page, email);
  await page.goto('/home');
  const setup = page.getByRole('dialog', { name: /^Set up / });
  if (!setUp) {
    await expect(setup).toBeVisible();
    await setup.getByRole('button', { name: 'Not now' }).click();
  }
  await expect(setup).toBeHidden();
  return { email };
}

export async function openNavigation(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click();
  return page.getByRole('navigation', { name: 'Main' });
}

export async function logOutFromMenu(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

// An invited member sets a password from the emailed link and logs in.
export async function acceptInvitation(page: Page, email: string) {
  await page.goto(await latestInvitationPath(page.request, email));
  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(strongPassword);
  await page.getByLabel('Confirm Password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Account Created Successfully');
  await page.getByRole('button', { name: 'Proceed to Login' }).click();
  await logIn(page, { email });
  await expect(page).toHaveURL(/\/home$/);
}

// The browser as the login screen leaves it: the session the API hands out,
// stored where the app keeps it (web/src/api/session.ts) before the next page
// runs. Stored once per tab, so a later logout stays logged out on reload.
export async function signInThroughApi(page: Page, email: string, password = strongPassword) {
  const response = await page.request.post('/api/auth/login/', { data: { email, password } });
  expect(response.ok(), `login answered ${response.status()}`).toBe(true);
  const { access_token: token, user } = (await response.json()) as { access_token: string; user: unknown };
  await page.addInitScript(
    ({ token, user }) => {
      if (location.protocol === 'about:') return;
      const seeded: string[] = JSON.parse(sessionStorage.getItem('e2e-seeded-sessions') ?? '[]');
      if (seeded.includes(token)) return;
      sessionStorage.setItem('e2e-seeded-sessions', JSON.stringify([...seeded, token]));
      localStorage.setItem('srm_access_token', token);
      localStorage.setItem('srm_user', JSON.stringify(user));
    },
    { token, user },
  );
}
