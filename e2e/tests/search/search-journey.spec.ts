import { signInAsNewManager } from '../../support/session';
import { createHarbourFoodsThroughApi, createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#search: anything is one keystroke and a few letters away.
test('Ctrl+K finds a ticket by its reference and opens it; the search box and the panel find a record', async ({
  page,
}) => {
  await signInAsNewManager(page, { setUp: true });
  const me = await myUserId(page);
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    title: 'Card declined twice',
    handlerId: me,
  });
  const ticket = await createTicketThroughApi(page, {
    name: 'Musa Bello',
    email: 'musa@example.ng',
    title: 'Courier lost the parcel',
    handlerId: me,
  });
  const record = await createHarbourFoodsThroughApi(page);
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  await page.keyboard.press('ControlOrMeta+K');
  const palette = page.getByRole('textbox', { name: /^Search tickets, stakeholders/ });
  await palette.fill(ticket.reference.toLowerCase());
  await expect(page.getByRole('button', { name: `Ticket Courier lost the parcel, ${ticket.reference}` })).toBeVisible();
  await palette.press('Enter');

  await expect(page).toHaveURL(new RegExp(`/tickets/${ticket.reference}$`));
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details.getByRole('heading', { name: 'Courier lost the parcel' })).toBeVisible();
  await page.goBack();
  await expect(details).toBeHidden();

  // The header's search box opens the same search.
  await page.getByRole('button', { name: 'Search everything' }).click();
  await palette.fill('harbor foods');
  await page.getByRole('button', { name: `Stakeholder Harbour Foods, ${record.reference}` }).click();
  await expect(page).toHaveURL(new RegExp(`/stakeholder/${record.id}$`));

  // The managers' panel on the dashboard lists hits in place.
  await page.goto('/home');
  const panel = page.getByRole('region', { name: 'Search' });
  await panel.getByRole('searchbox').fill('zzqx');
  await expect(panel.getByText('No Search Results Found')).toBeVisible();
  await panel.getByRole('searchbox').fill('parcel');
  await expect(panel.getByRole('link', { name: `Ticket Courier lost the parcel, ${ticket.reference}` })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
