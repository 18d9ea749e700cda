import type {
  ChatUser,
  ChatUserPage,
  Profile,
  StaffUserPage,
  StakeholderDetail,
  StakeholderPage,
  StakeholderSummary,
} from '@srm/contract';
import { messages } from '@srm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { latestFakeSocket } from '../../test/fake-socket';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { specStakeholderOptions, stakeholderOptionsRoute } from '../../test/stakeholder-options-fixtures';
import { aTicket } from '../../test/ticket-fixtures';
import { routes } from './routes';

// The pages load lazily; loaded once here, so the first test's wait does not spend itself on a busy machine
// importing them (compiled by the React Compiler, the list page's first import took 3 s alone, over 5 s beside
// another suite).
beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../../features/stakeholders/list/stakeholders-page'),
      import('../pages/stakeholder-page'),
    ]),
  60_000,
);

const supportProfile: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };

const aSummary = (overrides: Partial<StakeholderSummary> = {}): StakeholderSummary => ({
  id: '3f1c2e7a-0b4d-4c55-9a51-3e0f6f1c9b01',
  type: 'new_customer',
  reference: 'STK-000001',
  name: 'Dangote Foods',
  email: ['orders@dangote.ng'],
  phone: ['8031234567'],
  sensitivity: 'confidential',
  tag_ids: [],
  last_activity_at: '2026-03-02T10:00:00Z',
  created_at: '2026-03-01T09:00:00Z',
  ...overrides,
});

const pageOf = (rows: StakeholderSummary[]): StakeholderPage => ({
  stakeholder_data: rows,
  count: rows.length,
  count_capped: false,
  page: 1,
  page_size: 15,
});

const staff: StaffUserPage = {
  results: [
    {
      id: '9a0e1d2c-3b4a-4f5e-8d7c-6b5a4f3e2d1c',
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

const detail: StakeholderDetail = {
  ...aSummary(),
  type: 'new_client',
  name: 'Zenith Bank',
  legal_status: 'company',
  category: 'vip',
  business_status: 'active',
  industry_or_sector: 'finance',
  form_of_commercial_business: null,
  nature_of_service: 'Payroll',
  details: null,
  primary_entity_at_antigravity: 'antigravity_group_ltd',
  strategic_account_manager: { id: staff.results[0]!.id, first_name: 'Kemi', last_name: 'Adeyemi' },
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
  contract_start_date: '2026-01-01',
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
      changes: { category: { from: 'regular', to: 'vip' } },
      evidence: [],
      created_at: '2026-03-02T10:00:00Z',
    },
  ],
};

// Pasted, not typed key by key: what is under test is the form, not the keyboard.
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(await screen.findByRole('textbox', { name: label }));
  await user.paste(text);
}

function openAs(profile: Profile, path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/profile/get-stakeholders/': ({ url }) => {
      const search = url.searchParams.get('search') ?? '';
      return pageOf(search && !'dangote foods'.includes(search.toLowerCase()) ? [] : [aSummary()]);
    },
    'GET /api/profile/all-users/': staff,
    [stakeholderOptionsRoute]: specStakeholderOptions,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

describe('the stakeholder list', () => {
  it('shows each record with its type, and searches only once there is something to search for', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders');
    const row = await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(within(row).getByText('STK-000001')).toBeInTheDocument();
    expect(within(row).getByText('Customer')).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Search stakeholders' }), 'nobody');
    await user.click(search);
    await api.requested('GET /api/profile/get-stakeholders/', ({ url }) => url.searchParams.get('search') === 'nobody');
    expect(await screen.findByText(`${messages.noStakeholderMatches} “nobody”.`)).toBeInTheDocument();
  });

  it("narrows to one of the organisation's group companies and industries, kept in the address", async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(supportProfile, '/stakeholders', {
      [stakeholderOptionsRoute]: {
        ...specStakeholderOptions,
        primary_entity_at_antigravity: [
          ...specStakeholderOptions.primary_entity_at_antigravity,
          { key: 'sunrise_solar_ltd', label: 'Sunrise Solar Ltd', retired: false },
        ],
      },
    });
    await screen.findByRole('row', { name: /Dangote Foods/ });
    await chooseOption(user, 'Filter by group company', 'Sunrise Solar Ltd');
    await api.requested(
      'GET /api/profile/get-stakeholders/',
      ({ url }) => url.searchParams.get('primary_entity_at_antigravity') === 'sunrise_solar_ltd',
    );
    await chooseOption(user, 'Filter by industry', 'Retail');
    await api.requested(
      'GET /api/profile/get-stakeholders/',
      ({ url }) =>
        url.searchParams.get('industry_or_sector') === 'retail' &&
        url.searchParams.get('primary_entity_at_antigravity') === 'sunrise_solar_ltd',
    );
    const address = new URLSearchParams(router.state.location.search);
    expect(address.get('group_company')).toBe('sunrise_solar_ltd');
    expect(address.get('industry')).toBe('retail');
  });

  it("shows each record's tags and filters by one, kept in the address", async () => {
    const vip = { id: '6d2f9a1b-3c4e-4f5a-9b8c-1d2e3f4a5b6c', name: 'VIP', colour: 'grape' as const };
    const user = userEvent.setup();
    const { api, router } = openAs(supportProfile, '/stakeholders', {
      'GET /api/profile/tags/': { results: [vip] },
      'GET /api/profile/get-stakeholders/': pageOf([{ ...aSummary(), tag_ids: [vip.id] }]),
    });
    const row = await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(await within(row).findByText('VIP')).toBeInTheDocument();
    await chooseOption(user, 'Filter by tag', 'VIP');
    await api.requested('GET /api/profile/get-stakeholders/', ({ url }) => url.searchParams.get('tag') === vip.id);
    expect(new URLSearchParams(router.state.location.search).get('tag')).toBe(vip.id);

    // Cleared from the keyboard by its named clear button: the tag leaves the address and the request.
    screen.getByRole('button', { name: 'Clear Filter by tag' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).has('tag')).toBe(false));
    await waitFor(() =>
      expect(api.sentTo('GET /api/profile/get-stakeholders/').at(-1)?.url.searchParams.has('tag')).toBe(false),
    );
  });

  it('offers support users the list without the add button', async () => {
    openAs(supportProfile, '/stakeholders');
    await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(screen.queryByRole('button', { name: 'Add a Stakeholder' })).not.toBeInTheDocument();
  });

  it('says when there is no record yet', async () => {
    openAs(managerProfile, '/stakeholders', { 'GET /api/profile/get-stakeholders/': pageOf([]) });
    expect(await screen.findByText(messages.noStakeholders)).toBeInTheDocument();
  });
});

describe('KYC documents', () => {
  it("sends a digital customer's KYC images with the record as a multipart form", async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': { ...detail, type: 'new_digital_customer_and_users' },
    });
    await fill(user, 'Name', 'Tolu Bakare');
    await chooseOption(user, 'Digital Product Used', 'Acadaboo');
    await chooseOption(user, 'Financial Type', 'Paying');
    await chooseOption(user, 'Industry Or Sector', 'Technology');
    const bvn = new File([new Uint8Array([137, 80, 78, 71])], 'bvn.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('BVN image'), bvn);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, 'Address', '12 Marina, Lagos');
    await chooseOption(user, 'Contact Preference', 'Email');
    await fill(user, 'Email', 'tolu@example.ng');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    expect(within(review).getByText('bvn.png')).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    const sent = (await api.requested('POST /api/profile/create-stakeholder/')).body as FormData;
    expect(sent.get('name')).toBe('Tolu Bakare');
    expect(sent.get('email')).toBe('tolu@example.ng');
    expect((sent.get('kyc_bvn') as File).name).toBe('bvn.png');
  });
});

describe('a save the server refuses', () => {
  // The digital product and the industry are among the organisation's own lists
  // (docs/product.md#stakeholder-options): chosen where the form offers them, typed where it takes text.
  async function pick(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
    if (screen.queryByRole('combobox', { name: label })) await chooseOption(user, label, option);
    else await fill(user, label, option);
  }

  // A digital customer's Basic and Address tabs filled in, on its Contract tab.
  async function fillDigitalCustomer(user: ReturnType<typeof userEvent.setup>, bvn?: File) {
    await fill(user, 'Name', 'Tolu Bakare');
    await pick(user, 'Digital Product Used', 'Acadaboo');
    await chooseOption(user, 'Financial Type', 'Paying');
    await pick(user, 'Industry Or Sector', 'Technology');
    if (bvn) await user.upload(screen.getByLabelText('BVN image'), bvn);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, 'Address', '12 Marina, Lagos');
    await chooseOption(user, 'Contact Preference', 'Email');
    await fill(user, 'Email', 'tolu@example.ng');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('button', { name: 'Review' });
  }

  it('says a refused KYC file under its field, on its tab, and saves nothing', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': jsonResponse(400, {
        detail: messages.imagesOnly,
        errors: { kyc_bvn: messages.imagesOnly },
      }),
    });
    // Named and typed as an image, which the browser cannot tell from its content: the server can.
    const notAnImage = new File(['%PDF-1.7 not an image'], 'bvn.png', { type: 'image/png' });
    await fillDigitalCustomer(user, notAnImage);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    await user.click(within(review).getByRole('button', { name: 'Submit' }));
    await api.requested('POST /api/profile/create-stakeholder/');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    const bvn = screen.getByRole('button', { name: 'BVN' });
    expect(bvn).toHaveAccessibleDescription(messages.imagesOnly);
    await waitFor(() => expect(bvn).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tolu Bakare');
    expect(screen.queryByText(messages.stakeholderCreated)).not.toBeInTheDocument();
  });

  it('says a refused field of another tab under it, on that tab', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, '/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { 'email.0': messages.stakeholderEmailsInvalid },
      }),
    });
    await fillDigitalCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    await user.click(within(review).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Address' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(messages.stakeholderEmailsInvalid)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('keeps the review open with the message of a refusal no field explains', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, '/stakeholders/add/new_digital_customer_and_users', {
      'POST /api/profile/create-stakeholder/': jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { body: messages.textTooLong },
      }),
    });
    await fillDigitalCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    await user.click(within(review).getByRole('button', { name: 'Submit' }));

    expect(await within(review).findByRole('alert')).toHaveTextContent(messages.textTooLong);
    expect(screen.getByRole('dialog', { name: 'Review this Stakeholder' })).toBeInTheDocument();
  });

  it('refuses a contract that ends or is renewed before it starts, under each date', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders/add/new_digital_customer_and_users');
    await fillDigitalCustomer(user);
    await user.type(screen.getByLabelText('Contract Start Date'), '2026-06-01');
    await user.type(screen.getByLabelText('Contract End Date'), '2026-05-31');
    await user.type(screen.getByLabelText('Contract Renewal Date'), '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    expect(await screen.findByText(messages.contractEndBeforeStart)).toBeInTheDocument();
    expect(screen.getByLabelText('Contract End Date')).toHaveAccessibleDescription(messages.contractEndBeforeStart);
    expect(screen.getByLabelText('Contract Renewal Date')).toHaveAccessibleDescription(
      messages.contractRenewalBeforeStart,
    );
    expect(screen.queryByRole('dialog', { name: 'Review this Stakeholder' })).not.toBeInTheDocument();
    expect(api.sentTo('POST /api/profile/create-stakeholder/')).toEqual([]);
  });

  it("takes an edit back to the refused field's tab, and says a refused evidence image under it", async () => {
    const user = userEvent.setup();
    const update = `PUT /api/profile/update-stakeholder/${detail.id}/`;
    const { api } = openAs(managerProfile, `/stakeholder/${detail.id}/edit`, {
      [`GET /api/profile/get-stakeholders/${detail.id}/`]: detail,
      [update]: jsonResponse(422, { detail: messages.validationFailed, errors: { category: messages.chooseFromList } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Zenith Bank' });
    await chooseOption(user, 'Category', 'Regular');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    let preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Basic' })).toHaveAttribute('aria-selected', 'true');
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAccessibleDescription(messages.chooseFromList);
    await waitFor(() => expect(category).toHaveFocus());

    api.on(update, jsonResponse(400, { detail: messages.imagesOnly, errors: { evidence: messages.imagesOnly } }));
    await user.click(screen.getByRole('tab', { name: 'Contract' }));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    const letter = new File(['not an image'], 'letter.png', { type: 'image/png' });
    await user.upload(await within(preview).findByLabelText('Evidence', { selector: 'input' }), letter);
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));
    await api.requested(update, ({ body }) => body instanceof FormData && body.has('evidence'));
    expect(await within(preview).findAllByText(messages.imagesOnly)).not.toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'Preview the changes' })).toBeInTheDocument();
  });
});

describe('stakeholder files', () => {
  it('imports a CSV file and reports each row by its line', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders', {
      'POST /api/profile/import-stakeholders/': {
        created: [{ line: 2, id: detail.id, reference: 'STK-000009' }],
        updated: [],
        unchanged: [],
        skipped: [{ line: 3, reason: messages.fillInAddress }],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import Stakeholders' });
    const csv = new File(['type,name\nothers,Lagos State Ministry\n'], 'stakeholders.csv', { type: 'text/csv' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, csv);
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    const sent = (await api.requested('POST /api/profile/import-stakeholders/')).body as FormData;
    expect((sent.get('file') as File).name).toBe('stakeholders.csv');
    expect(await within(dialog).findByText('1 added, 0 updated, 0 unchanged, 1 skipped.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'STK-000009' })).toHaveAttribute(
      'href',
      `/stakeholder/${detail.id}`,
    );
    expect(within(dialog).getByText(`Line 3 skipped: ${messages.fillInAddress}`)).toBeInTheDocument();
  });

  it('exports the records of the chosen type, and offers support users the export only', async () => {
    const user = userEvent.setup();
    const { api } = openAs(supportProfile, '/stakeholders?type=others', {
      'GET /api/profile/export-stakeholders/': 'reference,type,name\n',
    });
    await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await api.requested(
      'GET /api/profile/export-stakeholders/',
      ({ url }) => url.searchParams.get('type') === 'others',
    );
  });
});

describe('adding a stakeholder', () => {
  it('walks the type through its tabs, says what is missing, reviews with a duplicate warning, and saves', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/stakeholders', {
      'POST /api/profile/stakeholder-duplicates/': { results: [{ ...aSummary(), shared: ['orders@dangote.ng'] }] },
      'POST /api/profile/create-stakeholder/': {
        ...detail,
        id: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928',
        name: 'Dangote Sugar',
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a Stakeholder' }));
    await screen.findByRole('dialog', { name: 'Add a Stakeholder' });
    await chooseOption(user, 'Stakeholder Type', 'Others');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Stakeholder - Others' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.fillInName)).toBeInTheDocument();
    expect(screen.getByText(messages.fillInRelationshipDetails)).toBeInTheDocument();

    await fill(user, 'Name', 'Lagos State Ministry');
    await fill(user, 'Relationship Details', 'Regulator');
    await chooseOption(user, 'Stakeholder Type', 'Type 1');
    await chooseOption(user, 'Industry Or Sector', 'Other');
    await chooseOption(user, 'Client Relationship Manager', 'Kemi Adeyemi');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await fill(user, 'Address', '2 Broad Street, Lagos');
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    await chooseOption(user, 'Contact Preference', 'Email');
    await fill(user, 'Email', 'Orders@Dangote.ng');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Review' }));

    const review = await screen.findByRole('dialog', { name: 'Review this Stakeholder' });
    expect(within(review).getByText('Kemi Adeyemi')).toBeInTheDocument();
    expect(await within(review).findByRole('link', { name: 'Dangote Foods (STK-000001)' })).toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Submit' }));

    const sent = await api.requested('POST /api/profile/create-stakeholder/');
    expect(sent.body).toMatchObject({
      type: 'others',
      name: 'Lagos State Ministry',
      strategic_account_manager: staff.results[0]!.id,
      email: ['Orders@Dangote.ng'],
      // A level nobody chose is the ordinary one (docs/product.md#stakeholders).
      sensitivity: 'normal',
    });
    expect(sent.body).not.toHaveProperty('phone');
    expect(await screen.findByRole('dialog', { name: messages.stakeholderCreated })).toBeInTheDocument();
  });
});

describe("a stakeholder's page", () => {
  const detailRoute = { [`GET /api/profile/get-stakeholders/${detail.id}/`]: detail };
  const chatUsersRoute = 'GET /api/chat/users/';
  const chatPageOf = (results: ChatUser[]): ChatUserPage => ({
    results,
    count: results.length,
    count_capped: false,
    page: 1,
    page_size: 30,
  });

  it("sets its tags from a type-ahead of the organisation's tags, an existing one not added again", async () => {
    const user = userEvent.setup();
    const vip = { id: '6d2f9a1b-3c4e-4f5a-9b8c-1d2e3f4a5b6c', name: 'VIP', colour: 'grape' as const };
    const { api } = openAs(managerProfile, `/stakeholder/${detail.id}`, {
      ...detailRoute,
      'GET /api/profile/tags/': { results: [vip] },
      [`PUT /api/profile/stakeholder-tags/${detail.id}/`]: { ...detail, tag_ids: [vip.id] },
    });
    const tags = (await screen.findAllByLabelText('Tags')).find((element) => element.tagName === 'INPUT')!;
    await user.type(tags, 'VIP{Enter}');
    expect((await api.requested(`PUT /api/profile/stakeholder-tags/${detail.id}/`)).body).toEqual({
      tag_ids: [vip.id],
    });
    expect(api.sentTo('POST /api/profile/tags/')).toHaveLength(0);
  });

  it('shows the record by tab, its changes before and after, and Delete to managers only', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, `/stakeholder/${detail.id}`, detailRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stakeholder Client' })).toBeInTheDocument();
    expect(screen.getByText('Kemi Adeyemi')).toBeInTheDocument();
    // Complete: nothing is asked for.
    expect(screen.queryByText(/Details to complete:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Change History' }));
    const row = await screen.findByRole('row', { name: /Category/ });
    expect(within(row).getByText('Regular')).toBeInTheDocument();
    expect(within(row).getByText('VIP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('names the details a record added with a ticket still lacks', async () => {
    const started: StakeholderDetail = {
      ...detail,
      type: 'new_digital_customer_and_users',
      name: 'Bisi Alade',
      legal_status: null,
      category: null,
      business_status: null,
      industry_or_sector: null,
      nature_of_service: null,
      primary_entity_at_antigravity: null,
      strategic_account_manager: null,
      address_type: null,
      address: null,
      contact_person_name: null,
      contact_person_title: null,
      contact_person_email: null,
      tax_id: null,
      contract_start_date: null,
      email: ['bisi@solarhomes.ng'],
      phone: [],
      changes: [],
    };
    openAs(managerProfile, `/stakeholder/${started.id}`, {
      [`GET /api/profile/get-stakeholders/${started.id}/`]: started,
    });
    const missing = await screen.findByText(/Details to complete:/);
    expect(missing).toHaveTextContent(
      'Details to complete: Digital Product Used, Financial Type, Industry Or Sector and Address. Edit the record to fill them in.',
    );
  });

  it("lists the record's tickets and opens the ticket form filled in with the stakeholder", async () => {
    const user = userEvent.setup();
    const ticket = aTicket({ reference: 'TCK-000042', title: 'Refund not received' });
    openAs(managerProfile, `/stakeholder/${detail.id}`, {
      [`GET /api/profile/get-stakeholders/${detail.id}/`]: { ...detail, tickets: [ticket] },
    });
    await user.click(await screen.findByRole('tab', { name: 'Tickets' }));
    expect(await screen.findByRole('row', { name: /TCK-000042/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a Ticket' }));
    const wizard = await screen.findByRole('dialog', { name: 'Create a Ticket' });
    expect(within(wizard).getByRole('textbox', { name: 'Stakeholder Name' })).toHaveValue('Zenith Bank');
    expect(within(wizard).getByRole('textbox', { name: 'Stakeholder Email' })).toHaveValue('orders@dangote.ng');
  });

  it("lists the record's conversations in its Chat tab, each to open in Chats", async () => {
    const user = userEvent.setup();
    const chatId = '8c1f4e2a-6b3d-4c5e-9f0a-1b2c3d4e5f60';
    const conversation: ChatUser = {
      _id: chatId,
      fullName: 'Bola Ige',
      email: 'orders@dangote.ng',
      seen: true,
      updated_at: '2026-03-02T10:00:00Z',
      last_message: { message: 'Where is the invoice?', sender: 'stakeholder', sequence: 4 },
      stakeholder: { id: detail.id, reference: detail.reference, name: detail.name },
      verified: true,
      tickets: [],
    };
    const { api } = openAs(managerProfile, `/stakeholder/${detail.id}`, {
      ...detailRoute,
      [chatUsersRoute]: chatPageOf([conversation]),
    });
    await user.click(await screen.findByRole('tab', { name: 'Chat' }));
    const chats = await screen.findByRole('list', { name: 'Chats with this stakeholder' });
    const entry = within(chats).getByRole('listitem', { name: 'orders@dangote.ng' });
    expect(within(entry).getByText('Bola Ige: Where is the invoice?')).toBeInTheDocument();
    expect(within(entry).getByText(dayjs(conversation.updated_at).format('DD/MM/YYYY HH:mm'))).toBeInTheDocument();
    expect((await api.requested(chatUsersRoute)).url.searchParams.get('stakeholder_id')).toBe(detail.id);

    // Where /chats opens that conversation (chats.test.tsx follows the link from there).
    expect(within(entry).getByRole('link', { name: 'Open in Chats' })).toHaveAttribute('href', `/chats?user=${chatId}`);
  });

  it('says when nobody of the record has chatted yet', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, `/stakeholder/${detail.id}`, { ...detailRoute, [chatUsersRoute]: chatPageOf([]) });
    await user.click(await screen.findByRole('tab', { name: 'Chat' }));
    expect(await screen.findByText('No chat with this stakeholder yet.')).toBeInTheDocument();
  });

  it('deletes after asking, and goes back to the list', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, `/stakeholder/${detail.id}`, {
      ...detailRoute,
      [`DELETE /api/profile/delete-stakeholder/${detail.id}/`]: { detail: messages.stakeholderDeleted },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Stakeholder' }));
    await api.requested(`DELETE /api/profile/delete-stakeholder/${detail.id}/`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stakeholder Master Data' })).toBeInTheDocument();
  });

  it('goes back to the list even when the live update of the delete reloaded the page first', async () => {
    const user = userEvent.setup();
    let deleted = false;
    openAs(managerProfile, `/stakeholder/${detail.id}`, {
      [`GET /api/profile/get-stakeholders/${detail.id}/`]: () =>
        deleted ? jsonResponse(404, { detail: messages.notFound }) : detail,
      // The server tells every screen of the change before the delete's own answer arrives.
      [`DELETE /api/profile/delete-stakeholder/${detail.id}/`]: async () => {
        deleted = true;
        act(() => latestFakeSocket().fire('stakeholder.changed', { ids: [detail.id] }));
        await screen.findByText(messages.notFound);
        return { detail: messages.stakeholderDeleted };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Stakeholder' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Stakeholder Master Data' })).toBeInTheDocument();
    expect(await screen.findByText(messages.stakeholderDeleted)).toBeInTheDocument();
  });

  it('hides Delete from support users', async () => {
    openAs(supportProfile, `/stakeholder/${detail.id}`, detailRoute);
    await screen.findByRole('heading', { level: 1, name: 'Stakeholder Client' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument());
  });
});

describe('editing a stakeholder', () => {
  const editRoutes = {
    [`GET /api/profile/get-stakeholders/${detail.id}/`]: detail,
    [`PUT /api/profile/update-stakeholder/${detail.id}/`]: { ...detail, category: 'regular' },
  };

  it('checks an email as it is left, previews exactly the changed values, and sends them with the evidence', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, `/stakeholder/${detail.id}/edit`, editRoutes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Zenith Bank' })).toBeInTheDocument();
    await chooseOption(user, 'Category', 'Regular');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await fill(user, 'Contact Person Email', 'not-an-email');
    await user.tab();
    expect(await screen.findByText(messages.invalidEmailAddress)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Contact Person Email' }));
    await user.paste('bola@zenithbank.ng');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('dialog', { name: 'Preview the changes' });
    expect(
      within(preview)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Category']);
    const letter = new File([new Uint8Array([137, 80, 78, 71])], 'letter.png', { type: 'image/png' });
    await user.upload(await within(preview).findByLabelText('Evidence', { selector: 'input' }), letter);
    await user.click(within(preview).getByRole('button', { name: 'Submit' }));

    const sent = (await api.requested(`PUT /api/profile/update-stakeholder/${detail.id}/`)).body as FormData;
    expect([...sent.keys()].sort()).toEqual(['category', 'evidence']);
    expect(sent.get('category')).toBe('regular');
    expect((sent.get('evidence') as File).name).toBe('letter.png');
    expect(await screen.findByRole('heading', { level: 1, name: 'Stakeholder Client' })).toBeInTheDocument();
  });
});

describe('stakeholders who sent feedback', () => {
  it('lists them from their own address, without the add button', async () => {
    const { api } = openAs(managerProfile, '/feedbacks-stakeholders', {
      'GET /api/profile/feedback-stakeholders/': pageOf([aSummary({ name: 'Zainab Musa' })]),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stakeholders who sent feedback' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Zainab Musa/ })).toBeInTheDocument();
    await api.requested('GET /api/profile/feedback-stakeholders/');
    expect(screen.queryByRole('button', { name: 'Add a Stakeholder' })).not.toBeInTheDocument();
  });
});

describe('the older stakeholder addresses', () => {
  it('lead a wizard step into the add flow of its type', async () => {
    openAs(managerProfile, '/customer-step2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a Customer' })).toBeInTheDocument();
  });

  it('lead a list by type to the list filtered by that type', async () => {
    const { api, router } = openAs(managerProfile, '/getStakeholder-client');
    await api.requested(
      'GET /api/profile/get-stakeholders/',
      ({ url }) => url.searchParams.get('type') === 'new_client',
    );
    expect(router.state.location.pathname).toBe('/stakeholders');
  });

  it('lead the edit page to the edit of the stakeholder it was given', async () => {
    const { router } = openAs(managerProfile, '/stakeholders', {
      [`GET /api/profile/get-stakeholders/${detail.id}/`]: detail,
    });
    await screen.findByRole('row', { name: /Dangote Foods/ });
    await act(() => router.navigate('/SampleEdit', { state: { id: detail.id } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Zenith Bank' })).toBeInTheDocument();
  });
});
