import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { bearerOf } from './staff-api';

// Invoice settings changed through the API the settings page uses (managers).
export async function saveInvoiceSettingsThroughApi(page: Page, settings: Record<string, unknown>) {
  const response = await page.request.post('/api/invoice/invoice-settings/', {
    headers: await bearerOf(page),
    data: settings,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

// A draft made through the API the subscription form uses: Prime Wave, 3
// months, 12 employees, 10 % off (₦72,864.36).
export async function createDraftThroughApi(page: Page, stakeholderId: string) {
  const response = await page.request.post('/api/invoice/create-invoice/', {
    headers: await bearerOf(page),
    data: {
      stakeholder: stakeholderId,
      plan: 'prime_wave',
      number_of_months: 3,
      number_of_employees: 12,
      discount_type: 'percentage',
      discount_value: 10,
      tax_rate: 7.5,
      due_date: '2030-01-31',
      send_status: 'draft',
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; reference: string };
}

interface MailboxMessage {
  subject: string;
  attachments: string[];
}

// The emails the dev mailbox holds for an address, newest first, once `count` have arrived
// (invoice emails are made by a background job a moment after the change).
export async function emailsTo(request: APIRequestContext, email: string, count: number) {
  let messages: MailboxMessage[] = [];
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      messages = ((await response.json()) as { results: MailboxMessage[] }).results;
      return messages.length;
    })
    .toBe(count);
  return messages;
}

// A draft sent through the API the invoice page's Send now uses.
export async function sendThroughApi(page: Page, invoiceId: string) {
  const response = await page.request.post(`/api/invoice/send-invoice/${invoiceId}/`, {
    headers: await bearerOf(page),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; invoice_number: string };
}

// A payment recorded on a sent invoice through the API the Record payment dialog uses, dated today in Lagos.
export async function recordPaymentThroughApi(page: Page, invoiceId: string, amount: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
  const response = await page.request.post(`/api/invoice/record-payment/${invoiceId}/`, {
    headers: await bearerOf(page),
    data: { amount, date: today, method: 'bank_transfer', reference: 'GTB-4471' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// The path of the stakeholder's invoice page in the newest email to `email` that carries one, from the dev mailbox.
export async function invoiceLinkEmailedTo(request: APIRequestContext, email: string) {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(email)}`);
      const { results } = (await response.json()) as { results: { text: string }[] };
      path = results.map((one) => one.text.match(/https?:\/\/[^/\s]+(\/your-invoice\/\S+)/)?.[1]).find(Boolean);
      return path !== undefined;
    })
    .toBe(true);
  return path as string;
}
