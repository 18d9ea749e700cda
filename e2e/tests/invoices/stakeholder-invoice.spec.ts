import {
  createDraftThroughApi,
  invoiceLinkEmailedTo,
  saveInvoiceSettingsThroughApi,
  sendThroughApi,
} from '../../support/invoices-api';
import { signInAsNewManager } from '../../support/session';
import { createStakeholderThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#invoices: the customer opens the invoice we emailed them on their phone, without signing in,
// sees what is owed and where to pay it, and downloads its PDF.
test('a stakeholder opens their invoice from its email on a phone', async ({ page, browser, extraHTTPHeaders }) => {
  await signInAsNewManager(page, { setUp: true });
  await saveInvoiceSettingsThroughApi(page, {
    registration_number: 'RC 1234567',
    payment_terms: 'Payment within 14 days.',
    bank_accounts: [
      { bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789', is_default: true },
    ],
  });
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
    tax_id: '24681357-0001',
  });
  const sent = await sendThroughApi(page, (await createDraftThroughApi(page, stakeholder.id)).id);
  const link = await invoiceLinkEmailedTo(page.request, email);

  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, extraHTTPHeaders });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByRole('heading', { level: 1, name: `Invoice ${sent.invoice_number}` })).toBeVisible();
  const main = customer.getByRole('main');
  await expect(main).toContainText('₦72,864.36');
  await expect(main).toContainText('To pay by 31/01/2030');
  await expect(main).toContainText('GTBank, Zenith Foods Ltd, account number 0123456789');
  await expect(main).toContainText('TIN: 24681357-0001');

  const pdfLink = customer.getByRole('link', { name: 'Download the PDF' });
  const pdf = await customer.request.get((await pdfLink.getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await phone.close();
});
