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
  // Each row's title, which a laptop-width table follows with the details of the columns it left out.
  const titles = () => table.getByRole('row').filter({ hasText: 'TCK-' }).locator('td:nth-child(2)');
  await expect(titles()).toHaveText([/^Mine second/, /^Not mine/, /^Mine first/]);

  await page.getByRole('switch', { name: 'Assigned to me' }).click();
  await expect(titles()).toHaveText([/^Mine second/, /^Mine first/]);
  await chooseOption(page, page.getByRole('main'), 'Sort by', 'Oldest first');
  await expect(titles()).toHaveText([/^Mine first/, /^Mine second/]);
  await expect(page).toHaveURL(/mine=1/);
  await expect(page).toHaveURL(/sort=oldest/);

  await page.reload();
  await expect(titles()).toHaveText([/^Mine first/, /^Mine second/]);
  await expect(page.getByRole('switch', { name: 'Assigned to me' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Oldest first');
});

// docs/product.md#tickets: the floating '+ Create a Ticket' never covers a dialog or a
// phone sheet (here a ticket opened over its list from an older link).
test('the floating Create button stays under an open ticket on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewManager(page);
  const ticket = await createTicketThroughApi(page, {
    name: 'Ada',
    email: 'ada@example.ng',
    title: 'Sheet over the button',
    handlerId: await myUserId(page),
  });
  await page.goto('/tickets');
  const floating = page.getByRole('button', { name: 'Create a Ticket' });
  const box = (await floating.boundingBox())!;
  await page.goto(`/tickets?ticket=${ticket.id}`);
  await expect(page.getByRole('dialog', { name: 'Ticket Details' })).toContainText('Sheet over the button');
  const topmost = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]')?.getAttribute('role') ?? 'not a dialog',
    { x: box.x + box.width / 2, y: box.y + box.height / 2 },
  );
  expect(topmost).toBe('dialog');
});

// docs/product.md#tickets: on a phone the filters wait behind a Filters button, so the first screen shows tickets.
test('a phone opens the ticket filters from their button, which counts the choices in use', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewManager(page);
  const me = await myUserId(page);
  await createTicketThroughApi(page, { name: 'Ada', email: 'ada@example.ng', title: 'Older one', handlerId: me });
  await createTicketThroughApi(page, { name: 'Bayo', email: 'bayo@example.ng', title: 'Newer one', handlerId: me });

  await page.goto('/tickets');
  const cards = page.getByRole('list', { name: 'Tickets' }).getByRole('listitem');
  await expect(cards.first()).toContainText('Newer one');
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeHidden();

  await page.getByRole('button', { name: 'Filters' }).press('Enter');
  await chooseOption(page, page.getByRole('main'), 'Sort by', 'Oldest first');
  await expect(cards.first()).toContainText('Older one');
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/sort=oldest/);
});
