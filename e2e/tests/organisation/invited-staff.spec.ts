import { uniqueEmail } from '../../support/mailbox';
import { acceptInvitation, logOutFromMenu, openNavigation, signInAsNewManager } from '../../support/session';
import { expect, test } from '../../support/test';

test('an invited support user joins from the email link and cannot reach settings or departments', async ({
  page,
  isMobile,
}) => {
  await signInAsNewManager(page);
  // This journey is about the support user's view; the settings screen's own journey adds staff through the form.
  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  const email = uniqueEmail('kojo');
  const added = await page.request.post('/api/auth/add-staff/', {
    headers: { authorization: `Bearer ${token}` },
    data: { first_name: 'Kojo', last_name: 'Asante', email, permission_type: 'support' },
  });
  expect(added.ok()).toBe(true);
  await logOutFromMenu(page);

  await acceptInvitation(page, email);
  await expect(page.getByText('Zenith Foods Ltd', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Kojo Asante' })).toBeVisible();
  // A support user is never asked to set the organisation up.
  await expect(page.getByRole('dialog', { name: /^Set up / })).toHaveCount(0);
  const navigation = await openNavigation(page, isMobile);
  await expect(navigation.getByRole('link', { name: 'Account Settings' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Departments' })).toHaveCount(0);
  await expect(navigation.getByRole('link', { name: 'Organization Settings' })).toHaveCount(0);

  for (const address of ['/frontdesk', '/settings', '/users']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/home$/);
  }
});
