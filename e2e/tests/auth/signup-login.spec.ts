import { logIn, signUp } from '../../support/accounts';
import { latestCode, uniqueEmail } from '../../support/mailbox';
import { expect, test } from '../../support/test';

test('a person signs up, logs in to a greeting, and logs out', async ({ page }) => {
  const email = uniqueEmail('adaeze');
  await signUp(page, { email });

  await logIn(page, { email });
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Adaeze Okonkwo' })).toBeVisible();
  await expect(page.getByText("Here's what's going on")).toBeVisible();
  // A new organisation is not set up yet: its creator is asked to, and may put it off.
  const setup = page.getByRole('dialog', { name: 'Set up Zenith Foods Ltd' });
  await setup.getByRole('button', { name: 'Not now' }).click();
  await expect(setup).toBeHidden();

  const token = await page.evaluate(() => localStorage.getItem('srm_access_token'));
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page.getByRole('dialog')).toContainText('Confirm you want to Log out');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The ended session is gone for good: the protected page sends back to login,
  // and the old token no longer opens the API.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login$/);
  const withOldToken = await page.request.get('/api/profile/get-profile/', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(withOldToken.status()).toBe(401);
});

test('the sign-up and login forms start in their first field and explain what is wrong', async ({ page }) => {
  await page.goto('/create-account');
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  await expect(page.getByLabel('First Name')).toBeFocused();
  await page.keyboard.type('Adaeze');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('This Field is required')).toHaveCount(1);
  await expect(page.getByText('Business name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  // The cursor waits in the first field to fix.
  await expect(page.getByLabel('Last Name')).toBeFocused();

  await page.goto('/login');
  await expect(page.getByLabel('Email Address')).toBeFocused();
  await page.keyboard.type(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type('Wrong#Pass1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toContainText('Your email or password is incorrect.');
});

test('an email already in use cannot sign up again', async ({ page }) => {
  const email = uniqueEmail('kwame');
  await signUp(page, { email });
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Kwame');
  await page.getByLabel('Last Name').fill('Mensah');
  await page.getByLabel('Business Name').fill('Other Ltd');
  await page.getByLabel('Email Address').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert')).toContainText('An account with this email already exists');
});

test('the code step asks for the code, can send a new one, and takes it pasted whole', async ({ page }) => {
  const email = uniqueEmail('tunde');
  await page.goto('/create-account');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('First Name').fill('Tunde');
  await page.getByLabel('Last Name').fill('Bakare');
  await page.getByLabel('Business Name').fill('Bakare Logistics');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: "Confirm it's you" })).toBeVisible();
  await expect(page.getByText('Step 2 of 3')).toBeVisible();

  const firstBox = page.getByRole('textbox', { name: 'OTP digit 1 of 6' });
  await expect(firstBox).toBeFocused();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('OTP is required')).toBeVisible();
  await expect(firstBox).toBeFocused();

  const firstCode = await latestCode(page.request, email);
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByRole('status')).toContainText('A new OTP sent successfully');
  const secondCode = await latestCode(page.request, email, firstCode);
  expect(secondCode).toMatch(/^\d{6}$/);

  // Pasted as the email shows it, into the first box: every box fills and the code goes at once.
  await firstBox.evaluate(
    (box, text) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/plain', text);
      box.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
    },
    `${secondCode.slice(0, 3)} ${secondCode.slice(3)}`,
  );
  await expect(page.getByRole('heading', { name: 'Create a Password' })).toBeVisible();
  await expect(page.getByText('Step 3 of 3')).toBeVisible();
});
