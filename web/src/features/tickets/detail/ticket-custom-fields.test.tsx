import { customFieldMessages, messages, type StaffUser, type TicketDetail } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../../test/api-mock';
import { aCustomField, customFieldsRoute } from '../../../test/custom-fields-fixtures';
import { managerProfile } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { chooseOption } from '../../../test/select';
import { signIn } from '../../../test/session';
import { aTicket, aTicketDetail } from '../../../test/ticket-fixtures';
import { CreateTicketButton } from '../create/create-ticket-button';
import { TicketDetailDialog } from './ticket-detail-dialog';

// The tickets' own fields, one retired; and a record's, which a ticket never asks.
const meter = aCustomField({ key: 'meter_number', label: 'Meter Number', target: 'ticket', required: true });
const visits = aCustomField({ key: 'visits', label: 'Site Visits', target: 'ticket', type: 'number' });
const outage = aCustomField({ key: 'outage', label: 'Power Outage', target: 'ticket', type: 'yes_no' });
const oldCode = aCustomField({ key: 'old_code', label: 'Old Code', target: 'ticket', retired: true });
const recordField = aCustomField({ key: 'tariff', label: 'Tariff' });
const fields = [meter, visits, outage, oldCode, recordField];

const kemi: StaffUser = {
  id: '6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  first_name: 'Kemi',
  last_name: 'Bello',
  email: 'kemi@zenith.ng',
  permission_type: 'support',
  department_id: null,
  department_name: null,
  email_verified: false,
  image_url: null,
  org_origin: false,
};

const ticket: TicketDetail = {
  ...aTicketDetail(
    aTicket({
      id: '8b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
      reference: 'TCK-000007',
      title: 'Meter not crediting',
      status: 'open',
      custom_fields: { meter_number: 'MTR-77-LAG', outage: true, old_code: 'OC-12' },
    }),
  ),
  ticket_activity: [
    {
      id: '0a1b2c3d-0000-4000-8000-000000000001',
      reference: 'TCK-000007',
      type: 'edited',
      text: 'Ada Obi edited the Meter Number.',
      body: null,
      changes: { 'custom_fields.meter_number': { from: 'MTR-01', to: 'MTR-77-LAG' } },
      author: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
      files: [],
      email: null,
      created_at: '2025-03-01T10:00:00.000Z',
    },
  ],
};
const update = `PUT /api/ticket/update-ticket/${ticket.id}/`;

function openWith(element: React.ReactElement, extra: Record<string, RouteHandler> = {}) {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/all-users/': { results: [kemi], count: 1, page: 1, page_size: 100 },
    'GET /api/profile/get-departments/': { results: [], count: 0, page: 1, page_size: 100 },
    'GET /api/profile/ticket-emails/': { email_stakeholders: true },
    [customFieldsRoute]: { results: fields },
    [`GET /api/ticket/get-ticket/${ticket.id}/`]: ticket,
    'POST /api/ticket/create-ticket/': jsonResponse(201, ticket),
    [update]: ({ body }) => ({ ...ticket, ...(body as object) }),
    ...extra,
  });
  return { api, ...renderAt(element, '/tickets') };
}

async function fillNewTicket(user: UserEvent, wizard: HTMLElement) {
  const paste = async (label: string, text: string) => {
    await user.click(within(wizard).getByLabelText(label));
    await user.paste(text);
  };
  await paste('Stakeholder Name', 'Grace Ope');
  await paste('Stakeholder Email', 'grace@ope.ng');
  await paste('Ticket Title', 'Meter not crediting');
  await chooseOption(user, 'Priority', 'High');
  await chooseOption(user, 'SLA Category', 'Standard');
  await chooseOption(user, 'Ticket Handler', 'Kemi Bello (SE Support)');
  await paste('Description', 'Paid, no units');
  await user.click(within(wizard).getByRole('checkbox', { name: /Also add as a stakeholder record/ }));
}

async function openNewTicket(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: /Create a Ticket/ }));
  const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
  await user.click(within(wizard).getByRole('button', { name: 'New Stakeholder' }));
  await within(wizard).findByRole('textbox', { name: 'Meter Number' });
  return wizard;
}

describe("a new ticket asks the tickets' own fields", () => {
  it('shows the live ones in order, refuses a required one left empty, and sends those filled in', async () => {
    const user = userEvent.setup();
    const { api } = openWith(<CreateTicketButton />);
    const wizard = await openNewTicket(user);
    expect(within(wizard).getByRole('textbox', { name: 'Site Visits' })).toBeInTheDocument();
    expect(within(wizard).getByRole('combobox', { name: 'Power Outage' })).toBeInTheDocument();
    expect(within(wizard).queryByLabelText('Old Code')).not.toBeInTheDocument();
    expect(within(wizard).queryByLabelText('Tariff')).not.toBeInTheDocument();

    await fillNewTicket(user, wizard);
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));
    const meterInput = within(wizard).getByRole('textbox', { name: 'Meter Number' });
    expect(meterInput).toHaveAccessibleDescription(customFieldMessages.required('Meter Number'));
    expect(api.sentTo('POST /api/ticket/create-ticket/')).toHaveLength(0);

    await user.type(meterInput, 'MTR-77-LAG');
    await user.type(within(wizard).getByRole('textbox', { name: 'Site Visits' }), '3');
    await chooseOption(user, 'Power Outage', 'Yes');
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));
    expect((await api.requested('POST /api/ticket/create-ticket/')).body).toMatchObject({
      title: 'Meter not crediting',
      custom_fields: { meter_number: 'MTR-77-LAG', visits: 3, outage: true },
    });
  });

  it("says the server's refusal of a field under it", async () => {
    const user = userEvent.setup();
    openWith(<CreateTicketButton />, {
      'POST /api/ticket/create-ticket/': jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { 'custom_fields.visits': customFieldMessages.number('Site Visits') },
      }),
    });
    const wizard = await openNewTicket(user);
    await fillNewTicket(user, wizard);
    await user.type(within(wizard).getByRole('textbox', { name: 'Meter Number' }), 'MTR-77-LAG');
    await user.click(within(wizard).getByRole('button', { name: 'Create Ticket' }));
    const visitsInput = within(wizard).getByRole('textbox', { name: 'Site Visits' });
    await waitFor(() => expect(visitsInput).toHaveAccessibleDescription(customFieldMessages.number('Site Visits')));
    await waitFor(() => expect(visitsInput).toHaveFocus());
  });
});

describe("a ticket's own fields", () => {
  it('shows the values by name, a retired one it keeps too, and edits sending only the changed ones', async () => {
    const user = userEvent.setup();
    const { api } = openWith(<TicketDetailDialog ticketId={ticket.id} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Ticket Details' });
    const value = async (label: string) => (await within(dialog).findByText(label)).nextElementSibling;
    expect(await value('Meter Number')).toHaveTextContent('MTR-77-LAG');
    expect(await value('Site Visits')).toHaveTextContent('—');
    expect(await value('Power Outage')).toHaveTextContent('Yes');
    expect(await value('Old Code')).toHaveTextContent('OC-12');
    const history = within(dialog).getByRole('region', { name: 'Ticket History' });
    expect(within(history).getByText('Meter Number: MTR-01 → MTR-77-LAG')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    const old = within(form).getByRole('textbox', { name: 'Old Code' });
    expect(old).toHaveValue('OC-12');
    expect(old).toHaveAttribute('readonly');
    const meterInput = within(form).getByRole('textbox', { name: 'Meter Number' });
    await user.clear(meterInput);
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect(meterInput).toHaveAccessibleDescription(customFieldMessages.required('Meter Number'));
    expect(api.sentTo(update)).toHaveLength(0);

    await user.type(meterInput, 'MTR-78-LAG');
    await user.type(within(form).getByRole('textbox', { name: 'Site Visits' }), '2');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    const sent = (await api.requested(update)).body as { custom_fields: object };
    expect(sent.custom_fields).toEqual({ meter_number: 'MTR-78-LAG', visits: 2 });
  });

  it("says the server's refusal of a field under it, the form open", async () => {
    const user = userEvent.setup();
    const { api } = openWith(<TicketDetailDialog ticketId={ticket.id} onClose={() => {}} />, {
      [update]: jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { 'custom_fields.outage': customFieldMessages.yesNo('Power Outage') },
      }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ticket Details' });
    await user.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Ticket' });
    await chooseOption(user, 'Power Outage', 'No');
    await user.click(within(form).getByRole('button', { name: 'Save Changes' }));
    expect((await api.requested(update)).body).toMatchObject({ custom_fields: { outage: false } });
    const outageInput = within(form).getByRole('combobox', { name: 'Power Outage' });
    await waitFor(() => expect(outageInput).toHaveAccessibleDescription(customFieldMessages.yesNo('Power Outage')));
    expect(screen.getByRole('dialog', { name: 'Edit Ticket' })).toBeInTheDocument();
  });
});
