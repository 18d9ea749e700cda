import { signInAsNewManager } from '../../support/session';
import { createTicketThroughApi, myUserId } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';
import { ticketLinkEmailedTo } from '../../support/ticket-emails';

// docs/product.md#tickets: the stakeholder hears of their ticket by email, opens
// its page on a phone and writes; the handler sees it live and replies; the
// reply reaches the stakeholder's page; after the resolve, their answer reopens it.
test('a stakeholder follows their ticket from an email, on a phone, and staff answer', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const stakeholderEmail = `grace.${Date.now()}@example.ng`;
  await createTicketThroughApi(page, {
    name: 'Grace Ope',
    email: stakeholderEmail,
    title: 'Refund not received',
    handlerId: await myUserId(page),
  });
  await page.goto('/tickets/TCK-000001');
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  const history = details.getByRole('region', { name: 'Ticket History' });
  await expect(history).toContainText('created the ticket');

  // The created-ticket email's link opens the ticket on the stakeholder's phone.
  const link = await ticketLinkEmailedTo(page.request, stakeholderEmail, 'We have your request');
  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders,
  });
  const stakeholder = await phone.newPage();
  await stakeholder.goto(link);
  await expect(stakeholder.getByRole('heading', { level: 1, name: 'Refund not received' })).toBeVisible();
  await expect(stakeholder.getByText('Grace Ope asked about refund not received.')).toBeVisible();
  await stakeholder.getByLabel(/^Write to/).fill('It was taken from my card on the 3rd.');
  await stakeholder.getByRole('button', { name: 'Send' }).click();
  await expect(stakeholder.getByRole('list', { name: 'Messages' })).toContainText(
    'It was taken from my card on the 3rd.',
  );

  // The handler sees it without reloading, notes something for colleagues, and replies.
  await expect(history).toContainText('It was taken from my card on the 3rd.');
  await expect(history).toContainText('Grace Ope (stakeholder)');
  await details.getByText('Internal note', { exact: true }).click();
  await details.getByLabel('Internal note (staff only)').fill('Bank reference 2231: check with finance.');
  await details.getByRole('button', { name: 'Add Note' }).click();
  await expect(page.getByText('Internal note added')).toBeVisible();
  await details.getByText('Reply to stakeholder', { exact: true }).click();
  await details.getByLabel('Reply to Grace Ope').fill('Sorry, Grace. We refunded the second charge today.');
  await details.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(history.getByRole('note', { name: 'Internal note' })).toContainText('Bank reference 2231');

  // The reply's email brings the stakeholder back to the page, which shows the reply and never the note.
  const replyLink = await ticketLinkEmailedTo(page.request, stakeholderEmail, 'New reply');
  await stakeholder.goto(replyLink);
  const thread = stakeholder.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('We refunded the second charge today.');
  await expect(stakeholder.getByRole('main')).not.toContainText('Bank reference');

  // Resolved with a note; the stakeholder's answer reopens it, live for the handler.
  await details.getByRole('button', { name: 'Resolve Ticket' }).click();
  const resolve = page.getByRole('region', { name: /^Resolve TCK-000001/ });
  await resolve.getByLabel(/Resolution note/).fill('Refund of the second charge sent.');
  await resolve.getByRole('button', { name: 'Resolve Ticket' }).click();
  await expect(page.getByText('Ticket resolved')).toBeVisible();
  await stakeholder.goto(await ticketLinkEmailedTo(page.request, stakeholderEmail, 'Resolved'));
  await expect(thread).toContainText('Refund of the second charge sent.');
  await expect(stakeholder.getByText('Still not right? Your message reopens the ticket.')).toBeVisible();
  await stakeholder.getByLabel(/^Write to/).fill('The refund has not arrived yet.');
  await stakeholder.getByRole('button', { name: 'Send' }).click();
  await expect(thread).toContainText('Your message reopened the ticket');

  await expect(history).toContainText("Reopened by Grace Ope's message");
  await expect(details.getByRole('button', { name: 'Resolve Ticket' })).toBeVisible();
  await phone.close();
});
