import { logIn, signUp, typeCode } from '../../support/accounts';
import { latestCode, uniqueEmail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test('a person resets a forgotten password and logs in with the new one', async ({ page }) => {
  const email = uniqueEmail('ngozi');
  await signUp(page, { email });

  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  // The login page has an email field too: wait for the new page before typing.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Code' }).click();
  await expect(page).toHaveURL(/\/otp-reset-password$/);

  await typeCode(page, '000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toContainText('Your token is either expired or invalid.');

  const code = await latestCode(page.request, email);
  await page.getByRole('textbox', { name: 'OTP digit 1 of 6' }).click();
  for (let digit = 0; digit < 6; digit += 1) await page.keyboard.press('Backspace');
  await typeCode(page, code);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('New Password').fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText(/Password must contain a minimum of 8/)).toBeVisible();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel('New Password').fill('Rainy#Season2025');
  await page.getByLabel('Confirm Password').fill('Rainy#Season2025');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Password Reset Successful');
  await page.getByRole('button', { name: 'Proceed to Login' }).click();

  await logIn(page, { email });
  await expect(page.getByRole('alert')).toContainText('Your email or password is incorrect.');
  await logIn(page, { email, password: 'Rainy#Season2025' });
  await expect(page).toHaveURL(/\/home$/);
});
