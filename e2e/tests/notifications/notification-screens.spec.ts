import { liveSocketJoined } from '../../support/live-socket';
import { signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import { sendFeedbackThroughApi } from '../../support/stakeholders-api';
import { expect, test } from '../../support/test';

// docs/product.md#notifications: a manager's dashboard lists their notices as they
// arrive; each member chooses which kinds also come by email, and managers set
// what a member who has not chosen gets (decision 017).
test('a manager opens a notice from the dashboard, keeps an email choice and changes the defaults', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const joined = liveSocketJoined(page);
  await signInAsNewManager(page, { setUp: true });
  const panel = page.getByRole('region', { name: 'Notifications' });
  await expect(panel).toContainText('Nothing new.');

  const organization = await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) });
  const { id: organizationId } = (await organization.json()) as { id: string };
  // The notice reaches the panel as a live update, so the page must be listening before the feedback arrives.
  await joined;
  await sendFeedbackThroughApi(page, organizationId);

  const notice = panel.getByRole('link', { name: /^Unread: New feedback / });
  await notice.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/feedback\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: 'Receipts arrive late' })).toBeVisible();

  await page.goto('/Profile');
  const feedbackByEmail = page.getByRole('switch', { name: 'New feedback arrives' });
  await expect(feedbackByEmail).toBeChecked();
  await feedbackByEmail.uncheck();
  await page.getByRole('button', { name: 'Save Email Choices' }).click();
  await expect(page.getByText('Your email choices are saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'A ticket is assigned to me' })).toBeChecked();
  await expect(feedbackByEmail).not.toBeChecked();

  await page.goto('/settings?tab=notifications');
  const dueByEmail = page.getByRole('switch', { name: 'My ticket is due soon' });
  await expect(dueByEmail).not.toBeChecked();
  await dueByEmail.check();
  await page.getByRole('button', { name: 'Save Defaults' }).click();
  await expect(page.getByText("Your organisation's email defaults are saved.")).toBeVisible();
  await page.reload();
  await expect(dueByEmail).toBeChecked();
});
