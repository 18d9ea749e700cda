import { createDraftThroughApi, emailsTo, invoiceLinkEmailedTo, sendThroughApi } from '../../support/invoices-api';
import { signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import { createStakeholderThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#payments: a manager connects the organisation's Paystack account; the customer opens the invoice
// from its email on a phone and pays it through Paystack (the suite's local stand-in, support/server.ts); the
// manager, looking at the invoice, sees it turn paid without reloading, and the customer gets a receipt.
test('a stakeholder pays an invoice on a phone through Paystack, and it turns paid live for staff', async ({
  page,
  browser,
  extraHTTPHeaders,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const organization = await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) });
  const organizationId = ((await organization.json()) as { id: string }).id;
  // An account at Paystack whose events go to this organisation's webhook URL.
  const account = await page.request.post(`${process.env.SRM_E2E_PAYSTACK_URL}/_stand-in/keys`, {
    data: { webhook_url: new URL(`/api/payments/paystack/${organizationId}/`, page.url()).toString() },
  });
  const { secret_key: secretKey } = (await account.json()) as { secret_key: string };

  await page.goto('/invoice-settings');
  const online = page.getByRole('region', { name: 'Online Payments' });
  await online.getByLabel('Secret key').fill(secretKey);
  await online.getByRole('button', { name: 'Connect Paystack' }).click();
  await expect(page.getByText('Paystack is connected: invoices now offer Pay now.')).toBeVisible();
  await expect(online).toContainText(`with the key ending ${secretKey.slice(-4)}`);
  await expect(online.getByRole('textbox', { name: 'Webhook URL' })).toHaveValue(
    new RegExp(`/api/payments/paystack/${organizationId}/$`),
  );

  const email = `accounts.${Date.now()}@harbour-foods.ng`;
  const stakeholder = await createStakeholderThroughApi(page, {
    type: 'new_digital_customer_and_users',
    product_service_used: 'neo',
    financial_type: 'paying',
    name: 'Harbour Foods',
    industry_or_sector: 'retail',
    address: '1 Marina, Lagos',
    contact_preference: 'email',
    email: [email],
  });
  const sent = await sendThroughApi(page, (await createDraftThroughApi(page, stakeholder.id)).id);
  const link = await invoiceLinkEmailedTo(page.request, email);
  const [invoiceEmail] = await emailsTo(page.request, email, 1);
  expect(invoiceEmail).toMatchObject({ text: expect.stringContaining('press Pay now') });

  await page.goto(`/invoices/${sent.id}`);
  await expect(page.getByRole('main')).toContainText('Pending');

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, extraHTTPHeaders });
  const customer = await phone.newPage();
  await customer.goto(link);
  await customer.getByRole('button', { name: 'Pay now' }).click();
  // Paystack's page: the balance, in naira.
  await expect(customer.getByRole('heading', { name: 'Pay NGN 72,864.36' })).toBeVisible();
  await customer.getByRole('button', { name: 'Pay NGN 72,864.36' }).click();
  await expect(
    customer.getByText('Thank you: your payment is received, and your receipt is on its way by email.'),
  ).toBeVisible();
  await expect(customer.getByRole('main')).toContainText('Paid on');
  expect(new URL(customer.url()).search).toBe('');
  await phone.close();

  // The manager's page was not reloaded: the payment arrived live.
  const main = page.getByRole('main');
  await expect(main.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Payment RCT-000001' })).toContainText('Paystack');
  const [receipt] = await emailsTo(page.request, email, 2);
  expect(receipt).toMatchObject({
    subject: expect.stringMatching(/^Receipt RCT-000001 from /),
    attachments: ['RCT-000001.pdf'],
  });
});
