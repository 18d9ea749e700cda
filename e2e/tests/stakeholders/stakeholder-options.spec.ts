import type { Page } from '@playwright/test';
import { chooseOption } from '../../support/select';
import { openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

async function addThroughWizard(page: Page, type: string, title: string, basics: () => Promise<void>) {
  await page.getByRole('button', { name: 'Add a Stakeholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Stakeholder' });
  await chooseOption(page, dialog, 'Stakeholder Type', type);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await basics();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('4 Adeola Odeku Street, Lagos');
  await chooseOption(page, page, 'Contact Preference', 'Email');
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${type.split(' ')[0]?.toLowerCase()}@sunrise.ng`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review this Stakeholder' });
  return review;
}

test("a manager adds the organisation's own group company and product, and records choose them", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Organization Settings' }).click();
  await page.getByRole('tab', { name: 'Stakeholder Options' }).click();

  // A group company of its own, at the end of the list.
  const companies = page.getByRole('region', { name: 'Group Companies' });
  await companies.getByRole('textbox', { name: 'New group company' }).fill('Sunrise Solar Ltd');
  await companies.getByRole('button', { name: 'Add' }).click();
  await expect(companies.getByRole('listitem').last()).toContainText('Sunrise Solar Ltd');
  // A name the list already holds is refused under the field.
  await companies.getByRole('textbox', { name: 'New group company' }).fill('sunrise solar ltd');
  await companies.getByRole('button', { name: 'Add' }).click();
  await expect(companies.getByText('This list already has an option of that name.')).toBeVisible();

  // A product of its own, where the products are managed; the digital products list it.
  await page
    .getByRole('region', { name: 'Digital Products' })
    .getByRole('link', { name: 'Manage Feedback Products' })
    .click();
  await page.getByRole('button', { name: 'Add a Product' }).click();
  const product = page.getByRole('dialog', { name: 'Add a Product' });
  await product.getByLabel('Product name').fill('SolarPay');
  await product.getByLabel(/^Short code/).fill('SP');
  await chooseOption(page, product, 'Colour', 'Indigo');
  await product.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByRole('article', { name: 'SolarPay' })).toBeVisible();
  await page.getByRole('tab', { name: 'Stakeholder Options' }).click();
  await expect(page.getByRole('region', { name: 'Digital Products' })).toContainText('SolarPay');

  // A client of that group company.
  await page.goto('/stakeholders');
  const client = await addThroughWizard(page, 'Client', 'Add a Client', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Harmattan Farms');
    await chooseOption(page, page, 'Legal Status', 'Individual Name');
    await chooseOption(page, page, 'Category', 'VIP');
    await chooseOption(page, page, 'Business Status', 'Active');
    await page.getByRole('textbox', { name: 'Type and Nature of Service' }).fill('Solar panels for irrigation');
    await chooseOption(page, page, 'Primary Group Entity', 'Sunrise Solar Ltd');
    await chooseOption(page, page, 'Client Relationship Manager', /Adaeze Okonkwo/);
  });
  await expect(client).toContainText('Sunrise Solar Ltd');
  await client.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Stakeholder Created successfully.' })
    .getByRole('button', { name: 'Stakeholders Master Data' })
    .click();

  // A digital customer of that product.
  const customer = await addThroughWizard(
    page,
    'Digital Customer and Users',
    'Add a Digital Customer and Users',
    async () => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ifeoma Eze');
      await chooseOption(page, page, 'Digital Product Used', 'SolarPay');
      await chooseOption(page, page, 'Financial Type', 'Paying');
      await chooseOption(page, page, 'Industry Or Sector', 'Technology');
    },
  );
  await expect(customer).toContainText('SolarPay');
  await customer.getByRole('button', { name: 'Submit' }).click();
  await page
    .getByRole('dialog', { name: 'Stakeholder Created successfully.' })
    .getByRole('button', { name: 'Stakeholders Master Data' })
    .click();

  // Found by its name, its page names the group company.
  await page.getByLabel('Search stakeholders').fill('Harmattan');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const row = page.getByRole('row', { name: /Harmattan Farms/ });
  await expect(row).toBeVisible();
  await expect(page.getByRole('row', { name: /Ifeoma Eze/ })).toHaveCount(0);
  await row.getByRole('link', { name: 'View Harmattan Farms' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stakeholder Client' })).toBeVisible();
  await expect(page.getByText('Sunrise Solar Ltd')).toBeVisible();

  await page.goto('/stakeholders');
  await page.getByRole('link', { name: 'View Ifeoma Eze' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stakeholder Digital Customer and Users' })).toBeVisible();
  await expect(page.getByText('SolarPay')).toBeVisible();
});
