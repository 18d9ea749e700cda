import { customFieldMessages, messages, type StaffUserPage, type StakeholderDetail } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { aCustomField, customFieldsRoute } from '../../test/custom-fields-fixtures';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { specStakeholderOptions, stakeholderOptionsRoute } from '../../test/stakeholder-options-fixtures';
import { routes } from './routes';

// An organisation's own fields of records, one of each kind, over the three tabs, one retired; and a ticket's,
// which the record's forms never ask.
const meter = aCustomField({ key: 'meter_number', label: 'Meter Number', required: true });
const notes = aCustomField({ key: 'site_notes', label: 'Site Notes', type: 'long_text' });
const panels = aCustomField({ key: 'panels', label: 'Panels Installed', type: 'number' });
const tariff = aCustomField({ key: 'tariff', label: 'Tariff', type: 'choice', choices: ['Prepaid', 'Postpaid'] });
const brands = aCustomField({
  key: 'panel_brands',
  label: 'Panel Brands',
  type: 'multi_choice',
  choices: ['Jinko', 'Canadian Solar', 'Longi'],
  tab: 'address',
});
const commissioned = aCustomField({ key: 'commissioned_on', label: 'Commissioned On', type: 'date', tab: 'contract' });
const inverter = aCustomField({ key: 'has_inverter', label: 'Has Inverter', type: 'yes_no', tab: 'contract' });
const oldCode = aCustomField({ key: 'old_code', label: 'Old Code', retired: true });
const ticketField = aCustomField({ key: 'site_visit', label: 'Site Visit', target: 'ticket' });
const fields = [meter, notes, panels, tariff, brands, commissioned, inverter, oldCode, ticketField];

const kemi = '9a0e1d2c-3b4a-4f5e-8d7c-6b5a4f3e2d1c';
const staff: StaffUserPage = {
  results: [
    {
      id: kemi,
      first_name: 'Kemi',
      last_name: 'Adeyemi',
      email: 'kemi@zenith.ng',
      permission_type: 'executive',
      department_id: null,
      department_name: null,
      email_verified: true,
      image_url: null,
      org_origin: false,
    },
  ],
  count: 1,
  count_capped: false,
  page: 1,
  page_size: 100,
};

// A digital customer holding a value of the retired field and a choice since removed from the tariff.
const record: StakeholderDetail = {
  id: '3f1c2e7a-0b4d-4c55-9a51-3e0f6f1c9b01',
  type: 'new_digital_customer_and_users',
  reference: 'STK-000001',
  name: 'Tolu Bakare',
  email: ['tolu@example.ng'],
  phone: [],
  sensitivity: 'normal',
  tag_ids: [],
  last_activity_at: '2026-03-02T10:00:00Z',
  created_at: '2026-03-01T09:00:00Z',
  legal_status: null,
  category: null,
  business_status: null,
  industry_or_sector: 'technology',
  form_of_commercial_business: null,
  nature_of_service: null,
  details: null,
  primary_entity_at_antigravity: null,
  strategic_account_manager: null,
  relationship_details: null,
  stakeholderType: null,
  product_service_used: 'acadaboo',
  financial_type: 'paying',
  address_type: null,
  address: '12 Marina, Lagos',
  contact_preference: 'email',
  contact_person_name: null,
  contact_person_title: null,
  contact_person_email: null,
  tax_id: null,
  contract_start_date: null,
  contract_end_date: null,
  contract_renewal_date: null,
  contract_terms: null,
  contract_comments: null,
  custom_fields: {
    meter_number: 'MTR-77-LAG',
    tariff: 'Flat Rate',
    panel_brands: ['Jinko', 'Longi'],
    has_inverter: true,
    commissioned_on: '2026-02-14',
    old_code: 'OC-12',
  },
  kyc_documents: [],
  updated_at: '2026-03-02T10:00:00Z',
  tickets: [],
  feedback: [],
  logs: [],
  changes: [
    {
      id: 'c2a1d9e8-7f6e-4d5c-9b4a-3f2e1d0c9b8a',
      type: 'edited',
      author: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
      changes: {
        'custom_fields.meter_number': { from: 'MTR-01', to: 'MTR-77-LAG' },
        'custom_fields.has_inverter': { from: null, to: 'Yes' },
      },
      evidence: [],
      created_at: '2026-03-02T10:00:00Z',
    },
  ],
};

function open(path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(managerProfile);
  const api = mockApi({
    'GET /api/profile/get-profile/': managerProfile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/profile/all-users/': staff,
    'GET /api/chat/users/': { results: [], count: 0, count_capped: false, page: 1, page_size: 30 },
    [stakeholderOptionsRoute]: specStakeholderOptions,
    [customFieldsRoute]: { results: fields },
    [`GET /api/profile/get-stakeholders/${record.id}/`]: record,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

async function paste(user: UserEvent, label: string, text: string) {
  await user.click(await screen.findByRole('textbox', { name: label }));
  await user.paste(text);
}

// Several choices picked in one opening of the list, which stays open between them.
async function pickSeveral(user: UserEvent, label: string, options: string[]) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  const list = await waitFor(() => {
    const found = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the options of ${label} did not open`);
    return found;
  });
  for (const option of options) await user.click(within(list).getByRole('option', { name: option, hidden: true }));
  await user.keyboard('{Escape}');
}

// The labels of a tab's inputs, in the order the page shows them.
const labelsShown = () =>
  [...document.querySelectorAll('[role="tabpanel"] label')].map((label) => label.textContent?.replace(/\s*\*$/, ''));

// The digital customer's own Basic fields, then its Address tab, filled in.
async function fillUsualFields(user: UserEvent) {
  await paste(user, 'Name', 'Tolu Bakare');
  await chooseOption(user, 'Digital Product Used', 'Acadaboo');
  await chooseOption(user, 'Financial Type', 'Paying');
  await chooseOption(user, 'Industry Or Sector', 'Technology');
}
async function fillAddress(user: UserEvent) {
  await paste(user, 'Address', '12 Marina, Lagos');
  await chooseOption(user, 'Contact Preference', 'Email');
  await paste(user, 'Email', 'tolu@example.ng');
}

describe("the add wizard asks the organisation's own fields", () => {
  it('shows each live field on its tab, after the usual ones, in order, with the input its kind asks for', async () => {
    const user = userEvent.setup();
    open('/stakeholders/add/new_digital_customer_and_users');
    await screen.findByRole('textbox', { name: 'Meter Number' });
    const basic = labelsShown();
    const from = basic.indexOf('Meter Number');
    expect(basic.slice(from, from + 5)).toEqual([
      'Meter Number',
      'Site Notes',
      'Panels Installed',
      'Tariff',
      // The KYC documents come after every field.
      'KYC documents',
    ]);
    expect(basic.indexOf('Meter Number')).toBeGreaterThan(basic.indexOf('Industry Or Sector'));
    expect(screen.getByText('Meter Number').closest('label')).toHaveTextContent('*');
    expect(screen.getByText('Site Notes').closest('label')).not.toHaveTextContent('*');
    expect(screen.getByRole('textbox', { name: 'Site Notes' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('textbox', { name: 'Panels Installed' })).toHaveAttribute('inputmode', 'decimal');
    await settled();
    expect(screen.queryByLabelText('Old Code')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Site Visit')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tariff' }));
    expect(screen.getByRole('option', { name: 'Postpaid', hidden: true })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Address' }));
    expect(await screen.findByText('Panel Brands')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    expect(await screen.findByLabelText('Commissioned On')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('combobox', { name: 'Has Inverter' })).toBeInTheDocument();
  });

  it('refuses a required field left empty before sending, on its tab, with its own message', async () => {
    const user = userEvent.setup();
    const { api } = open('/stakeholders/add/new_digital_customer_and_users');
    await fillUsualFields(user);
    await paste(user, 'Panels Installed', 'twelve');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const meterInput = screen.getByRole('textbox', { name: 'Meter Number' });
    expect(meterInput).toHaveAccessibleDescription(customFieldMessages.required('Meter Number'));
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');

    // Skipping ahead, the review goes back to it.
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(customFieldMessages.required('Meter Number'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Review this Stakeholder' })).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/profile/create-stakeholder/')).toEqual([]);
  });

  it('sends the values filled in as custom_fields, each by its kind, reviewed by their names', async () => {
    const user = userEvent.setup();
    const { api } = open('/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': record,
    });
    await fillUsualFields(user);
    await paste(user, 'Meter Number', 'MTR-77-LAG');
    await paste(user, 'Site Notes', 'Roof faces south');
    await paste(user, 'Panels Installed', '12');
    await chooseOption(user, 'Tariff', 'Prepaid');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAddress(user);
    await pickSeveral(user, 'Panel Brands', ['Jinko', 'Longi']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Commissioned On'), '2026-02-14');
    await chooseOption(user, 'Has Inverter', 'No');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    const entry = (label: string) => within(review).getByText(label).nextElementSibling;
    expect(entry('Meter Number')).toHaveTextContent('MTR-77-LAG');
    expect(entry('Panel Brands')).toHaveTextContent('Jinko; Longi');
    expect(entry('Has Inverter')).toHaveTextContent('No');
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    const sent = await api.requested('POST /api/profile/create-stakeholder/');
    expect((sent.body as { custom_fields: unknown }).custom_fields).toEqual({
      meter_number: 'MTR-77-LAG',
      site_notes: 'Roof faces south',
      panels: 12,
      tariff: 'Prepaid',
      panel_brands: ['Jinko', 'Longi'],
      commissioned_on: '2026-02-14',
      has_inverter: false,
    });
  });

  it("says the server's refusal of a field under it, on its tab, the cursor there", async () => {
    const user = userEvent.setup();
    const { api } = open('/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { 'custom_fields.panel_brands': customFieldMessages.choice('Panel Brands') },
      }),
    });
    await fillUsualFields(user);
    await paste(user, 'Meter Number', 'MTR-77-LAG');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAddress(user);
    await pickSeveral(user, 'Panel Brands', ['Jinko']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    await api.requested('POST /api/profile/create-stakeholder/');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    const brandsInput = screen.getByRole('combobox', { name: 'Panel Brands' });
    expect(brandsInput).toHaveAccessibleDescription(customFieldMessages.choice('Panel Brands'));
    await waitFor(() => expect(brandsInput).toHaveFocus());
  });

  it('sends the values as the JSON text of a multipart form with KYC images', async () => {
    const user = userEvent.setup();
    const { api } = open('/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': record,
    });
    await fillUsualFields(user);
    await paste(user, 'Meter Number', 'MTR-77-LAG');
    await user.upload(
      screen.getByLabelText('BVN image'),
      new File([new Uint8Array([137, 80, 78, 71])], 'bvn.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    const sent = (await api.requested('POST /api/profile/create-stakeholder/')).body as FormData;
    expect(JSON.parse(String(sent.get('custom_fields')))).toEqual({ meter_number: 'MTR-77-LAG' });
  });
});

describe("editing a record's own fields", () => {
  it('shows a retired field it holds read-only and a removed choice it keeps, and sends only the values changed', async () => {
    const user = userEvent.setup();
    const update = `PUT /api/profile/update-stakeholder/${record.id}/`;
    const { api } = open(`/stakeholder/${record.id}/edit`, { [update]: record });
    const meterInput = await screen.findByRole('textbox', { name: 'Meter Number' });
    expect(meterInput).toHaveValue('MTR-77-LAG');
    const old = screen.getByRole('textbox', { name: 'Old Code' });
    expect(old).toHaveValue('OC-12');
    expect(old).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Tariff' })).toHaveValue('Flat Rate');

    await user.clear(meterInput);
    await user.paste('MTR-78-LAG');
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    await chooseOption(user, 'Has Inverter', 'No');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    expect(within(preview).getByText('Meter Number').nextElementSibling).toHaveTextContent('MTR-78-LAG');
    expect(within(preview).getByText('Has Inverter').nextElementSibling).toHaveTextContent('No');
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));

    const sent = (await api.requested(update)).body as FormData;
    expect(JSON.parse(String(sent.get('custom_fields')))).toEqual({ meter_number: 'MTR-78-LAG', has_inverter: false });
  });

  it("says the server's refusal of a field under it, on its tab", async () => {
    const user = userEvent.setup();
    const update = `PUT /api/profile/update-stakeholder/${record.id}/`;
    open(`/stakeholder/${record.id}/edit`, {
      [update]: jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { 'custom_fields.commissioned_on': customFieldMessages.date('Commissioned On') },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'Meter Number' }), '-B');
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const date = await screen.findByLabelText('Commissioned On');
    expect(date).toHaveAccessibleDescription(customFieldMessages.date('Commissioned On'));
    expect(screen.getByRole('tab', { name: 'Contract' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe("a record's page shows its own fields", () => {
  it('shows each value by its name on its tab, a retired one it keeps too, and its changes under their names', async () => {
    const user = userEvent.setup();
    open(`/stakeholder/${record.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Stakeholder Digital Customer and Users' });
    const value = async (label: string) => (await screen.findByText(label, { selector: 'dt' })).nextElementSibling;
    expect(await value('Meter Number')).toHaveTextContent('MTR-77-LAG');
    expect(await value('Site Notes')).toHaveTextContent('—');
    expect(await value('Tariff')).toHaveTextContent('Flat Rate');
    expect(await value('Old Code')).toHaveTextContent('OC-12');
    expect(screen.queryByText('Panel Brands', { selector: 'dt' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await value('Panel Brands')).toHaveTextContent('Jinko; Longi');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await value('Has Inverter')).toHaveTextContent('Yes');
    expect(await value('Commissioned On')).toHaveTextContent('2026-02-14');

    await user.click(screen.getByRole('tab', { name: 'Change History' }));
    const meterRow = await screen.findByRole('row', { name: /Meter Number/ });
    expect(within(meterRow).getByText('MTR-01')).toBeInTheDocument();
    expect(within(meterRow).getByText('MTR-77-LAG')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Has Inverter/ })).toHaveTextContent('Yes');
  });
});
