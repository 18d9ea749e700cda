import { chooseOption } from '../../support/select';
import { signInAsNewManager } from '../../support/session';
import { inviteThroughApi } from '../../support/staff-api';
import { createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#tickets: a list's filters and order live in the address, so a
// reload (or a shared link) shows the same list.
test('ticket list filters and order survive a reload', async ({ page }) => {
  await signInAsNewManager(page);
  const me = await myUserId(page);
  const colleague = await inviteThroughApi(page, { firstName: 'Kemi', lastName: 'Ojo', role: 'support' });
  await createTicketThroughApi(page, { name: 'Ada', email: 'ada@example.ng', title: 'Mine first', handlerId: me });
  await createTicketThroughApi(page, {
    name: 'Bayo',
    email: 'bayo@example.ng',
    title: 'Not mine',
    handlerId: colleague.id,
  });
  await createTicketThroughApi(page, { name: 'Chi', email: 'chi@example.ng', title: 'Mine second', handlerId: me });

  await page.goto('/tickets');
  const table = page.getByRole('table', { name: 'Tickets' });
  const titles = () => table.getByRole('row').filter({ hasText: 'TCK-' }).locator('td:nth-child(2)');
  await expect(titles()).toHaveText(['Mine second', 'Not mine', 'Mine first']);

  await page.getByRole('switch', { name: 'Assigned to me' }).click();
  await expect(titles()).toHaveText(['Mine second', 'Mine first']);
  await chooseOption(page, page.getByRole('main'), 'Sort by', 'Oldest first');
  await expect(titles()).toHaveText(['Mine first', 'Mine second']);
  await expect(page).toHaveURL(/mine=1/);
  await expect(page).toHaveURL(/sort=oldest/);

  await page.reload();
  await expect(titles()).toHaveText(['Mine first', 'Mine second']);
  await expect(page.getByRole('switch', { name: 'Assigned to me' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Oldest first');
});
