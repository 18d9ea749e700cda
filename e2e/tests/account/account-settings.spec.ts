import { logIn, strongPassword } from '../../support/accounts';
import { logOutFromMenu, openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

const newPassword = 'Rainy#Season2025';

// The smallest valid PNG: one transparent pixel.
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('a user renames themself, adds a photo, sees the organisation, and logs out', async ({ page, isMobile }) => {
  await signInAsNewManager(page);
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/Profile$/);
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('Account Type')).toHaveValue('SE Manager');

  await page.getByLabel('First Name').fill('');
  await page.getByLabel('Last Name').fill('');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Please Enter details to edit to Proceed.')).toBeVisible();

  await page.getByLabel('First Name').fill('Adaeze');
  await page.getByLabel('Last Name').fill('Okafor');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Adaeze Okafor' })).toBeVisible();

  // The photo is served to the signed-in app through its signed address.
  await page.reload();
  const photo = page.getByRole('img', { name: 'Your photo' });
  await expect(photo).toBeVisible();
  const photoUrl = await photo.getAttribute('src');
  expect(photoUrl).toMatch(/^\/api\/files\//);
  const served = await page.request.get(photoUrl!);
  expect(served.headers()['content-type']).toBe('image/png');

  // /profile is the same page as /Profile.
  await page.goto('/profile');
  await page.getByRole('radiogroup', { name: 'Settings to show' }).getByText('Organization Settings').click();
  await expect(page.getByLabel('Business Name')).toHaveValue('Zenith Foods Ltd');

  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  await page.getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Confirm you want to Log out');
  await expect(confirm).toContainText('This action will log you out');
  await confirm.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/Profile');
  await expect(page).toHaveURL(/\/login$/);
  const withOldToken = await page.request.get('/api/profile/get-profile/', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withOldToken.status()).toBe(401);
});

test('a user changes their password: other devices are logged out, and the new password logs in', async ({
  page,
  isMobile,
}) => {
  const { email } = await signInAsNewManager(page);
  const otherDevice = await page.request.post('/api/auth/login/', { data: { email, password: strongPassword } });
  const { access_token: otherToken } = (await otherDevice.json()) as { access_token: string };
  const navigation = await openNavigation(page, isMobile);
  await navigation.getByRole('link', { name: 'Account Settings' }).click();
  const passwordForm = page.getByRole('form', { name: 'Change Password' });
  await expect(passwordForm).toBeVisible();

  await passwordForm.getByLabel('Current Password').fill('Not#MyPassword1');
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm New Password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(passwordForm.getByText('Your current password is incorrect.')).toBeVisible();
  await expect(passwordForm.getByLabel('Current Password')).toBeFocused();

  await passwordForm.getByLabel('Current Password').fill(strongPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password is changed. You are logged out everywhere else.')).toBeVisible();
  await expect(passwordForm.getByLabel('Current Password')).toHaveValue('');
  const fromOtherDevice = await page.request.get('/api/profile/get-profile/', {
    headers: { authorization: `Bearer ${otherToken}` },
  });
  expect(fromOtherDevice.status()).toBe(401);
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('Adaeze');

  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // Back does not bring the account's page or its data back.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);

  await logIn(page, { email });
  await expect(page.getByRole('alert')).toContainText('Your email or password is incorrect.');
  await logIn(page, { email, password: newPassword });
  await expect(page).toHaveURL(/\/home$/);
});

// docs/product.md#appearance. Mantine's dark page colour (dark-7).
const darkPage = 'rgb(36, 36, 36)';

test('a user picks Dark: the page turns dark, and stays dark after a reload and a new sign-in; System follows the device', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const { email } = await signInAsNewManager(page);
  await page.goto('/Profile');
  const root = page.locator('html');
  const appearance = page.getByRole('radiogroup', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');

  // From the keyboard: the arrow keys move through Light to Dark, each choice saved in turn.
  const savedDark = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/profile/appearance/') && response.request().postDataJSON().color_scheme === 'dark',
  );
  await appearance.getByRole('radio', { name: 'System' }).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkPage);
  expect((await savedDark).ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(appearance.getByRole('radio', { name: 'Dark' })).toBeChecked();

  // A new sign-in where this browser has forgotten the choice, as on another device: the server's choice wins.
  await logOutFromMenu(page);
  await page.evaluate(() => localStorage.removeItem('srm_color_scheme'));
  await logIn(page, { email });
  await expect(page).toHaveURL(/\/home$/);
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkPage);

  // System follows the device's setting as it changes.
  await page.goto('/Profile');
  await appearance.getByText('System').click();
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', darkPage);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
});
