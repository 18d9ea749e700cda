import { expect, test } from '@playwright/test';
import { logIn, strongPassword } from '../../support/accounts';
import { uniqueEmail } from '../../support/mailbox';
import { latestInvitationPath } from '../../support/mailbox-links';
import { signInAsNewManager } from '../../support/session';

test('an invited support user joins from the email link and cannot reach the departments', async ({
  page,
  isMobile,
}) => {
  await signInAsNewManager(page);
  // Adding staff from the settings screen arrives with it; the API call is what that screen sends.
  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  const email = uniqueEmail('kojo');
  const added = await page.request.post('/api/auth/add-staff/', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Kojo', last_name: 'Asante', email, permission_type: 'support' },
  });
  expect(added.ok()).toBe(true);

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(await latestInvitationPath(page.request, email));
  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(strongPassword);
  await page.getByLabel('Confirm Password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Account Created Successfully');
  await page.getByRole('button', { name: 'Proceed to Login' }).click();

  await logIn(page, { email });
  await expect(page.getByRole('heading', { name: 'Welcome, Kojo Asante' })).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click();
  const navigation = page.getByRole('navigation', { name: 'Main' });
  await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Departments' })).toHaveCount(0);

  await page.goto('/frontdesk');
  await expect(page).toHaveURL(/\/home$/);
});
