import { chooseOption } from '../../support/select';
import { signInAsNewManager } from '../../support/session';
import { createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#tags: a manager tags tickets from their pages (a new tag made by typing it), filters the ticket
// list by the tag, and the filter and its results survive a reload.
test('a tag typed on a ticket filters the ticket list, and the filter survives a reload', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const handlerId = await myUserId(page);
  const inverter = await createTicketThroughApi(page, {
    name: 'Kola Ade',
    email: 'kola@ade.ng',
    title: 'Inverter trips at night',
    handlerId,
  });
  const battery = await createTicketThroughApi(page, {
    name: 'Ifeoma Eze',
    email: 'ifeoma@eze.ng',
    title: 'Battery drains by noon',
    handlerId,
  });
  const meter = await createTicketThroughApi(page, {
    name: 'Musa Bello',
    email: 'musa@bello.ng',
    title: 'Meter shows no credit',
    handlerId,
  });

  for (const ticket of [inverter, battery]) {
    await page.goto(`/tickets/${ticket.reference}`);
    // The tag box's text field (its pill group bears the same label).
    const tags = page.locator('input').and(page.getByLabel('Tags', { exact: true }));
    await tags.fill('Warranty');
    // The tag is set once the ticket's tags are answered: leaving sooner could cut the save short.
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/ticket/ticket-tags/${ticket.id}/`) && response.request().method() === 'PUT',
    );
    await tags.press('Enter');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText('Warranty', { exact: true }).first()).toBeVisible();
  }

  await page.goto('/tickets');
  await expect(page.getByRole('row', { name: new RegExp(meter.reference) })).toBeVisible();
  await chooseOption(page, page, 'Tag', 'Warranty');
  await expect(page.getByRole('row', { name: new RegExp(meter.reference) })).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(inverter.reference) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(battery.reference) })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('tag')).toBeTruthy();

  await page.reload();
  await expect(page.getByRole('row', { name: new RegExp(inverter.reference) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(battery.reference) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(meter.reference) })).toBeHidden();
  await expect(page.locator('input').and(page.getByLabel('Tag', { exact: true }))).toHaveValue('Warranty');
});
