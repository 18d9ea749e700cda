import type { Page } from '@playwright/test';
import { createDraftThroughApi } from '../../support/invoices-api';
import { signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import {
  createHarbourFoodsThroughApi,
  createTicketThroughApi,
  myUserId,
  sendFeedbackThroughApi,
} from '../../support/stakeholders-api';
import { atPhoneWidthOnly, expect, test } from '../../support/test';
import { ticketLinkEmailedTo } from '../../support/ticket-emails';

// Every screen on a phone. The journeys run at desktop width (and those whose
// phone layout differs at both); this sweep opens each screen at phone width
// and checks that it fits: its heading and content show, nothing scrolls
// sideways, and the navigation opens and closes from the keyboard.

interface Screen {
  path: string;
  heading: string | RegExp;
  // Something the screen shows once its data has arrived.
  content?: string | RegExp;
}

async function expectFitsThePhone(page: Page, screen: Screen, { signedIn }: { signedIn: boolean }) {
  await test.step(screen.path, async () => {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading }).first()).toBeVisible();
    if (screen.content) await expect(page.getByText(screen.content).first()).toBeVisible();
    // The layout viewport is the phone's width; wider content would scroll sideways.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${screen.path} is wider than the phone`).toBeLessThanOrEqual(0);
    if (!signedIn) return;
    const opener = page.getByRole('button', { name: 'Open navigation' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(navigation).toBeHidden();
  });
}

async function organizationIdOf(page: Page) {
  const response = await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) });
  return ((await response.json()) as { id: string }).id;
}

test('the public screens fit a phone', atPhoneWidthOnly, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const organizationId = await organizationIdOf(page);
  const stakeholderEmail = `chidi.${Date.now()}@example.ng`;
  const title = 'Delivery arrived damaged';
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: stakeholderEmail,
    title,
    handlerId: await myUserId(page),
  });
  const ticketLink = await ticketLinkEmailedTo(page.request, stakeholderEmail, 'We have your request');
  await page.evaluate(() => localStorage.clear());

  const screens: Screen[] = [
    { path: '/', heading: /Look after every stakeholder/ },
    { path: '/create-account', heading: 'Create Account' },
    { path: '/login', heading: 'Log in' },
    { path: '/forgot-password', heading: /Forgot/ },
    { path: '/user-create-password', heading: 'Create a Password' },
    { path: `/form/neo/${organizationId}`, heading: 'Feedback Form' },
    { path: `/chat/${organizationId}`, heading: /^Chat with /, content: 'Start chat' },
    { path: ticketLink, heading: title, content: 'Chidi Eze asked about delivery arrived damaged.' },
    { path: '/no-such-page', heading: /this page isn't available/ },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen, { signedIn: false });
});

test('the service desk and stakeholder screens fit a phone', atPhoneWidthOnly, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewManager(page, { setUp: true });
  const me = await myUserId(page);
  const stakeholder = await createHarbourFoodsThroughApi(page);
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    title: 'Delivery arrived damaged',
    handlerId: me,
  });
  const logResponse = await page.request.post(`/api/profile/create-log/${stakeholder.id}/`, {
    headers: await bearerOf(page),
    data: { subject: 'Renewal call', type: 'call', message: 'Talked about the renewal in March.' },
  });
  expect(logResponse.ok()).toBe(true);
  const log = (await logResponse.json()) as { id: string };

  const screens: Screen[] = [
    { path: '/home', heading: /^Welcome, / },
    { path: '/tickets', heading: 'Tickets', content: 'TCK-000001' },
    { path: '/tickets/TCK-000001', heading: 'Ticket Details · TCK-000001', content: 'Delivery arrived damaged' },
    { path: '/overdue-tickets', heading: 'Overdue Tickets' },
    { path: `/user-tickets?user_id=${me}`, heading: /^Tickets of /, content: 'TCK-000001' },
    { path: '/stakeholders', heading: 'Stakeholder Master Data', content: 'Harbour Foods' },
    { path: `/stakeholder/${stakeholder.id}`, heading: /^Stakeholder /, content: 'Harbour Foods' },
    { path: '/stakeholders/add/new_client', heading: /Client/ },
    { path: `/stakeholder/${stakeholder.id}/edit`, heading: 'Edit Harbour Foods' },
    { path: '/stakeholders-logs', heading: 'Logs', content: 'Renewal call' },
    { path: `/log-details?id=${log.id}`, heading: /Renewal call|Log/, content: 'Talked about the renewal' },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen, { signedIn: true });

  await test.step('the search palette', async () => {
    await page.getByRole('button', { name: 'Search everything' }).click();
    await page.getByRole('textbox', { name: /^Search tickets, stakeholders/ }).fill('TCK-000001');
    await expect(page.getByRole('button', { name: 'Ticket TCK-000001: Delivery arrived damaged' })).toBeInViewport();
    await page.keyboard.press('Escape');
  });
});

test('the invoice screens fit a phone', atPhoneWidthOnly, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createHarbourFoodsThroughApi(page);
  const draft = await createDraftThroughApi(page, stakeholder.id);
  const customer = new URLSearchParams({
    customerId: stakeholder.id,
    customerEmail: 'accounts@harbour-foods.ng',
    customerName: stakeholder.name,
  });

  const screens: Screen[] = [
    { path: '/invoice', heading: 'Invoice Generated' },
    { path: '/InvoiceModal', heading: 'Request Payment' },
    { path: `/subscription-details?${customer}`, heading: /Subscription/, content: 'Harbour Foods' },
    { path: '/invoice-history', heading: 'Invoice History', content: draft.reference },
    { path: `/invoices/draft/${draft.id}`, heading: `Invoice ${draft.reference}`, content: 'Harbour Foods' },
    { path: `/invoices/${draft.id}/edit`, heading: `Edit Invoice ${draft.reference}` },
    { path: '/invoice-settings', heading: 'Invoice Settings' },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen, { signedIn: true });
});

test('the feedback, chat and organisation screens fit a phone', atPhoneWidthOnly, async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsNewManager(page, { setUp: true });
  await sendFeedbackThroughApi(page, await organizationIdOf(page));
  const feedbackPage = await page.request.get('/api/ticket/get-feedbacks/', { headers: await bearerOf(page) });
  const [feedback] = ((await feedbackPage.json()) as { results: { id: string }[] }).results;

  const screens: Screen[] = [
    { path: '/feedback-forms', heading: 'All Feedbacks' },
    { path: '/feedback-product/neo', heading: 'Neo Feedbacks', content: 'Receipts arrive late' },
    {
      path: `/feedback/${feedback?.id}`,
      heading: 'Receipts arrive late',
      content: 'The receipts come a day after I pay.',
    },
    { path: '/feedbacks-stakeholders', heading: 'Stakeholders who sent feedback' },
    { path: '/chats', heading: 'Chats', content: 'No users have sent you a message.' },
    { path: '/frontdesk', heading: 'Departments' },
    { path: '/settings', heading: 'Organization Settings' },
    { path: '/settings?tab=notifications', heading: 'Organization Settings', content: 'A ticket is assigned to me' },
    { path: '/settings?tab=products', heading: 'Feedback Products', content: '/form/acadaboo' },
    { path: '/settings?tab=stakeholder-options', heading: 'Group Companies', content: 'Antigravity Group Ltd' },
    { path: '/settings?tab=custom-fields', heading: 'Stakeholder records', content: 'No fields yet.' },
    { path: '/settings?tab=tags', heading: 'Tags', content: 'No tags yet.' },
    { path: '/settings?tab=sla', heading: 'Emails to stakeholders', content: 'Email stakeholders about their tickets' },
    { path: '/settings?tab=organization', heading: 'Signed-in visitors', content: 'Signing on your server' },
    { path: '/home', heading: /^Welcome, /, content: /^New feedback / },
    { path: '/Profile', heading: 'Account Settings' },
  ];
  for (const screen of screens) await expectFitsThePhone(page, screen, { signedIn: true });
});
