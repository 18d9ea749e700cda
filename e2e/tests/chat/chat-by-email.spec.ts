import { createHmac } from 'node:crypto';
import { strongPassword } from '../../support/accounts';
import { signUpThroughApi } from '../../support/accounts-api';
import { replyAddressOfEmailTo, sendEmailToSrm } from '../../support/mail-in';
import { uniqueEmail } from '../../support/mailbox';
import { signInThroughApi } from '../../support/session';
import { expect, test } from '../../support/test';

// docs/product.md#chat-by-email: with no one online, the chat says so and the conversation becomes a ticket; the
// stakeholder answers our email from their mail program, and the answer appears in their chat and in the ticket.
test('a chat while no one is online goes on by email, into the conversation and the ticket', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  // The organisation's only member has never had the app open.
  const manager = uniqueEmail('manager');
  await signUpThroughApi(page.request, { email: manager, setUp: true });
  const login = await page.request.post('/api/auth/login/', { data: { email: manager, password: strongPassword } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const organization = (await (
    await page.request.get('/api/profile/get-organization/', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { id: string; name: string };

  const phone = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders,
  });
  const visitor = await phone.newPage();
  await visitor.goto(`/chat/${organization.id}`);
  await expect(
    visitor.getByText('No one is online right now. Leave us a message: we will answer by email.'),
  ).toBeVisible();
  await visitor.close();

  // Ngozi is signed in on the organisation's website, which opens the chat vouching for her email
  // (docs/product.md#chat): what comes back by email may be shown to her here.
  const ngozi = uniqueEmail('ngozi');
  const identity = await page.request.get('/api/chat/identity-secret/', {
    headers: { authorization: `Bearer ${token}` },
  });
  const { secret } = (await identity.json()) as { secret: string };
  const proof = createHmac('sha256', secret).update(ngozi).digest('hex');
  const vouched = new URLSearchParams({ name: 'Ngozi Bello', email: ngozi, identity_hmac: proof });
  const stakeholder = await phone.newPage();
  await stakeholder.goto(`/chat/${organization.id}#${vouched}`);
  await expect(stakeholder.getByText(`We will answer by email at ${ngozi}, and here.`, { exact: false })).toBeVisible();
  await stakeholder.getByRole('textbox', { name: 'Message' }).fill('My meter is not crediting');
  await stakeholder.getByRole('textbox', { name: 'Message' }).press('Enter');
  const conversation = stakeholder.getByRole('log', { name: 'Messages' });
  await expect(conversation).toContainText('My meter is not crediting');

  // The conversation became a ticket, emailed to Ngozi; she answers it from her mail program.
  const replyTo = await replyAddressOfEmailTo(page.request, ngozi, 'We have your request');
  await sendEmailToSrm({
    from: `Ngozi Bello <${ngozi}>`,
    to: replyTo,
    subject: 'Re: [TCK-000001] We have your request: My meter is not crediting',
    text: 'The meter number is 0101-5521.\n\nOn Monday, they wrote:\n> We opened ticket TCK-000001',
  });
  await expect(conversation).toContainText('The meter number is 0101-5521.');
  await expect(conversation).not.toContainText('We opened ticket');

  // Staff find both in the ticket, which links to the conversation.
  await signInThroughApi(page, manager);
  await page.goto('/tickets/TCK-000001');
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details.getByRole('heading', { name: 'My meter is not crediting' })).toBeVisible();
  const history = details.getByRole('region', { name: 'Ticket History' });
  await expect(history).toContainText('No one was online: opened from the chat with Ngozi Bello, unassigned.');
  await expect(history).toContainText('Ngozi Bello (the stakeholder) wrote by email.');
  await expect(history).toContainText('The meter number is 0101-5521.');
  await details.getByRole('link', { name: `From the chat with ${ngozi}` }).click();
  const staffView = page.getByRole('log', { name: 'Messages' });
  await expect(staffView).toContainText('My meter is not crediting');
  await expect(staffView).toContainText('The meter number is 0101-5521.');

  // Staff are online now: the stakeholder's page stops saying they are not, once it asks again.
  await stakeholder.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(stakeholder.getByText(`We will answer by email at ${ngozi}`, { exact: false })).toBeHidden();
  await phone.close();
});
