import type { Page } from '@playwright/test';
import {
  createDraftThroughApi,
  invoiceLinkEmailedTo,
  recordPaymentThroughApi,
  sendThroughApi,
} from '../../support/invoices-api';
import { checkOpenDialog, checkScreen, type Screen } from '../../support/screen-checks';
import { signInAsNewManager } from '../../support/session';
import { bearerOf } from '../../support/staff-api';
import {
  createHarbourFoodsThroughApi,
  createStakeholderThroughApi,
  createTicketThroughApi,
  myUserId,
  sendFeedbackThroughApi,
} from '../../support/stakeholders-api';
import { atPhoneWidthToo, expect, test } from '../../support/test';
import { ticketLinkEmailedTo } from '../../support/ticket-emails';

// Every screen at desktop and at phone width. At each, once its content shows,
// support/screen-checks.ts checks that it fits and can be used from the
// keyboard, runs axe in light and in dark and saves a screenshot of each
// (docs/testing.md); the main dialogs are checked while open.

// A test walks up to a dozen screens, each checked, audited and photographed twice.
test.describe.configure({ timeout: 120_000 });

async function organizationIdOf(page: Page) {
  const response = await page.request.get('/api/profile/get-organization/', { headers: await bearerOf(page) });
  return ((await response.json()) as { id: string }).id;
}

test('the public screens show at every width', atPhoneWidthToo, async ({ page }) => {
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
  const customerEmail = `accounts.${Date.now()}@harbour-foods.ng`;
  const customer = await createStakeholderThroughApi(page, {
    type: 'new_digital_customer_and_users',
    product_service_used: 'neo',
    financial_type: 'paying',
    name: 'Harbour Foods',
    industry_or_sector: 'retail',
    address: '1 Marina, Lagos',
    contact_preference: 'email',
    email: [customerEmail],
  });
  const invoice = await sendThroughApi(page, (await createDraftThroughApi(page, customer.id)).id);
  const invoiceLink = await invoiceLinkEmailedTo(page.request, customerEmail);
  await page.evaluate(() => localStorage.clear());

  const screens: Screen[] = [
    { name: 'landing', path: '/', heading: /Look after every stakeholder/ },
    { name: 'create-account', path: '/create-account', heading: 'Create Account' },
    { name: 'login', path: '/login', heading: 'Log in' },
    { name: 'forgot-password', path: '/forgot-password', heading: /Forgot/ },
    { name: 'create-password', path: '/user-create-password', heading: 'Create a Password' },
    { name: 'feedback-form', path: `/form/neo/${organizationId}`, heading: 'Feedback Form' },
    { name: 'public-chat', path: `/chat/${organizationId}`, heading: /^Chat with /, content: 'Start chat' },
    {
      name: 'public-ticket',
      path: ticketLink,
      heading: title,
      content: 'Chidi Eze asked about delivery arrived damaged.',
    },
    {
      name: 'public-invoice',
      path: invoiceLink,
      heading: `Invoice ${invoice.invoice_number}`,
      content: 'Download the PDF',
    },
    { name: 'not-found', path: '/no-such-page', heading: /this page isn't available/ },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: false });
});

test('the service desk screens show at every width', atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const me = await myUserId(page);
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    title: 'Delivery arrived damaged',
    handlerId: me,
  });

  const screens: Screen[] = [
    { name: 'dashboard', path: '/home', heading: /^Welcome, / },
    { name: 'tickets', path: '/tickets', heading: 'Tickets', content: 'TCK-000001' },
    {
      name: 'ticket-details',
      path: '/tickets/TCK-000001',
      heading: 'Ticket Details · TCK-000001',
      content: 'Delivery arrived damaged',
    },
    { name: 'overdue-tickets', path: '/overdue-tickets', heading: 'Overdue Tickets' },
    { name: 'user-tickets', path: `/user-tickets?user_id=${me}`, heading: /^Tickets of /, content: 'TCK-000001' },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: true });
});

test('the stakeholder screens show at every width', atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createHarbourFoodsThroughApi(page);
  const logResponse = await page.request.post(`/api/profile/create-log/${stakeholder.id}/`, {
    headers: await bearerOf(page),
    data: { subject: 'Renewal call', type: 'call', message: 'Talked about the renewal in March.' },
  });
  expect(logResponse.ok()).toBe(true);
  const log = (await logResponse.json()) as { id: string };

  const screens: Screen[] = [
    { name: 'stakeholders', path: '/stakeholders', heading: 'Stakeholder Master Data', content: 'Harbour Foods' },
    { name: 'stakeholder', path: `/stakeholder/${stakeholder.id}`, heading: /^Stakeholder /, content: 'Harbour Foods' },
    { name: 'add-stakeholder', path: '/stakeholders/add/new_client', heading: /Client/ },
    { name: 'edit-stakeholder', path: `/stakeholder/${stakeholder.id}/edit`, heading: 'Edit Harbour Foods' },
    { name: 'stakeholder-logs', path: '/stakeholders-logs', heading: 'Logs', content: 'Renewal call' },
    {
      name: 'log-details',
      path: `/log-details?id=${log.id}`,
      heading: /Renewal call|Log/,
      content: 'Talked about the renewal',
    },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: true });
});

test('the invoice screens show at every width', atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createHarbourFoodsThroughApi(page);
  const draft = await createDraftThroughApi(page, stakeholder.id);
  const partlyPaid = await sendThroughApi(page, (await createDraftThroughApi(page, stakeholder.id)).id);
  await recordPaymentThroughApi(page, partlyPaid.id, 20_000);
  const customer = new URLSearchParams({
    customerId: stakeholder.id,
    customerEmail: 'accounts@harbour-foods.ng',
    customerName: stakeholder.name,
  });

  const screens: Screen[] = [
    { name: 'invoice-generated', path: '/invoice', heading: 'Invoice Generated' },
    { name: 'request-payment', path: '/InvoiceModal', heading: 'Request Payment' },
    {
      name: 'subscription-details',
      path: `/subscription-details?${customer}`,
      heading: /Subscription/,
      content: 'Harbour Foods',
    },
    { name: 'invoice-history', path: '/invoice-history', heading: 'Invoice History', content: draft.reference },
    {
      name: 'invoice-draft',
      path: `/invoices/draft/${draft.id}`,
      heading: `Invoice ${draft.reference}`,
      content: 'Harbour Foods',
    },
    { name: 'edit-invoice', path: `/invoices/${draft.id}/edit`, heading: `Edit Invoice ${draft.reference}` },
    { name: 'invoice-settings', path: '/invoice-settings', heading: 'Invoice Settings' },
    {
      name: 'invoice-partly-paid',
      path: `/invoices/${partlyPaid.id}`,
      heading: `Invoice ${partlyPaid.invoice_number}`,
      content: 'GTB-4471',
    },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: true });

  await page.getByRole('button', { name: 'Record payment' }).click();
  await expect(page.getByRole('dialog', { name: `Record a payment on ${partlyPaid.invoice_number}` })).toBeVisible();
  await checkOpenDialog(page, 'record-payment');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(page.getByRole('dialog', { name: `Credit invoice ${partlyPaid.invoice_number}` })).toBeVisible();
  await checkOpenDialog(page, 'credit-note');
});

test('the feedback and chat screens show at every width', atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });
  await sendFeedbackThroughApi(page, await organizationIdOf(page));
  const feedbackPage = await page.request.get('/api/ticket/get-feedbacks/', { headers: await bearerOf(page) });
  const [feedback] = ((await feedbackPage.json()) as { results: { id: string }[] }).results;

  const screens: Screen[] = [
    { name: 'feedback-forms', path: '/feedback-forms', heading: 'All Feedbacks' },
    {
      name: 'product-feedback',
      path: '/feedback-product/neo',
      heading: 'Neo Feedbacks',
      content: 'Receipts arrive late',
    },
    {
      name: 'feedback-details',
      path: `/feedback/${feedback?.id}`,
      heading: 'Receipts arrive late',
      content: 'The receipts come a day after I pay.',
    },
    { name: 'feedback-stakeholders', path: '/feedbacks-stakeholders', heading: 'Stakeholders who sent feedback' },
    { name: 'chats', path: '/chats', heading: 'Chats', content: 'No users have sent you a message.' },
    { name: 'dashboard-with-feedback', path: '/home', heading: /^Welcome, /, content: /^New feedback / },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: true });
});

test('the organisation and account screens show at every width', atPhoneWidthToo, async ({ page }) => {
  await signInAsNewManager(page, { setUp: true });

  const screens: Screen[] = [
    { name: 'departments', path: '/frontdesk', heading: 'Departments' },
    { name: 'settings-users', path: '/settings', heading: 'Organization Settings' },
    {
      name: 'settings-notifications',
      path: '/settings?tab=notifications',
      heading: 'Organization Settings',
      content: 'A ticket is assigned to me',
    },
    {
      name: 'settings-products',
      path: '/settings?tab=products',
      heading: 'Feedback Products',
      content: '/form/acadaboo',
    },
    {
      name: 'settings-stakeholder-options',
      path: '/settings?tab=stakeholder-options',
      heading: 'Group Companies',
      content: 'Antigravity Group Ltd',
    },
    {
      name: 'settings-custom-fields',
      path: '/settings?tab=custom-fields',
      heading: 'Stakeholder records',
      content: 'No fields yet.',
    },
    { name: 'settings-tags', path: '/settings?tab=tags', heading: 'Tags', content: 'No tags yet.' },
    {
      name: 'settings-email-in',
      path: '/settings?tab=email',
      heading: 'Support address',
      content: 'Tickets opened by email',
    },
    {
      name: 'settings-emails',
      path: '/settings?tab=sla',
      heading: 'Emails to stakeholders',
      content: 'Email stakeholders about their tickets',
    },
    {
      name: 'settings-organization',
      path: '/settings?tab=organization',
      heading: 'Signed-in visitors',
      content: 'Signing on your server',
    },
    { name: 'account-settings', path: '/Profile', heading: 'Account Settings' },
  ];
  for (const screen of screens) await checkScreen(page, screen, { signedIn: true });
});

test('the main dialogs show at every width', atPhoneWidthToo, async ({ page, isMobile }) => {
  await signInAsNewManager(page, { setUp: true });
  const stakeholder = await createHarbourFoodsThroughApi(page);
  await createTicketThroughApi(page, {
    name: 'Chidi Eze',
    email: 'chidi@example.ng',
    title: 'Delivery arrived damaged',
    handlerId: await myUserId(page),
  });

  if (isMobile) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await checkOpenDialog(page, 'navigation');
    await page.keyboard.press('Escape');
  }

  await page.getByRole('button', { name: 'Search everything' }).click();
  await page.getByRole('textbox', { name: /^Search tickets, stakeholders/ }).fill('TCK-000001');
  await expect(page.getByRole('button', { name: 'Ticket Delivery arrived damaged, TCK-000001' })).toBeInViewport();
  await checkOpenDialog(page, 'search-palette');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  const logout = page.getByRole('dialog', { name: 'Confirm you want to Log out' });
  await expect(logout).toBeVisible();
  await checkOpenDialog(page, 'logout-confirmation');
  await logout.getByRole('button', { name: 'Go Back' }).click();

  await page.goto('/tickets');
  await page.getByRole('button', { name: 'Create a Ticket' }).click();
  const createTicket = page.getByRole('dialog', { name: 'Create a Ticket' });
  await createTicket.getByRole('button', { name: 'New Stakeholder' }).click();
  // The form as a refusal leaves it: each field's message under its field.
  await createTicket.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(createTicket.getByText(/is required/).first()).toBeVisible();
  await checkOpenDialog(page, 'create-ticket');
  await page.keyboard.press('Escape');

  await page.goto(`/stakeholder/${stakeholder.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const deleteRecord = page.getByRole('dialog', { name: 'Delete Harbour Foods?' });
  await expect(deleteRecord).toBeVisible();
  await checkOpenDialog(page, 'delete-stakeholder-confirmation');
  await deleteRecord.getByRole('button', { name: 'Go Back' }).click();
});
