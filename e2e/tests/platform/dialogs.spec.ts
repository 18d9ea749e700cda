import type { Locator, Page } from '@playwright/test';
import { signInAsNewManager } from '../../support/session';
import { createHarbourFoodsThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// Every kind of dialog the app has (Mantine's Modal and Drawer, our confirm
// dialog, the search palette) keeps the keyboard inside while open, closes on
// Escape and gives the focus back to what opened it.

const holdsFocus = (dialog: Locator) => dialog.evaluate((element) => element.contains(document.activeElement));

async function expectBehavesAsADialog(page: Page, opener: Locator, dialog: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await holdsFocus(dialog), 'the dialog takes the focus').toBe(true);
  // Round past the last control and back past the first: the focus never leaves.
  const stops = await dialog.evaluate(
    (element) =>
      [...element.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [tabindex]')].filter(
        (control) => control.tabIndex >= 0 && !control.hasAttribute('disabled') && control.checkVisibility(),
      ).length,
  );
  for (const key of [...Array(stops + 1).fill('Tab'), 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await holdsFocus(dialog), `the focus stays in the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test('every kind of dialog keeps the focus inside, closes on Escape and gives the focus back', async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createHarbourFoodsThroughApi(page);

  await test.step('the search palette', async () => {
    await expectBehavesAsADialog(
      page,
      page.getByRole('button', { name: 'Search everything' }),
      page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: /^Search tickets/ }) }),
    );
  });

  await test.step('the logout confirmation, opened from the account menu', async () => {
    const accountMenu = page.getByRole('button', { name: /^Account menu/ });
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    const logout = page.getByRole('dialog', { name: 'Confirm you want to Log out' });
    await expect(logout.getByRole('button', { name: 'Go Back' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(logout).toBeHidden();
    await expect(accountMenu).toBeFocused();
  });

  await test.step('a Modal: Create a Ticket', async () => {
    await page.goto('/tickets');
    await expectBehavesAsADialog(
      page,
      page.getByRole('button', { name: 'Create a Ticket' }),
      page.getByRole('dialog', { name: 'Create a Ticket' }),
    );
  });

  await test.step('a Drawer: a user’s details', async () => {
    await page.goto('/settings');
    await expectBehavesAsADialog(
      page,
      page.getByRole('button', { name: 'View User' }).first(),
      page.getByRole('dialog', { name: 'User details' }),
    );
  });

  await test.step('the confirm dialog: deleting a record', async () => {
    await page.goto(`/stakeholder/${stakeholder.id}`);
    await expectBehavesAsADialog(
      page,
      page.getByRole('button', { name: 'Delete', exact: true }),
      page.getByRole('dialog', { name: 'Delete Harbour Foods?' }),
    );
  });
});
