import { strongPassword } from '../../support/accounts';
import { latestInvitationPath } from '../../support/mailbox-links';
import { acceptInvitation, logOutFromMenu, signInAsNewManager } from '../../support/session';
import { inviteThroughApi } from '../../support/staff-api';
import { expect, test } from '../../support/test';

const deadLinkMessage = 'This invitation link is invalid or has expired. Ask your administrator to send a new one.';

// The invitation itself is sent when a manager adds staff; here the page meets
// the links a person might really open: none, a made-up one, and one already used.
test('an invitation link without its token says so, with the way to log in, and no form', async ({ page }) => {
  await page.goto('/user-create-password');
  await expect(page.getByRole('alert')).toContainText(deadLinkMessage);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an expired or unknown invitation link says so on arrival, before anything is typed', async ({ page }) => {
  await page.goto('/user-set-password?token=used-or-expired-token');
  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(deadLinkMessage);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Password' })).toHaveCount(0);
});

test('a used invitation link, opened again, says so on arrival and leads to login', async ({ page }) => {
  await signInAsNewManager(page);
  const invited = await inviteThroughApi(page, { firstName: 'Kemi', lastName: 'Adeyemi', role: 'support' });
  await logOutFromMenu(page);
  // The link names whose account it sets a password for.
  await page.goto(await latestInvitationPath(page.request, invited.email));
  await expect(page.getByText(`You were invited to SRM as ${invited.email}.`)).toBeVisible();
  await acceptInvitation(page, invited.email);
  await logOutFromMenu(page);

  await page.goto(await latestInvitationPath(page.request, invited.email));
  await expect(page.getByRole('alert')).toContainText(deadLinkMessage);
  await expect(page.getByLabel('New Password')).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email Address').fill(invited.email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('the forgot-password form asks for a valid email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
