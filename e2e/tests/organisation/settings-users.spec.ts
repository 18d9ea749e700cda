import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { uniqueEmail } from '../../support/mailbox';
import { chooseOption } from '../../support/select';
import { acceptInvitation, logOutFromMenu, openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

async function createDepartment(page: Page, name: string, description: string) {
  await page.getByRole('button', { name: 'Create a Department' }).first().click();
  const form = page.getByRole('dialog', { name: 'Create a Department' });
  await form.getByLabel('Department Name').fill(name);
  await form.getByLabel(/Department Description/).fill(description);
  await form.getByRole('button', { name: 'Create Department' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('article', { name })).toBeVisible();
}

interface Newcomer {
  firstName: string;
  lastName: string;
  email: string;
  role: 'SE Manager' | 'SE Executive' | 'SE Support';
  department: string;
}

async function addUser(page: Page, person: Newcomer) {
  await page.getByRole('button', { name: 'Add a User' }).click();
  const form = page.getByRole('dialog', { name: 'Add a User' });
  await form.getByLabel('First Name').fill(person.firstName);
  await form.getByLabel('Last Name').fill(person.lastName);
  await form.getByLabel('Email Address').fill(person.email);
  await chooseOption(page, form, 'Permission Type', person.role);
  await chooseOption(page, form, 'Department', person.department);
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form).toBeHidden();
}

const rowOf = (page: Page, email: string) => page.getByRole('row').filter({ hasText: email });

test('a manager adds staff from Organization Settings; an invited executive joins and sees the settings', async ({
  page,
  isMobile,
}) => {
  await signInAsNewManager(page, { setUp: true });
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Organization Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Organization Settings' })).toBeVisible();

  await page.getByRole('tab', { name: 'Departments' }).click();
  await createDepartment(page, 'Customer Care', 'Answers calls, chats and emails from stakeholders');
  await createDepartment(page, 'Billing', 'Invoices, receipts and payment questions');

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'Add a User' }).click();
  const form = page.getByRole('dialog', { name: 'Add a User' });
  await form.getByRole('button', { name: 'Add User' }).click();
  await expect(form.getByText('First Name is required')).toBeVisible();
  await expect(form.getByText('Email Address is required')).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();

  const executive = {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: uniqueEmail('ama'),
    role: 'SE Executive',
    department: 'Customer Care',
  } as const;
  const support = {
    firstName: 'Kofi',
    lastName: 'Boateng',
    email: uniqueEmail('kofi'),
    role: 'SE Support',
    department: 'Billing',
  } as const;
  await addUser(page, executive);
  const toast = page.getByText('The invitation is on its way.');
  await expect(toast).toBeVisible();
  // Toasts show below the header, leaving the account menu and navigation within reach.
  const header = await page.getByRole('banner').boundingBox();
  expect((await toast.boundingBox())?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
  await addUser(page, support);

  const supportRow = rowOf(page, support.email);
  await expect(supportRow).toContainText('Billing');
  await expect(supportRow).toContainText('SE Support');
  await supportRow.getByRole('button', { name: 'Resend Token' }).click();
  await expect(page.getByText('Token Resent Successfully')).toBeVisible();

  // The super admin edits the support user: a new role and name.
  await supportRow.getByRole('button', { name: 'Edit Kofi Boateng' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await edit.getByLabel('Last Name').fill('Boateng-Owusu');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, support.email)).toContainText('Kofi Boateng-Owusu');

  // Deleting the Billing department leaves its member without one.
  await page.getByRole('tab', { name: 'Departments' }).click();
  await page.getByRole('button', { name: 'Delete Billing' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete Department' }).click();
  await expect(page.getByRole('article', { name: 'Billing' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Users' }).click();
  await expect(rowOf(page, support.email)).toContainText('Missing Field');

  await rowOf(page, support.email).getByRole('button', { name: 'Delete Kofi Boateng-Owusu' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete User' }).click();
  await expect(rowOf(page, support.email)).toHaveCount(0);

  await logOutFromMenu(page);
  await acceptInvitation(page, executive.email);
  await expect(page.getByRole('heading', { name: 'Welcome, Ama Mensah' })).toBeVisible();
  const executiveNavigation = await openNavigation(page, isMobile);
  await executiveNavigation.getByRole('link', { name: 'Organization Settings' }).click();
  const executiveRow = rowOf(page, executive.email);
  await expect(executiveRow).toContainText('Customer Care');
  await executiveRow.getByRole('button', { name: 'View User' }).click();
  const panel = page.getByRole('dialog', { name: 'User details' });
  await expect(panel).toContainText('SE Executive');
  await expect(panel.getByRole('group', { name: 'Open tickets' })).toContainText('0');
  // Only the account's creator edits or deletes staff.
  await expect(panel.getByRole('button', { name: 'Edit User' })).toHaveCount(0);
});

test('a manager imports 50 staff from a CSV file and exports them again', async ({ page, isMobile }) => {
  await signInAsNewManager(page);
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Organization Settings' }).click();
  await page.getByRole('tab', { name: 'Departments' }).click();
  await createDepartment(page, 'Field Agents', 'Visit stakeholders across Lagos and Abuja');
  await page.getByRole('tab', { name: 'Users' }).click();

  const emails = Array.from({ length: 50 }, (_, index) => uniqueEmail(`agent${index + 1}`));
  const csv = [
    'first_name,last_name,email,permission_type,department',
    ...emails.map((email, index) => `Agent,Number ${index + 1},${email},support,Field Agents`),
  ].join('\n');
  await page.getByRole('button', { name: 'Import' }).click();
  const importDialog = page.getByRole('dialog', { name: 'Import Users' });
  await importDialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'agents.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: 'Import' }).click();
  // Fifty members, each with an invitation, on a two-core machine busy with other journeys.
  await expect(importDialog).toContainText('50 added, 0 skipped.', { timeout: 20_000 });
  await importDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('1–15 of 51')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await (await download).path();
  const lines = (await readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines).toHaveLength(52);
  for (const email of emails) expect(lines.some((line) => line.includes(email))).toBe(true);

  await page.getByLabel('Search staff').fill(emails[7]!);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(rowOf(page, emails[7]!)).toContainText('Field Agents');
});
