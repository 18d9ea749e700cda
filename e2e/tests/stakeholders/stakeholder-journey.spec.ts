import type { Page } from '@playwright/test';
import { screenshotPng } from '../../support/images';
import { chooseOption } from '../../support/select';
import { openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

async function startAdding(page: Page, type: string, title: string) {
  await page.getByRole('button', { name: 'Add a Stakeholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Stakeholder' });
  await chooseOption(page, dialog, 'Stakeholder Type', type);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('staff keep a stakeholder record: added, edited with evidence, a call logged, a ticket raised from it', async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Stakeholder Master Data' }).click();
  await expect(page.getByText('No Stakeholder Master data logged yet')).toBeVisible();

  // Add a digital customer; the form says what is missing first.
  await startAdding(page, 'Digital Customer and Users', 'Add a Digital Customer and Users');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in the name.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Zainab Musa');
  await chooseOption(page, page, 'Digital Product Used', 'Neo');
  await chooseOption(page, page, 'Financial Type', 'Paying');
  await chooseOption(page, page, 'Industry Or Sector', 'Finance');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('7 Ahmadu Bello Way, Abuja');
  await chooseOption(page, page, 'Contact Preference', 'Both');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('Zainab.Musa@Example.ng');
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('0906 111 2233');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review this Stakeholder' });
  await expect(review).toContainText('Zainab.Musa@Example.ng');
  await review.getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog', { name: 'Stakeholder Created successfully.' });
  await expect(created).toContainText('STK-000001');
  await created.getByRole('button', { name: 'Open the record' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stakeholder Digital Customer and Users' })).toBeVisible();
  await page.getByRole('tab', { name: 'Address and Contact' }).click();
  await expect(page.getByRole('link', { name: 'zainab.musa@example.ng' })).toBeVisible();
  await expect(page.getByRole('link', { name: '+234 906 111 2233' })).toBeVisible();

  // Edit it with a letter as evidence, and find both in its history.
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Zainab Musa' })).toBeVisible();
  await chooseOption(page, page, 'Financial Type', 'Non-paying');
  await page.getByRole('tab', { name: 'Contract' }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview the changes' });
  await expect(preview.getByRole('term')).toHaveText(['Financial Type']);
  const picker = page.waitForEvent('filechooser');
  await preview.getByRole('button', { name: 'Add images' }).click();
  await (await picker).setFiles(screenshotPng('signed-letter.png', [230, 230, 220]));
  await expect(preview.getByRole('list', { name: 'Chosen images' }).getByRole('listitem')).toHaveCount(1);
  await preview.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Stakeholder Edited Successfully.')).toBeVisible();
  await page.getByRole('tab', { name: 'Change History' }).click();
  const change = page.getByRole('row', { name: /Financial Type/ });
  await expect(change).toContainText('Paying');
  await expect(change).toContainText('Non-paying');
  await page.getByRole('button', { name: 'Open evidence signed-letter.png' }).click();
  const evidence = page.getByRole('dialog', { name: 'signed-letter.png' });
  await expect(evidence.getByRole('img', { name: 'signed-letter.png' })).toBeVisible();
  await expect(evidence).toContainText('SHA-256');
  await evidence.getByRole('button').first().click();

  // Log a call.
  await page.getByRole('tab', { name: 'History Logs' }).click();
  const logForm = page.getByRole('form', { name: 'Log an email or call' });
  await logForm.getByRole('button', { name: 'Add Log' }).click();
  await expect(logForm.getByText('Title is required')).toBeVisible();
  await logForm.getByLabel('Title').fill('Renewal call');
  await chooseOption(page, logForm, 'Channel', 'Call');
  await logForm.getByLabel('Description').fill('Agreed to renew for another year.');
  await logForm.getByRole('button', { name: 'Add Log' }).click();
  await expect(page.getByRole('article', { name: /LOG-000001: Renewal call/ })).toBeVisible();

  // Raise a ticket from the record's Tickets tab, filled in with the stakeholder.
  await page.getByRole('tab', { name: 'Tickets' }).click();
  await expect(page.getByText('Whoops... No Tickets Logged')).toBeVisible();
  await page.getByRole('button', { name: 'Create a Ticket' }).click();
  const wizard = page.getByRole('dialog', { name: 'Create a Ticket' });
  await expect(wizard.getByLabel('Stakeholder Email')).toHaveValue('zainab.musa@example.ng');
  await wizard.getByLabel('Ticket Title').fill('Card payment declined twice');
  await chooseOption(page, wizard, 'Priority', 'High');
  await chooseOption(page, wizard, 'SLA Category', 'Standard');
  await chooseOption(page, wizard, 'Ticket Handler', /Adaeze Okonkwo/);
  await wizard.getByLabel('Description').fill('Declined twice though the bank says all is fine.');
  await wizard.getByRole('button', { name: 'Create Ticket' }).click();
  await page
    .getByRole('dialog', { name: 'Ticket Created Successfully' })
    .getByRole('button', { name: 'Back to Zainab Musa' })
    .click();
  await expect(page.getByRole('row', { name: /TCK-000001/ })).toBeVisible();
});
