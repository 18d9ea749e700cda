import { strongPassword } from '../../support/accounts';
import { expect, test } from '../../support/test';

// The invitation itself is sent when a manager adds staff; here the page meets
// the links a person might really open: none, and one that is no longer valid.
test('an invitation link without its token says so and cannot be used', async ({ page }) => {
  await page.goto('/user-create-password');
  await expect(page.getByRole('alert')).toContainText('This invitation link is invalid or has expired.');
  await expect(page.getByRole('button', { name: 'Create Password' })).toBeDisabled();
});

test('an expired or used invitation link is refused with a way forward', async ({ page }) => {
  await page.goto('/user-set-password?token=used-or-expired-token');
  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(strongPassword);
  await page.getByLabel('Confirm Password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('alert')).toContainText('Ask your administrator to send a new one.');
});

test('the forgot-password form asks for a valid email', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
