import { expect, type Page } from '@playwright/test';
import { logIn, signUp, strongPassword } from './accounts';
import { uniqueEmail } from './mailbox';
import { latestInvitationPath } from './mailbox-links';
import { chooseOption } from './select';

// A manager who created their organisation, signed in at /home. A new
// organisation is not set up, so the setup dialog opens: journeys about other
// pages put it off, as a person would ('Not now').
export async function signInAsNewManager(page: Page, { name = 'manager', setUp = false } = {}) {
  const email = uniqueEmail(name);
  await signUp(page, { email });
  await logIn(page, { email });
  await expect(page).toHaveURL(/\/home$/);
  const setup = page.getByRole('dialog', { name: /^Set up / });
  await expect(setup).toBeVisible();
  if (setUp) await completeSetup(page);
  else await setup.getByRole('button', { name: 'Not now' }).click();
  await expect(setup).toBeHidden();
  return { email };
}

// The two steps of spec part 1 §2's setup dialog, filled in correctly.
export async function completeSetup(page: Page) {
  const setup = page.getByRole('dialog', { name: /^Set up / });
  await chooseOption(page, setup, 'Average Number of Staff', '11 - 50');
  await chooseOption(page, setup, 'Country of Operation', 'Nigeria');
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByLabel('Nature of Business').fill('Food processing and distribution');
  await setup.getByRole('button', { name: 'Finish Setup' }).click();
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
