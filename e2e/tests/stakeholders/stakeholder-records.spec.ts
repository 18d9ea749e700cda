import type { Page } from '@playwright/test';
import { chooseOption } from '../../support/select';
import { acceptInvitation, logOutFromMenu, signInAsNewManager } from '../../support/session';
import { inviteThroughApi } from '../../support/staff-api';
import { createStakeholderThroughApi, createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

async function addThroughWizard(page: Page, type: string, title: string, basics: (page: Page) => Promise<void>) {
  await page.getByRole('button', { name: 'Add a Stakeholder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Stakeholder' });
  await chooseOption(page, dialog, 'Stakeholder Type', type);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Each type's form says what is missing before it goes on.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please fill in the name.')).toBeVisible();
  await basics(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 Marina, Lagos');
  await chooseOption(page, page, 'Contact Preference', 'Email');
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${type.toLowerCase().replaceAll(' ', '.')}@example.ng`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Review this Stakeholder' }).getByRole('button', { name: 'Submit' }).click();
  const created = page.getByRole('dialog', { name: 'Stakeholder Created successfully.' });
  await created.getByRole('button', { name: 'Stakeholders Master Data' }).click();
}

const commonBasics = async (page: Page) => {
  await chooseOption(page, page, 'Legal Status', 'Individual Name');
  await chooseOption(page, page, 'Category', 'VIP');
  await chooseOption(page, page, 'Business Status', 'Active');
  await chooseOption(page, page, 'Primary Group Entity', 'Antigravity Group Ltd');
  await chooseOption(page, page, 'Client Relationship Manager', 'Adaeze Okonkwo');
  await chooseOption(page, page, 'Sensitivity', 'Confidential');
};

test('a client, a customer and another stakeholder are added through their own wizards', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  await page.goto('/stakeholders');

  await addThroughWizard(page, 'Client', 'Add a Client', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Zenith Bank');
    await commonBasics(page);
    await page.getByRole('textbox', { name: 'Type and Nature of Service' }).fill('Payroll services');
  });
  await addThroughWizard(page, 'Customer', 'Add a Customer', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Dangote Foods');
    await commonBasics(page);
    await chooseOption(page, page, 'Industry Or Sector', 'Retail');
    await chooseOption(page, page, 'Form Of Commercial Business', 'Product');
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Flour and sugar');
  });
  await addThroughWizard(page, 'Others', 'Add a Stakeholder - Others', async () => {
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lagos State Ministry');
    await page.getByRole('textbox', { name: 'Relationship Details' }).fill('Regulator');
    await chooseOption(page, page, 'Stakeholder Type', 'Type 1');
    await chooseOption(page, page, 'Industry Or Sector', 'Other');
    await chooseOption(page, page, 'Client Relationship Manager', 'Adaeze Okonkwo');
  });

  const added: [string, string][] = [
    ['Zenith Bank', 'Client'],
    ['Dangote Foods', 'Customer'],
    ['Lagos State Ministry', 'Others'],
  ];
  for (const [name, type] of added) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(type);
  }
});

test('a support user cannot find a restricted stakeholder anywhere', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const contact = { address: '1 Marina, Lagos', contact_preference: 'email' };
  const digital = { type: 'new_digital_customer_and_users', product_service_used: 'neo', financial_type: 'paying' };
  const secret = await createStakeholderThroughApi(page, {
    ...digital,
    ...contact,
    name: 'Secret Holdings',
    industry_or_sector: 'finance',
    sensitivity: 'restricted',
    email: ['board@secret-holdings.ng'],
  });
  await createStakeholderThroughApi(page, {
    ...digital,
    ...contact,
    name: 'Open Traders',
    industry_or_sector: 'retail',
    email: ['hello@open-traders.ng'],
  });
  await createTicketThroughApi(page, {
    name: 'Secret Holdings',
    email: 'board@secret-holdings.ng',
    title: 'Board pack delivery',
    handlerId: await myUserId(page),
  });
  const support = await inviteThroughApi(page, { firstName: 'Efua', lastName: 'Asante', role: 'support' });
  await logOutFromMenu(page);
  await acceptInvitation(page, support.email);

  // Not in the list, nor in a search; the visible record is.
  await page.goto('/stakeholders');
  await expect(page.getByRole('row', { name: /Open Traders/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Secret Holdings/ })).toHaveCount(0);
  await page.getByLabel('Search stakeholders').fill('secret');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('No stakeholders found matching “secret”.')).toBeVisible();

  // Not at its address.
  await page.goto(`/stakeholder/${secret.id}`);
  await expect(page.getByText('The item you asked for does not exist.')).toBeVisible();

  // Its ticket is there, without a way to the record.
  await page.goto('/tickets');
  await page.getByRole('button', { name: 'View ticket TCK-000001' }).click();
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details).toContainText('Secret Holdings');
  await expect(details.getByRole('link', { name: /Secret Holdings/ })).toHaveCount(0);
});
