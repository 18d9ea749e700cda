import type { StaffUserPage, StakeholderDetail, StakeholderOptions } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { specStakeholderOptions, stakeholderOptionsRoute } from '../../test/stakeholder-options-fixtures';
import { routes } from './routes';

// An organisation that made the lists its own: a group company and a product of its own added, one of each
// retired, and an industry renamed (its key unchanged).
const retire = (key: string) => (option: { key: string; label: string; retired: boolean }) =>
  option.key === key ? { ...option, retired: true } : option;
const ownOptions: StakeholderOptions = {
  ...specStakeholderOptions,
  primary_entity_at_antigravity: [
    ...specStakeholderOptions.primary_entity_at_antigravity
      .map(retire('antigravity_media_ltd'))
      .map(retire('iau_partners')),
    { key: 'sunrise_solar_ltd', label: 'Sunrise Solar Ltd', retired: false },
  ],
  industry_or_sector: specStakeholderOptions.industry_or_sector.map((option) =>
    option.key === 'finance' ? { ...option, label: 'Banking & Finance' } : option,
  ),
  product_service_used: [
    ...specStakeholderOptions.product_service_used.map(retire('oberon')),
    { key: 'solarpay', label: 'SolarPay', retired: false },
  ],
};

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

// A client of a group company since retired, in an industry since renamed.
const record: StakeholderDetail = {
  id: '3f1c2e7a-0b4d-4c55-9a51-3e0f6f1c9b01',
  type: 'new_client',
  reference: 'STK-000001',
  name: 'Zenith Bank',
  email: ['orders@zenithbank.ng'],
  phone: [],
  sensitivity: 'normal',
  tag_ids: [],
  last_activity_at: '2026-03-02T10:00:00Z',
  created_at: '2026-03-01T09:00:00Z',
  legal_status: 'company',
  category: 'vip',
  business_status: 'active',
  industry_or_sector: 'finance',
  form_of_commercial_business: null,
  nature_of_service: 'Payroll',
  details: null,
  primary_entity_at_antigravity: 'antigravity_media_ltd',
  strategic_account_manager: { id: kemi, first_name: 'Kemi', last_name: 'Adeyemi' },
  relationship_details: null,
  stakeholderType: null,
  product_service_used: null,
  financial_type: null,
  address_type: 'street',
  address: '1 Marina, Lagos',
  contact_preference: 'email',
  contact_person_name: 'Bola Ige',
  contact_person_title: 'CFO',
  contact_person_email: 'bola@zenithbank.ng',
  tax_id: null,
  contract_start_date: null,
  contract_end_date: null,
  contract_renewal_date: null,
  contract_terms: null,
  contract_comments: null,
  custom_fields: {},
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
      changes: { industry_or_sector: { from: 'retail', to: 'finance' } },
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
    [stakeholderOptionsRoute]: ownOptions,
    [`GET /api/profile/get-stakeholders/${record.id}/`]: record,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

// The options a Select offers, in order, once opened.
async function offered(user: ReturnType<typeof userEvent.setup>, label: string) {
  const box = screen.getByRole('combobox', { name: label });
  await user.click(box);
  const list = await waitFor(() => {
    const found = document.getElementById(box.getAttribute('aria-controls') ?? '');
    if (!found) throw new Error(`the options of ${label} did not open`);
    return found;
  });
  const names = within(list)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

describe("the stakeholder forms offer the organisation's own options", () => {
  it('offers its group companies in order, a new one included and a retired one left out', async () => {
    const user = userEvent.setup();
    open('/stakeholders/add/new_client');
    await screen.findByRole('heading', { level: 1, name: 'Add a Client' });
    await settled();
    const companies = await offered(user, 'Primary Group Entity');
    expect(companies).toEqual(
      ownOptions.primary_entity_at_antigravity.filter((option) => !option.retired).map((option) => option.label),
    );
    expect(companies).not.toContain('Antigravity Media Ltd');
    expect(await offered(user, 'Industry Or Sector')).toContain('Banking & Finance');
  });

  it("saves a digital customer's new product and renamed industry by their keys, reviewed by their names", async () => {
    const user = userEvent.setup();
    const { api } = open('/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': { ...record, type: 'new_digital_customer_and_users' },
    });
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.paste('Tolu Bakare');
    await settled();
    expect(await offered(user, 'Digital Product Used')).toEqual(['Acadaboo', 'Neo', 'SolarPay']);
    await chooseOption(user, 'Digital Product Used', 'SolarPay');
    await chooseOption(user, 'Financial Type', 'Paying');
    await chooseOption(user, 'Industry Or Sector', 'Banking & Finance');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('textbox', { name: 'Address' }));
    await user.paste('12 Marina, Lagos');
    await chooseOption(user, 'Contact Preference', 'Email');
    await user.click(screen.getByRole('textbox', { name: 'Email' }));
    await user.paste('tolu@example.ng');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    expect(within(review).getByText('SolarPay')).toBeInTheDocument();
    expect(within(review).getByText('Banking & Finance')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    expect((await api.requested('POST /api/profile/create-stakeholder/')).body).toMatchObject({
      product_service_used: 'solarpay',
      industry_or_sector: 'finance',
    });
  });

  it('keeps a retired group company a record holds, shown by name, without offering another retired one', async () => {
    const user = userEvent.setup();
    const { api } = open(`/stakeholder/${record.id}/edit`, {
      [`PUT /api/profile/update-stakeholder/${record.id}/`]: { ...record, category: 'regular' },
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Zenith Bank' });
    const company = screen.getByRole('combobox', { name: 'Primary Group Entity' });
    await waitFor(() => expect(company).toHaveValue('Antigravity Media Ltd (retired)'));
    const companies = await offered(user, 'Primary Group Entity');
    expect(companies).toContain('Antigravity Media Ltd (retired)');
    expect(companies).toContain('Sunrise Solar Ltd');
    expect(companies).not.toContain('IAU Partners');
    expect(companies).not.toContain('IAU Partners (retired)');

    await chooseOption(user, 'Category', 'Regular');
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));
    const sent = (await api.requested(`PUT /api/profile/update-stakeholder/${record.id}/`)).body as FormData;
    expect([...sent.keys()]).toEqual(['category']);
  });

  it("shows a record's values and their history by the organisation's names for them", async () => {
    const user = userEvent.setup();
    open(`/stakeholder/${record.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Stakeholder Client' });
    expect(await screen.findByText('Banking & Finance')).toBeInTheDocument();
    expect(screen.getByText('Antigravity Media Ltd')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Change History' }));
    const row = await screen.findByRole('row', { name: /Industry Or Sector/ });
    expect(within(row).getByText('Retail')).toBeInTheDocument();
    expect(within(row).getByText('Banking & Finance')).toBeInTheDocument();
  });
});
