import { logIn, signUp } from '../../support/accounts';
import { uniqueEmail } from '../../support/mailbox';
import { chooseOption } from '../../support/select';
import { openNavigation } from '../../support/session';
import { expect, test } from '../../support/test';

test('a new manager sets the organisation up in two steps, and is not asked again', async ({ page, isMobile }) => {
  const email = uniqueEmail('setup');
  await signUp(page, { email });
  await logIn(page, { email });

  const setup = page.getByRole('dialog', { name: 'Set up Zenith Foods Ltd' });
  await expect(setup).toBeVisible();
  await setup.getByRole('button', { name: 'Next' }).click();
  await expect(setup.getByRole('alert')).toHaveText(
    'Please choose both Average Number of Staff and Country of Operation.',
  );
  await chooseOption(page, setup, 'Average Number of Staff', '11 - 50');
  await chooseOption(page, setup, 'Country of Operation', 'Nigeria');
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(setup.getByRole('alert')).toHaveText('Please Enter the Nature of Your Business to Proceed.');
  await setup.getByRole('button', { name: 'Back' }).click();
  await expect(setup.getByRole('combobox', { name: 'Average Number of Staff' })).toHaveValue('11 - 50');
  await setup.getByRole('button', { name: 'Next' }).click();
  await setup.getByLabel('Nature of Business').fill('Food processing and distribution');
  await setup.getByRole('button', { name: 'Finish Setup' }).click();
  await expect(setup).toBeHidden();
  await expect(page.getByText('Your organisation is set up.')).toBeVisible();

  await page.reload();
  // The organisation's name is drawn from the same answer that decides the dialog.
  await expect(page.getByText('Zenith Foods Ltd', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /^Set up / })).toHaveCount(0);

  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Organization Settings' }).click();
  await page.getByRole('tab', { name: 'Organization Profile' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=organization$/);
  await expect(page.getByLabel('Nature of Business')).toHaveValue('Food processing and distribution');
  await expect(page.getByRole('combobox', { name: 'Country of Operation' })).toHaveValue('Nigeria');
});

test('the setup can be put off for the session', async ({ page }) => {
  const email = uniqueEmail('later');
  await signUp(page, { email });
  await logIn(page, { email });
  const setup = page.getByRole('dialog', { name: /^Set up / });
  await setup.getByRole('button', { name: 'Not now' }).click();
  await expect(setup).toBeHidden();
  await page.goto('/home');
  await expect(page.getByText('Zenith Foods Ltd', { exact: true })).toBeVisible();
  await expect(setup).toHaveCount(0);
});
