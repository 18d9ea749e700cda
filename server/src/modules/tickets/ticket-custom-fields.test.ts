import {
  type CustomFields,
  customFieldMessages,
  type SearchResults,
  type Ticket,
  type TicketDetail,
  type TicketPage,
} from '@srm/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTeam, type Team } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// docs/product.md#custom-fields: a ticket's values of the organisation's own fields, checked by type, kept in
// its history and found by the ticket list's search and the global search.

let testApp: TestApp;
let team: Team;
beforeAll(async () => {
  testApp = await createTestApp();
  team = await createTeam(testApp, 'Sunrise Support');
  for (const field of [
    { label: 'Meter Number', type: 'text', required: true },
    { label: 'Outage Hours', type: 'number' },
    { label: 'Site Visit', type: 'yes_no' },
  ]) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/custom-fields/',
      headers: bearer(team.manager.token),
      payload: { target: 'ticket', ...field },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<CustomFields>().results.at(-1)!.tab).toBeNull();
  }
});
afterAll(() => testApp.close());

const ticketBody = (custom: Record<string, unknown>) => ({
  name: 'Kola Ade',
  email: 'kola@example.ng',
  title: 'Inverter trips at night',
  priority: 'high',
  sla_category: 'standard',
  description: 'The inverter trips every night at 2am.',
  handler_id: team.support.user.id,
  custom_fields: custom,
});
const create = (custom: Record<string, unknown>) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/ticket/create-ticket/',
    headers: bearer(team.manager.token),
    payload: ticketBody(custom),
  });
const get = (url: string) => testApp.app.inject({ url, headers: bearer(team.support.token) });

describe("a ticket's own fields", () => {
  it('keep their values, shown with the ticket', async () => {
    const response = await create({ meter_number: 'MTR-31337-IKJ', outage_hours: 6, site_visit: true });
    expect(response.statusCode, response.body).toBe(201);
    const ticket = response.json<Ticket>();
    expect(ticket.custom_fields).toEqual({ meter_number: 'MTR-31337-IKJ', outage_hours: 6, site_visit: true });
    const detail = (await get(`/api/ticket/get-ticket/${ticket.id}/`)).json<TicketDetail>();
    expect(detail.custom_fields).toEqual(ticket.custom_fields);
  });

  it("refuse a wrong value and a missing required one with the field's own words, writing nothing", async () => {
    const before = (await get('/api/ticket/all-tickets/')).json<TicketPage>().count;
    const response = await create({ outage_hours: 'six' });
    // The ticket form's refusals are 400 (docs/product.md#api-conventions).
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      'custom_fields.meter_number': customFieldMessages.required('Meter Number'),
      'custom_fields.outage_hours': customFieldMessages.number('Outage Hours'),
    });
    expect((await get('/api/ticket/all-tickets/')).json<TicketPage>().count).toBe(before);
  });

  it("change by an edit, the history naming each by its label, and leave the others' values alone", async () => {
    const ticket = (await create({ meter_number: 'MTR-4', outage_hours: 2 })).json<Ticket>();
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/ticket/update-ticket/${ticket.id}/`,
      headers: bearer(team.manager.token),
      payload: {
        title: ticket.title,
        priority: ticket.priority,
        sla_category: ticket.sla_category,
        custom_fields: { outage_hours: 9, site_visit: false },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const detail = (await get(`/api/ticket/get-ticket/${ticket.id}/`)).json<TicketDetail>();
    expect(detail.custom_fields).toEqual({ meter_number: 'MTR-4', outage_hours: 9, site_visit: false });
    const entry = detail.ticket_activity.find((each) => each.type === 'edited')!;
    expect(entry.text).toContain('Outage Hours and Site Visit');
    expect(entry.changes).toMatchObject({
      'custom_fields.outage_hours': { from: '2', to: '9' },
      'custom_fields.site_visit': { from: null, to: 'No' },
    });
  });

  it('are found by their text in the ticket list and the global search', async () => {
    const ticket = (await create({ meter_number: 'MTR-55501-OYO' })).json<Ticket>();
    const listed = (await get('/api/ticket/all-tickets/?search=55501-OYO')).json<TicketPage>();
    expect(listed.results.map((row) => row.id)).toEqual([ticket.id]);
    const global = (await get('/api/search/?q=MTR-55501')).json<SearchResults>();
    expect(global.results.some((hit) => hit.kind === 'ticket' && hit.id === ticket.id)).toBe(true);
  });
});
