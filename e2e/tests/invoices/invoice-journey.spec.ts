import type { Page } from '@playwright/test';
import {
  createDraftThroughApi,
  emailsTo,
  saveInvoiceSettingsThroughApi,
  sendThroughApi,
} from '../../support/invoices-api';
import { uniqueEmail } from '../../support/mailbox';
import { chooseOption } from '../../support/select';
import { acceptInvitation, logOutFromMenu, signInAsNewManager } from '../../support/session';
import { inviteThroughApi } from '../../support/staff-api';
import { createStakeholderThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

const customer = (email: string) => ({
  type: 'new_digital_customer_and_users',
  name: 'Lawal Logistics',
  product_service_used: 'neo',
  financial_type: 'paying',
  industry_or_sector: 'finance',
  address: '3 Broad Street, Lagos',
  contact_preference: 'email',
  email: [email],
});

// A figure card of the dashboard's 'Invoice Generated' block, found by its row and label.
async function expectFigure(page: Page, row: 'By count' | 'By amount', label: string, value: string) {
  const block = page.getByRole('region', { name: 'Invoice Generated' });
  const figures = block.getByText(row, { exact: true }).locator('..');
  await expect(figures.getByText(label, { exact: true }).locator('..')).toContainText(value);
}

test('a manager bills a stakeholder: request, preview, draft, send, remind, paid in part, reversed, paid, and the dashboard follows', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const email = uniqueEmail('accounts');
  await createStakeholderThroughApi(page, customer(email));

  await page.goto('/invoice');
  await expectFigure(page, 'By count', 'Invoice Generated', '0');
  await page.getByRole('link', { name: 'Request Payment' }).click();
  const request = page.getByRole('dialog', { name: 'Request Payment' });
  await request.getByRole('combobox', { name: 'Customer Email' }).fill(email.slice(0, 14));
  await page.getByRole('option', { name: email }).click();
  await expect(request.getByRole('textbox', { name: 'Customer Name' })).toHaveValue('Lawal Logistics');
  await expect(request.getByRole('textbox', { name: 'Address' })).toHaveValue('3 Broad Street, Lagos');
  await request.getByRole('button', { name: 'Next: Subscription Details' }).click();
  await expect(page).toHaveURL(/\/subscription-details\?customerId=.+&customerEmail=.+&customerName=Lawal/);

  // The preview prices it as the server will: Prime Wave, 3 months, 12 employees, 10 % off.
  await chooseOption(page, page, 'Plan', 'Prime Wave');
  await page.getByRole('textbox', { name: 'Number of Months' }).fill('3');
  await page.getByRole('textbox', { name: 'Number of Employees' }).fill('12');
  await page.getByRole('textbox', { name: 'Discount (%)' }).fill('10');
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview).toContainText('₦75,312.00');
  await expect(preview).toContainText('₦72,864.36');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(/^Draft saved! Reference: REF-000001/)).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/draft\/[0-9a-f-]+$/);

  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('Invoice sent successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/pending\/[0-9a-f-]+$/);
  await expect(page.getByRole('main')).toContainText('INV-000001');
  const [sent] = await emailsTo(page.request, email, 1);
  expect(sent).toMatchObject({ subject: expect.stringContaining('INV-000001'), attachments: ['INV-000001.pdf'] });

  const reminders = page.getByRole('region', { name: 'Reminders' });
  await reminders.getByRole('button', { name: 'Send another reminder' }).click();
  await expect(reminders).toContainText('1 reminder e-mail sent');
  const [reminder] = await emailsTo(page.request, email, 2);
  expect(reminder).toMatchObject({ subject: expect.stringMatching(/^Reminder: invoice INV-000001/) });

  // Part of it comes in cash: the invoice is partly paid, and the stakeholder gets a receipt.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Record a payment on INV-000001' });
  await payment.getByRole('textbox', { name: 'Amount (₦)' }).fill('20000');
  await chooseOption(page, payment, 'Method', 'Cash');
  await payment.getByRole('textbox', { name: 'Reference' }).fill('TLR-0042');
  await payment.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByText('Payment recorded')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Partly paid');
  await expect(page.getByRole('table', { name: 'Invoice amounts' })).toContainText('₦52,864.36');
  const [receipt] = await emailsTo(page.request, email, 3);
  expect(receipt).toMatchObject({
    subject: expect.stringMatching(/^Receipt RCT-000001 from /),
    attachments: ['RCT-000001.pdf'],
  });

  // Recorded on the wrong invoice after all: reversed, never deleted, and the whole balance is owed again.
  await page.getByRole('button', { name: 'Reverse payment RCT-000001' }).click();
  const reversal = page.getByRole('dialog', { name: 'Reverse RCT-000001?' });
  await reversal.getByRole('textbox', { name: 'Why?' }).fill('Meant for another invoice');
  await reversal.getByRole('button', { name: 'Reverse payment' }).click();
  await expect(page.getByText('Payment reversed')).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Payment RCT-000001' })).toContainText('Meant for another invoice');

  await page.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(page.getByText('Invoice successfully marked as paid')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/paid\/[0-9a-f-]+$/);
  await expect(page.getByRole('listitem', { name: 'Payment RCT-000002' })).toContainText('₦72,864.36');

  await page.goto('/invoice');
  await expectFigure(page, 'By count', 'Invoice Generated', '1');
  await expectFigure(page, 'By count', 'Paid', '1');
  await expectFigure(page, 'By amount', 'Paid', '₦72,864.36');
  // The reversed payment was never money in: only the second one is collected, and nothing is owed.
  const money = page.getByRole('region', { name: 'Money' });
  await expect(money.getByText('Collected', { exact: true }).locator('..')).toContainText('₦72,864.36');
  await expect(money.getByText('Outstanding now', { exact: true }).locator('..')).toContainText('₦0.00');
});

test('an executive above their approval limit is refused, and the invoice stays a draft', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  await saveInvoiceSettingsThroughApi(page, { invoice_approval_enabled: true, invoice_approval_limit_flat: 50000 });
  const stakeholder = await createStakeholderThroughApi(page, customer(uniqueEmail('billing')));
  const draft = await createDraftThroughApi(page, stakeholder.id);
  const executive = await inviteThroughApi(page, { firstName: 'Tunde', lastName: 'Bakare', role: 'executive' });
  await logOutFromMenu(page);

  await acceptInvitation(page, executive.email);
  await page.goto(`/invoices/draft/${draft.id}`);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page.getByText('This invoice is above your approval limit. A manager must send it.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('main')).toContainText(draft.reference);
  await expect(page.getByRole('button', { name: 'Send now' })).toBeVisible();
});

test('a manager numbers invoices their way, finds one in the history and edits it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createStakeholderThroughApi(page, customer(uniqueEmail('history')));

  await page.goto('/invoice-settings');
  await page.getByRole('textbox', { name: 'Prefix', exact: true }).fill('ZF/');
  await page.getByRole('textbox', { name: 'Suffix' }).fill('-26');
  await expect(page.getByRole('status').filter({ hasText: 'Next invoice number' })).toContainText('ZF/000001-26');
  // How to pay (docs/product.md#invoices): the account every invoice will print.
  await page.getByRole('button', { name: 'Add Bank Account' }).click();
  const account = page.getByRole('group', { name: 'Bank account 1' });
  await account.getByRole('textbox', { name: 'Bank' }).fill('Zenith Bank');
  await account.getByRole('textbox', { name: 'Account Name' }).fill('Zenith Foods Ltd');
  await account.getByRole('textbox', { name: 'Account Number (NUBAN)' }).fill('1012345678');
  await page.getByRole('textbox', { name: 'RC or BN Number' }).fill('rc 1234567');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved and assigned successfully')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'RC or BN Number' })).toHaveValue('RC 1234567');

  const draft = await createDraftThroughApi(page, stakeholder.id);
  await page.goto(`/invoices/${draft.id}`);
  await page.getByRole('button', { name: 'Send now' }).click();
  await expect(page).toHaveURL(/\/invoices\/pending\//);
  await expect(page.getByRole('main')).toContainText('ZF/000001-26');
  await expect(page.getByRole('main')).toContainText('Zenith Bank, Zenith Foods Ltd, account number 1012345678');
  await expect(page.getByRole('main')).toContainText('RC/BN: RC 1234567');

  await page.goto('/invoice-history');
  await page.getByRole('textbox', { name: 'Search invoices' }).fill('ZF/000001');
  // The search is in the address once asked, and answered when the table is no longer busy.
  await expect(page).toHaveURL(/search=ZF/);
  await expect(page.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-busy', 'false');
  const row = page.getByRole('row', { name: /Lawal Logistics/ });
  await expect(row).toContainText('ZF/000001-26');
  await expect(row).toContainText('₦72,864.36');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/invoices/pending/${draft.id}$`));

  // A pending invoice is priced again when edited, and keeps its number.
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Number of Months' }).fill('6');
  await expect(page.getByRole('region', { name: 'Preview' })).toContainText('₦145,728.72');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Invoice updated successfully')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/invoices/pending/${draft.id}$`));
  await expect(page.getByRole('main')).toContainText('ZF/000001-26');
  await expect(page.getByRole('main')).toContainText('₦145,728.72');
});

// docs/product.md#payments: a credit note for part of an invoice, then its cancellation credits the rest; each
// credit note has its own number and goes to the stakeholder with its PDF.
test('a manager credits part of an invoice, then cancels it: a credit note each, emailed', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsNewManager(page, { setUp: true });
  const email = uniqueEmail('credit');
  const stakeholder = await createStakeholderThroughApi(page, customer(email));
  const sent = await sendThroughApi(page, (await createDraftThroughApi(page, stakeholder.id)).id);

  await page.goto(`/invoices/${sent.id}`);
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  const credit = page.getByRole('dialog', { name: `Credit invoice ${sent.invoice_number}` });
  await credit.getByRole('textbox', { name: 'Amount to credit (₦)' }).fill('2864.36');
  await credit.getByRole('textbox', { name: 'Reason' }).fill('Two seats were never used');
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByText('Credit note issued')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Invoice amounts' })).toContainText('₦70,000.00');

  await page.getByRole('button', { name: 'Cancel invoice' }).click();
  await page
    .getByRole('dialog', { name: `Cancel invoice ${sent.invoice_number}?` })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByRole('main')).toContainText('Cancelled');
  await expect(page.getByRole('listitem', { name: 'Credit note CRN-000002' })).toContainText('₦70,000.00 credited');
  await expect(page.getByRole('listitem', { name: 'Credit note CRN-000002' })).toContainText(
    'The invoice was cancelled.',
  );
  const mails = await emailsTo(page.request, email, 3);
  const creditNotes = mails.map((mail) => mail.subject).filter((subject) => subject.startsWith('Credit note'));
  expect(creditNotes.toSorted()).toEqual([
    expect.stringMatching(new RegExp(`^Credit note CRN-000001 for invoice ${sent.invoice_number} from `)),
    expect.stringMatching(new RegExp(`^Credit note CRN-000002 for invoice ${sent.invoice_number} from `)),
  ]);
});
