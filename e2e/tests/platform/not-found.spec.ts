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
  // Swagger UI draws the whole 200 KB document in the browser before its first
  // heading: seconds of CPU, more than the usual wait when the suite's other
  // browsers share the two cores (in CI it was drawn just after the usual 7 s).
  await expect(page.getByRole('heading', { name: /SRM API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/health').first()).toBeVisible();
});
