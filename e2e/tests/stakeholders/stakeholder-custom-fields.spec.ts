import { chooseOption } from '../../support/select';
import { openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

test("a manager adds a custom field for records, fills it in on a new record and finds the record by the field's text", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Organization Settings' }).click();
  await page.getByRole('tab', { name: 'Custom Fields' }).click();

  // A text field of the records, asked on the Basic tab and required.
  const records = page.getByRole('region', { name: 'Stakeholder records' });
  await records.getByRole('button', { name: 'Add a field' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a record field' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Meter Number');
  await dialog.getByRole('switch', { name: 'Must be filled in' }).click();
  await dialog.getByRole('button', { name: 'Add Field' }).click();
  await expect(dialog).toBeHidden();
  await expect(records.getByRole('listitem')).toHaveCount(1);
  await expect(records.getByRole('listitem').first()).toContainText('Meter Number');
  await expect(records.getByRole('listitem').first()).toContainText('Required');

  // A digital customer whose meter number is asked on the Basic tab, refused empty, then filled in.
  await page.goto('/stakeholders');
  await page.getByRole('button', { name: 'Add a Stakeholder' }).click();
  const choose = page.getByRole('dialog', { name: 'Add a Stakeholder' });
  await chooseOption(page, choose, 'Stakeholder Type', 'Digital Customer and Users');
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Digital Customer and Users' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Chinedu Okafor');
  await chooseOption(page, page, 'Digital Product Used', 'Acadaboo');
  await chooseOption(page, page, 'Financial Type', 'Paying');
  await chooseOption(page, page, 'Industry Or Sector', 'Technology');
  const meter = page.getByRole('textbox', { name: 'Meter Number' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(meter).toHaveAccessibleDescription('Please fill in the Meter Number.');
  await meter.fill('MTR-77-LAG');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Allen Avenue, Ikeja');
  await chooseOption(page, page, 'Contact Preference', 'Email');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('chinedu@okafor.ng');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review this Stakeholder' });
  await expect(review).toContainText('Meter Number');
  await expect(review).toContainText('MTR-77-LAG');
  await review.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Stakeholder Created successfully.' })
    .getByRole('button', { name: 'Stakeholders Master Data' })
    .click();

  // Found by part of the meter number; its page shows it by name.
  await page.getByLabel('Search stakeholders').fill('MTR-77');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: /Chinedu Okafor/ });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'View Chinedu Okafor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stakeholder Digital Customer and Users' })).toBeVisible();
  await expect(page.getByText('Meter Number', { exact: true })).toBeVisible();
  await expect(page.getByText('MTR-77-LAG')).toBeVisible();
});
