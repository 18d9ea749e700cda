import { expect, type Page } from '@playwright/test';
import { bearerOf } from './staff-api';

// A stakeholder record made through the API the add flow uses, for journeys
// about what happens to it afterwards.
export async function createStakeholderThroughApi(page: Page, record: Record<string, unknown>) {
  const response = await page.request.post('/api/profile/create-stakeholder/', {
    headers: await bearerOf(page),
    data: record,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; reference: string; name: string };
}

// Harbour Foods, a paying digital customer with one email: the record the
// journeys that only need some record share.
export function createHarbourFoodsThroughApi(page: Page) {
  return createStakeholderThroughApi(page, {
    type: 'new_digital_customer_and_users',
    product_service_used: 'neo',
    financial_type: 'paying',
    name: 'Harbour Foods',
    industry_or_sector: 'retail',
    address: '1 Marina, Lagos',
    contact_preference: 'email',
    email: ['accounts@harbour-foods.ng'],
  });
}

export async function createTicketThroughApi(
  page: Page,
  ticket: { name: string; email: string; title: string; handlerId: string },
) {
  const response = await page.request.post('/api/ticket/create-ticket/', {
    headers: await bearerOf(page),
    data: {
      name: ticket.name,
      email: ticket.email,
      title: ticket.title,
      priority: 'medium',
      sla_category: 'standard',
      description: `${ticket.name} asked about ${ticket.title.toLowerCase()}.`,
      handler_id: ticket.handlerId,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string; reference: string };
}

export async function myUserId(page: Page) {
  const response = await page.request.get('/api/profile/get-profile/', { headers: await bearerOf(page) });
  return ((await response.json()) as { id: string }).id;
}

// Ngozi Bello's feedback on Neo, sent through the public form's API as a stakeholder would.
export async function sendFeedbackThroughApi(page: Page, organizationId: string) {
  const sent = await page.request.post(`/api/ticket/create-feedback/${organizationId}/`, {
    multipart: {
      name: 'Ngozi Bello',
      email: 'ngozi@example.ng',
      subject: 'Receipts arrive late',
      message: 'The receipts come a day after I pay.',
      project_name: 'neo',
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
}
