import { expectToastCoversNothing } from '../../support/layout-checks';
import { signInAsNewManager } from '../../support/session';
import { createHarbourFoodsThroughApi } from '../../support/stakeholders-api';
import { atPhoneWidthToo, expect, test } from '../../support/test';

// Toasts rise at the bottom, above a page's floating action (web/src/app/notifications.module.css):
// while one shows, a click on the account menu or on the page's own buttons still reaches them.
test("a toast covers neither the account menu nor the page's own buttons", atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const accountMenu = page.getByRole('button', { name: /^Account menu/ });

  // Deleting a record lands on the list, its floating 'Add a Stakeholder' under the toast's corner.
  const stakeholder = await createHarbourFoodsThroughApi(page);
  await page.goto(`/stakeholder/${stakeholder.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = page.getByRole('dialog', { name: 'Delete Harbour Foods?' });
  await confirmDelete.getByRole('button', { name: 'Delete Stakeholder' }).click();
  await expect(page.getByRole('heading', { name: 'Stakeholder Master Data' })).toBeVisible();
  await expectToastCoversNothing(page.getByRole('alert').filter({ hasText: 'Stakeholder Deleted Successfully.' }), [
    accountMenu,
    page.getByRole('button', { name: 'Add a Stakeholder' }),
    page.getByRole('button', { name: 'Import' }),
    page.getByRole('button', { name: 'Export' }),
  ]);

  // A form saved in place: its own Save button stays reachable under the toast.
  await page.goto('/Profile');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Adaora');
  const save = page.getByRole('button', { name: 'Save Changes' });
  await save.click();
  await expectToastCoversNothing(page.getByRole('alert').filter({ hasText: 'Your profile is saved.' }), [
    accountMenu,
    save,
  ]);
});
