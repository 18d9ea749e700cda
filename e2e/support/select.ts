import { expect, type Locator, type Page } from '@playwright/test';

// Picks an option of a Mantine Select as a person does, then waits for the list
// to close: a closing list still covers the field below it for a moment.
export async function chooseOption(page: Page, within: Locator | Page, label: string, option: string | RegExp) {
  await within.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', typeof option === 'string' ? { name: option, exact: true } : { name: option }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}
