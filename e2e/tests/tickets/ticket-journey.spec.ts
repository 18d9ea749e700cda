import type { Page } from '@playwright/test';
import { chooseOption } from '../../support/select';
import { acceptInvitation, logOutFromMenu, openNavigation, signInAsNewManager } from '../../support/session';
import { createDepartmentThroughApi, inviteThroughApi } from '../../support/staff-api';
import { atPhoneWidthToo, expect, test } from '../../support/test';

const countCard = (page: Page, label: string) =>
  page.getByRole('main').getByRole('link', { name: new RegExp(`^${label}`) });
// The whole card's text, so 1 is not passed by 10 or 21.
const expectCount = (page: Page, label: string, count: number) =>
  expect(countCard(page, label)).toHaveText(new RegExp(`^${label}\\s*${count}$`));

test(
  'staff take a ticket from a new stakeholder to resolved, with its history',
  atPhoneWidthToo,
  async ({ page, isMobile }) => {
    test.setTimeout(120_000);
    await signInAsNewManager(page, { setUp: true });
    const billing = await createDepartmentThroughApi(page, 'Billing');
    const support = await inviteThroughApi(page, {
      firstName: 'Bisi',
      lastName: 'Adeyemi',
      role: 'support',
      departmentId: billing.id,
    });
    const executive = await inviteThroughApi(page, { firstName: 'Tunde', lastName: 'Bello', role: 'executive' });

    const navigation = await openNavigation(page, isMobile);
    await navigation.getByRole('link', { name: 'Tickets', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Tickets' })).toBeVisible();
    await expect(page.getByText('Whoops... No Tickets Logged')).toBeVisible();

    // Create a ticket for a new stakeholder.
    await page.getByRole('button', { name: 'Create a Ticket' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create a Ticket' });
    await wizard.getByRole('button', { name: 'New Stakeholder' }).click();
    await wizard.getByRole('button', { name: 'Create Ticket' }).click();
    await expect(wizard.getByText("Stakeholder's Name is required")).toBeVisible();
    await expect(wizard.getByText('Please fill forms correctly')).toBeVisible();
    await wizard.getByLabel('Stakeholder Name').fill('Chidi Eze');
    await wizard.getByLabel('Stakeholder Email').fill('Chidi.Eze@Example.ng');
    await wizard.getByLabel('Ticket Title').fill('Invoice charged twice for March delivery');
    await chooseOption(page, wizard, 'Priority', 'High');
    await chooseOption(page, wizard, 'SLA Category', 'Standard');
    await chooseOption(page, wizard, 'Ticket Handler', /Adaeze Okonkwo/);
    await wizard.getByLabel('Description').fill('The March invoice charges the same delivery twice.');
    // A manager adds the new stakeholder as a record too, of the type they choose.
    await expect(wizard.getByRole('checkbox', { name: /Also add as a stakeholder record/ })).toBeChecked();
    await chooseOption(page, wizard, 'Stakeholder Type', 'Customer');
    await wizard.getByRole('button', { name: 'Create Ticket' }).click();
    const created = page.getByRole('dialog', { name: 'Ticket Created Successfully' });
    await expect(created).toContainText("You've successfully created a ticket");
    await expect(created.getByRole('link', { name: 'STK-000001 · Chidi Eze' })).toBeVisible();
    await created.getByRole('button', { name: 'Proceed to Tickets' }).click();

    // Find it by search.
    await page.getByLabel('Search tickets').fill('charged twice');
    // A row of the table, or at phone width a card.
    const row = page.getByRole(isMobile ? 'listitem' : 'row').filter({ hasText: 'TCK-000001' });
    await expect(row).toContainText('Invoice charged twice for March delivery');
    // Drawn whole, not only present in the page: nothing of the title is cut off.
    const title = row.getByText('Invoice charged twice for March delivery');
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expect(row).toContainText('High');
    await expect(row).toContainText(/in 23 h|in 1 d/);
    await expect(row).toContainText('New');
    await page.getByLabel('Search tickets').fill('no such ticket');
    await expect(page.getByText('Whoops... No Tickets Logged with no such ticket')).toBeVisible();
    await page.getByLabel('Search tickets').fill('tck-000001');

    // Edit it.
    await page.getByRole('button', { name: 'View ticket TCK-000001' }).click();
    await expect(page).toHaveURL(/\/tickets\/TCK-000001$/);
    const details = page.getByRole('region', { name: /^Ticket Details/ });
    await expect(details).toContainText('chidi.eze@example.ng');
    await details.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('region', { name: 'Edit Ticket' });
    await edit.getByLabel('Ticket Title').fill('Invoice charged twice for March and April');
    await edit.getByRole('button', { name: /Save/ }).click();
    await expect(page.getByText('Ticket has been Successfully Edited').first()).toBeVisible();

    // Re-assign it to the support user of Billing.
    await details.getByRole('button', { name: 'Re-assign Ticket' }).click();
    const reassign = page.getByRole('region', { name: 'Re-assign Ticket' });
    await reassign.getByText('Support', { exact: true }).click();
    await chooseOption(page, reassign, 'Choose a Department', 'Billing');
    await chooseOption(page, reassign, 'Choose a Support user', new RegExp(support.fullName));
    await reassign.getByRole('button', { name: 'Confirm Re-assign' }).click();
    await expect(page.getByText('Ticket Re-assigned successfully')).toBeVisible();
    const history = details.getByRole('region', { name: 'Ticket History' });
    await expect(history).toContainText('Adaeze Okonkwo created the ticket and assigned it to Adaeze Okonkwo.');
    await expect(history).toContainText(
      'Invoice charged twice for March delivery → Invoice charged twice for March and April',
    );
    await expect(history).toContainText(`re-assigned the ticket from Adaeze Okonkwo to ${support.fullName}`);
    // Back returns to the list, still searched.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/tickets\?(.*&)?search=tck-000001/);
    await expect(page.getByLabel('Search tickets')).toHaveValue('tck-000001');

    // The executive resolves it, and the counts follow.
    await logOutFromMenu(page);
    await acceptInvitation(page, executive.email);
    await expectCount(page, 'Unresolved Tickets', 1);
    await expectCount(page, 'Resolved Tickets', 0);
    await countCard(page, 'Unresolved Tickets').click();
    await expect(page).toHaveURL(/\/unresolved-tickets/);
    await page.getByRole('button', { name: 'View ticket TCK-000001' }).click();
    await page
      .getByRole('region', { name: /^Ticket Details/ })
      .getByRole('button', { name: 'Resolve Ticket' })
      .click();
    const resolve = page.getByRole('region', { name: /^Resolve TCK-000001/ });
    await resolve.getByLabel(/Resolution note/).fill('Refunded the second charge.');
    await resolve.getByRole('button', { name: 'Resolve Ticket' }).click();
    await expect(page.getByText('Ticket resolved')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Ticket History' })).toContainText('Refunded the second charge.');
    await page.goto('/home');
    await expectCount(page, 'Resolved Tickets', 1);
    await expectCount(page, 'Unresolved Tickets', 0);
  },
);

test('a support user sees tickets but no create, edit, resolve or re-assign controls', async ({ page }) => {
  await signInAsNewManager(page);
  const support = await inviteThroughApi(page, { firstName: 'Kemi', lastName: 'Ojo', role: 'support' });
  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  const me = await (
    await page.request.get('/api/profile/get-profile/', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const createdTicket = await page.request.post('/api/ticket/create-ticket/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Chidi Eze',
      email: 'chidi@example.ng',
      title: 'Delivery arrived damaged',
      priority: 'medium',
      sla_category: 'standard',
      type: 'standard',
      description: 'Two cartons were crushed.',
      handler_id: me.id,
    },
  });
  expect(createdTicket.status()).toBe(201);
  await logOutFromMenu(page);

  await acceptInvitation(page, support.email);
  await page.goto('/tickets');
  await page.getByRole('button', { name: 'View ticket TCK-000001' }).click();
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details).toContainText('Delivery arrived damaged');
  for (const control of ['Edit', 'Delete', 'Resolve Ticket', 'Re-assign Ticket']) {
    await expect(details.getByRole('button', { name: control })).toHaveCount(0);
  }
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('button', { name: 'Create a Ticket' })).toHaveCount(0);
});
