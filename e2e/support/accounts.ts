import { expect, type Page } from '@playwright/test';
import { latestCode } from './mailbox';

export const strongPassword = 'Harmattan#2024';

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'OTP digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

// Walks the three sign-up steps as a person would, reading the code from the mailbox.
export async function signUp(page: Page, { email, password = strongPassword }: { email: string; password?: string }) {
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Adaeze');
  await page.getByLabel('Last Name').fill('Okonkwo');
  await page.getByLabel('Business Name').fill('Zenith Foods Ltd');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  await typeCode(page, await latestCode(page.request, email));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Password' }).click();
  await expect(page.getByRole('dialog')).toContainText('Account Created Successfully');
  await page.getByRole('button', { name: 'Proceed to Login' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function logIn(page: Page, { email, password = strongPassword }: { email: string; password?: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
