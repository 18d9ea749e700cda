import { expect, type Locator, type Page } from '@playwright/test';

// Picks an option of a Mantine Select as a person does, then waits for the list
// to close: a closing list still covers the field below it for a moment.
export async function chooseOption(page: Page, within: Locator | Page, label: string, option: string) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
