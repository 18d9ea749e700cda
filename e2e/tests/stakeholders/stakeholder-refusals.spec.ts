import { screenshotPng } from '../../support/images';
import { chooseOption } from '../../support/select';
import { signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

// docs/product.md#messages: a form the server refuses says why under the refused field, on its tab.
test('a KYC file the server refuses is said under its field on its tab, and nothing is saved until it is replaced', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAsNewManager(page, { setUp: true });
  await page.goto('/stakeholders/add/new_digital_customer_and_users');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a Digital Customer and Users' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Emeka Obi');
  await chooseOption(page, page, 'Digital Product Used', 'Neo');
  await chooseOption(page, page, 'Financial Type', 'Paying');
  await chooseOption(page, page, 'Industry Or Sector', 'Finance');
  // A PDF named and typed as a PNG: the browser cannot tell, the server reads its content.
  await page.getByLabel('BVN image').setInputFiles({
    name: 'bvn.png',
    mimeType: 'image/png',
    buffer: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('3 Awolowo Road, Ikoyi');
  await chooseOption(page, page, 'Contact Preference', 'Email');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('emeka.obi@example.ng');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review this Stakeholder' });
  await expect(review).toContainText('bvn.png');
  await review.getByRole('button', { name: 'Submit' }).click();

  // The review closes onto the Basic tab, the server's message under BVN and the cursor on it.
  await expect(review).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
  const bvn = page.getByRole('button', { name: 'BVN', exact: true });
  await expect(bvn).toHaveAccessibleDescription('Images upload accepted only');
  await expect(bvn).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Emeka Obi');
  await expect(page.getByRole('dialog', { name: 'Stakeholder Created successfully.' })).toBeHidden();

  // Nothing was saved.
  const records = await page.request.get('/api/profile/get-stakeholders/', {
    headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('srm_access_token'))}` },
  });
  expect((await records.json()).count).toBe(0);

  // A real image in its place, and the same entry is saved.
  await page.getByLabel('BVN image').setInputFiles(screenshotPng('bvn.png', [240, 240, 240]));
  await expect(bvn).not.toHaveAccessibleDescription('Images upload accepted only');
  await page.getByRole('tab', { name: 'Contract' }).click();
  await page.getByRole('button', { name: 'Review' }).click();
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('dialog', { name: 'Stakeholder Created successfully.' })).toContainText('STK-000001');
  await page.getByRole('button', { name: 'Stakeholders Master Data' }).click();
  await expect(page.getByRole('row', { name: /Emeka Obi/ })).toBeVisible();
});
