import { expect, test } from '../../support/test';

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "Sorry, this page isn't available." })).toBeVisible();
  await page.getByRole('link', { name: 'Go back home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Look after every stakeholder');
});

test('the API documentation opens at /api/docs', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /SRM API/ })).toBeVisible();
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
