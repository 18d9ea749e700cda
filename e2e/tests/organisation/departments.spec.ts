import { signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

test('a manager creates, edits and deletes a department', async ({ page, isMobile }) => {
  await signInAsNewManager(page);
  if (isMobile) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: 'Departments' }).click();

  await expect(page.getByRole('heading', { name: 'Departments' })).toBeVisible();
  await expect(page.getByText('No Departments Created yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create a Department' }).click();
  const form = page.getByRole('dialog', { name: 'Create a Department' });
  await form.getByRole('button', { name: 'Create Department' }).click();
  await expect(form.getByText('Department Name is required')).toBeVisible();
  await expect(form.getByText('Department Description is required')).toBeVisible();

  await form.getByLabel('Department Name').fill('Customer Care');
  await form
    .getByLabel(/Department Description/)
    .fill('Answers calls, chats and emails from our stakeholders every day');
  await form.getByRole('button', { name: 'Create Department' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: 'Customer Care' });
  await expect(card).toContainText('Answers calls, chats and emails from our…');
  await card.getByRole('button', { name: 'View Users' }).click();
  await expect(page.getByRole('dialog', { name: 'Users in Customer Care' })).toContainText(
    'No users added to Customer Care',
  );
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Edit Customer Care' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Department' });
  await edit.getByLabel('Department Name').fill('Stakeholder Care');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('article', { name: 'Stakeholder Care' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Stakeholder Care' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Confirm you want to Delete Stakeholder Care');
  await expect(confirm).toContainText('This action cannot be undone');
  await confirm.getByRole('button', { name: 'Delete Department' }).click();
  await expect(page.getByText('No Departments Created yet')).toBeVisible();
});
