import { acceptInvitation, signInAsNewManager } from '../../support/session';
import { bearerOf, inviteThroughApi } from '../../support/staff-api';
import { createTicketThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#notifications: a ticket given to someone tells them at once,
// and the notice opens the ticket.
test('a support user is told live of a ticket assigned to them, and the notice opens it', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(90_000);
  await signInAsNewManager(page, { setUp: true });
  const kemi = await inviteThroughApi(page, { firstName: 'Kemi', lastName: 'Ojo', role: 'support' });

  const supportContext = await browser.newContext({ extraHTTPHeaders });
  const support = await supportContext.newPage();
  await acceptInvitation(support, kemi.email);
  const bell = support.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  const staff = (await (
    await page.request.get('/api/profile/all-users/', { headers: await bearerOf(page) })
  ).json()) as {
    results: { id: string; email: string }[];
  };
  const kemiId = staff.results.find((member) => member.email === kemi.email)?.id ?? '';
  const ticket = await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    title: 'Delivery arrived damaged',
    handlerId: kemiId,
  });

  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await support.getByRole('button', { name: `Unread: ${ticket.reference} was assigned to you` }).click();
  await expect(support).toHaveURL(new RegExp(`/tickets/${ticket.reference}$`));
  await expect(support.getByRole('region', { name: /^Ticket Details/ })).toContainText('Delivery arrived damaged');
  await expect(bell).toHaveAccessibleName('Notifications');
  await supportContext.close();
});
