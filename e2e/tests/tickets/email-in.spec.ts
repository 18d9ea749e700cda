import { replyAddressOfEmailTo, sendEmailToSrm } from '../../support/mail-in';
import { signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import { expect, test } from '../../support/test';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

// docs/product.md#email-in: a stakeholder writes to the organisation's support address, which opens a ticket;
// their answer to our email, with a file, appears in the ticket's history while staff have it open.
test('an email opens a ticket, and the emailed answer with its file appears live on the ticket page', async ({
  page,
}) => {
  await signInAsNewManager(page, { setUp: true });
  const settings = await page.request.get('/api/profile/mail-settings/', { headers: await bearerOf(page) });
  const { support_address: supportAddress } = (await settings.json()) as { support_address: string };
  const grace = `grace.${Date.now()}@example.ng`;

  await sendEmailToSrm({
    from: `Grace Ope <${grace}>`,
    to: supportAddress,
    subject: 'Meter not crediting',
    text: 'I bought 50 units on Monday and the meter shows none.',
  });
  await page.goto('/tickets/TCK-000001');
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await expect(details.getByRole('heading', { name: 'Meter not crediting' })).toBeVisible();
  await expect(details).toContainText('I bought 50 units on Monday and the meter shows none.');
  const history = details.getByRole('region', { name: 'Ticket History' });
  await expect(history).toContainText(`Opened by an email from Grace Ope <${grace}>, unassigned.`);
  await expect(history.getByText('By email')).toBeVisible();

  // Grace answers our "we have your request" email from her mail program, quoting it, with a receipt.
  const replyTo = await replyAddressOfEmailTo(page.request, grace, 'We have your request');
  await sendEmailToSrm({
    from: `Grace Ope <${grace}>`,
    to: replyTo,
    subject: 'Re: [TCK-000001] We have your request: Meter not crediting',
    text: `Here is the receipt.\n\nOn Mon, Grace wrote:\n> I bought 50 units on Monday`,
    attachments: [{ filename: 'receipt.pdf', content: pdf }],
  });
  await expect(history).toContainText('Grace Ope (the stakeholder) wrote by email.');
  await expect(history).toContainText('Here is the receipt.');
  await expect(history).not.toContainText('> I bought 50 units');
  const receipt = history.getByRole('link', { name: 'receipt.pdf' });
  await expect(receipt).toBeVisible();
  const download = await page.request.get((await receipt.getAttribute('href')) as string);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
});

// docs/product.md#email-in: staff reply with a PDF; the stakeholder finds it in the email and on their phone's page.
test('a reply with a PDF reaches the stakeholder by email and on their ticket page', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  await signInAsNewManager(page, { setUp: true });
  const settings = await page.request.get('/api/profile/mail-settings/', { headers: await bearerOf(page) });
  const { support_address: supportAddress } = (await settings.json()) as { support_address: string };
  const tunde = `tunde.${Date.now()}@example.ng`;
  await sendEmailToSrm({ from: tunde, to: supportAddress, subject: 'Quote for 40 meters', text: 'Please quote.' });

  await page.goto('/tickets/TCK-000001');
  const details = page.getByRole('region', { name: /^Ticket Details/ });
  await details.getByRole('textbox', { name: /^Reply to/ }).fill('Our quote is attached.');
  await details
    .locator('input[type="file"]')
    .setInputFiles({ name: 'quote.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(details.getByRole('list', { name: 'Files to send' })).toContainText('quote.pdf');
  await details.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();
  await expect(
    details.getByRole('region', { name: 'Ticket History' }).getByRole('link', { name: 'quote.pdf' }),
  ).toBeVisible();

  const email = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(tunde)}`);
  const { results } = (await email.json()) as { results: { subject: string; text: string; attachments: string[] }[] };
  const withQuote = results.find((one) => one.subject.includes('New reply'));
  expect(withQuote?.attachments).toEqual(['quote.pdf']);

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, extraHTTPHeaders });
  const stakeholder = await phone.newPage();
  await stakeholder.goto(withQuote!.text.match(/https?:\/\/[^/\s]+(\/your-ticket\/\S+)/)![1]!);
  const thread = stakeholder.getByRole('list', { name: 'Messages' });
  await expect(thread).toContainText('Our quote is attached.');
  const link = thread.getByRole('link', { name: 'quote.pdf' });
  await expect(link).toBeVisible();
  const download = await stakeholder.request.get((await link.getAttribute('href')) as string);
  expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
  await phone.close();
});
