import { expect, type Page } from '@playwright/test';
import { logIn, signUp } from './accounts';
import { uniqueEmail } from './mailbox';

// A manager who created their organisation, signed in at /home.
export async function signInAsNewManager(page: Page, name = 'manager') {
  const email = uniqueEmail(name);
  await signUp(page, { email });
  await logIn(page, { email });
  await expect(page).toHaveURL(/\/home$/);
  return { email };
}
