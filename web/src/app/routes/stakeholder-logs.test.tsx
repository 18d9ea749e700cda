import type { Log, LogPage, Profile, StakeholderDetail } from '@srm/contract';
import { messages, ticketTableDateFormat } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDetailDate } from '../../lib/dates';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

const supportProfile: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };

const zenith = { id: '3f1c2e7a-0b4d-4c55-9a51-3e0f6f1c9b01', name: 'Zenith Bank', email: 'orders@zenithbank.ng' };

const aLog = (overrides: Partial<Log> = {}): Log => ({
  id: '8c7b6a59-4d3e-4f21-9a0b-1c2d3e4f5a61',
  reference: 'LOG-000001',
  type: 'call',
  subject: 'Renewal call',
  summary: 'Agreed to renew',
  message: 'Called Bola about the renewal.\nShe will sign next week.',
  project_name: 'Payroll',
  staff: { id: '9a0e1d2c-3b4a-4f5e-8d7c-6b5a4f3e2d1c', first_name: 'Kemi', last_name: 'Adeyemi' },
  customer: zenith,
  created_at: '2026-03-02T10:00:00Z',
  updated_at: '2026-03-02T10:00:00Z',
  ...overrides,
});

const pageOf = (results: Log[], { page = 0, count = results.length } = {}): LogPage => ({
  results,
  count,
  page,
  page_size: 15,
});

function openAs(profile: Profile, path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/profile/get-logs/0/': pageOf([aLog()]),
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

describe('the logs list', () => {
  it('shows each log with its stakeholder, and opens one from its row', async () => {
    const user = userEvent.setup();
    const { router } = openAs(managerProfile, '/logs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /LOG-000001/ });
    expect(within(row).getByText('Renewal call')).toBeInTheDocument();
    expect(within(row).getByText('Call')).toBeInTheDocument();
    expect(within(row).getByText('Kemi Adeyemi')).toBeInTheDocument();
    expect(within(row).getByText(dayjs(aLog().created_at).format(ticketTableDateFormat))).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Zenith Bank' })).toHaveAttribute('href', `/stakeholder/${zenith.id}`);

    await user.click(within(row).getByText('Renewal call'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/log-details?id=${aLog().id}`),
    );
  });

  it('says when there is no log', async () => {
    openAs(managerProfile, '/stakeholders-logs', { 'GET /api/profile/get-logs/0/': pageOf([]) });
    expect(await screen.findByText(messages.noLogs)).toBeInTheDocument();
  });

  it("asks for one stakeholder's logs and names them", async () => {
    const { api } = openAs(managerProfile, `/stakeholders-logs?customer_id=${zenith.id}`);
    await api.requested('GET /api/profile/get-logs/0/', ({ url }) => url.searchParams.get('customer_id') === zenith.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Logs of Zenith Bank' })).toBeInTheDocument();
  });

  it('counts pages from 1 in the address and from 0 to the API', async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile, '/logs', {
      'GET /api/profile/get-logs/0/': pageOf([aLog()], { count: 20 }),
      'GET /api/profile/get-logs/1/': pageOf(
        [aLog({ id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', reference: 'LOG-000016' })],
        {
          page: 1,
          count: 20,
        },
      ),
    });
    await screen.findByRole('row', { name: /LOG-000001/ });
    await user.click(screen.getByRole('button', { name: '2' }));

    expect((await api.requested('GET /api/profile/get-logs/1/')).url.searchParams.get('page_size')).toBe('15');
    expect(await screen.findByRole('row', { name: /LOG-000016/ })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe("a log's page", () => {
  const logRoute = { [`GET /api/profile/get-log/${aLog().id}/`]: aLog() };

  it('shows the log with its stakeholder and who logged it', async () => {
    openAs(supportProfile, `/log-details?id=${aLog().id}`, logRoute);
    expect(await screen.findByRole('heading', { level: 1, name: 'Renewal call' })).toBeInTheDocument();
    for (const text of [
      'LOG-000001',
      'Agreed to renew',
      'Call',
      'Kemi Adeyemi',
      'Payroll',
      formatDetailDate(aLog().created_at),
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText(/She will sign next week/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zenith Bank' })).toHaveAttribute('href', `/stakeholder/${zenith.id}`);
    expect(screen.getByRole('link', { name: zenith.email })).toHaveAttribute('href', `mailto:${zenith.email}`);
    await settled();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('says when the log could not be loaded', async () => {
    openAs(managerProfile, `/log-details?id=${aLog().id}`, {
      [`GET /api/profile/get-log/${aLog().id}/`]: jsonResponse(500, { detail: messages.anErrorOccurred }),
    });
    expect(await screen.findByText(messages.logDetailsFailed)).toBeInTheDocument();
  });

  it('says there is no log when none is named', async () => {
    openAs(managerProfile, '/log-details');
    expect(await screen.findByText(messages.noLogs)).toBeInTheDocument();
  });

  it('lets a manager edit it, check it and save it, or leave it unchanged', async () => {
    const user = userEvent.setup();
    const saved = aLog({ type: 'email', subject: 'Renewal email', summary: null });
    const { api } = openAs(managerProfile, `/log-details?id=${aLog().id}`, {
      ...logRoute,
      // The server keeps the change: the log asked for again is the one saved.
      [`PUT /api/profile/update-log/${aLog().id}/`]: () => {
        api.on(`GET /api/profile/get-log/${aLog().id}/`, saved);
        return saved;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit this log' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveFocus();
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.logTitleRequired)).toBeInTheDocument();

    await user.click(title);
    await user.paste('Renewal email');
    await chooseOption(user, 'Channel', 'Email');
    await user.clear(screen.getByRole('textbox', { name: 'Summary' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sent = await api.requested(`PUT /api/profile/update-log/${aLog().id}/`);
    expect(sent.body).toEqual({
      subject: 'Renewal email',
      type: 'email',
      message: aLog().message,
      summary: '',
      project_name: 'Payroll',
    });
    expect(await screen.findByText(messages.logUpdated)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Renewal email' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

const record: StakeholderDetail = {
  id: zenith.id,
  type: 'new_client',
  reference: 'STK-000001',
  name: zenith.name,
  email: [zenith.email],
  phone: [],
  sensitivity: 'confidential',
  tag_ids: [],
  last_activity_at: '2026-03-02T10:00:00Z',
  created_at: '2026-03-01T09:00:00Z',
  legal_status: 'company',
  category: 'vip',
  business_status: 'active',
  industry_or_sector: 'finance',
  form_of_commercial_business: null,
  nature_of_service: null,
  details: null,
  primary_entity_at_antigravity: 'antigravity_group_ltd',
  strategic_account_manager: null,
  relationship_details: null,
  stakeholderType: null,
  product_service_used: null,
  financial_type: null,
  address_type: 'street',
  address: '1 Marina, Lagos',
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
  custom_fields: {},
  kyc_documents: [],
  updated_at: '2026-03-02T10:00:00Z',
  tickets: [],
  feedback: [],
  logs: [],
  changes: [],
};

describe("a stakeholder's logs tab", () => {
  it("pages the stakeholder's logs from the API and links each to its page", async () => {
    const user = userEvent.setup();
    const older = aLog({ id: 'f1e2d3c4-b5a6-4978-8a9b-0c1d2e3f4a5b', reference: 'LOG-000016', subject: 'First call' });
    const { api } = openAs(managerProfile, `/stakeholder/${zenith.id}`, {
      [`GET /api/profile/get-stakeholders/${zenith.id}/`]: record,
      'GET /api/profile/get-logs/0/': pageOf([aLog()], { count: 16 }),
      'GET /api/profile/get-logs/1/': pageOf([older], { page: 1, count: 16 }),
    });
    await user.click(await screen.findByRole('tab', { name: 'History Logs' }));
    expect(screen.getByRole('form', { name: 'Log an email or call' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Renewal call' })).toHaveAttribute(
      'href',
      `/log-details?id=${aLog().id}`,
    );
    await api.requested('GET /api/profile/get-logs/0/', ({ url }) => url.searchParams.get('customer_id') === zenith.id);

    const pages = screen.getByRole('navigation', { name: 'Pages of logs' });
    await user.click(within(pages).getByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'First call' })).toHaveAttribute(
      'href',
      `/log-details?id=${older.id}`,
    );
    expect(screen.getByText('16–16 of 16')).toBeInTheDocument();
    await api.requested('GET /api/profile/get-logs/1/', ({ url }) => url.searchParams.get('customer_id') === zenith.id);
  });

  it('says a log the server refuses under the refused field, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, `/stakeholder/${zenith.id}`, {
      [`GET /api/profile/get-stakeholders/${zenith.id}/`]: record,
      [`POST /api/profile/create-log/${zenith.id}/`]: jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { message: messages.textTooLong },
      }),
    });
    await user.click(await screen.findByRole('tab', { name: 'History Logs' }));
    const form = screen.getByRole('form', { name: 'Log an email or call' });
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Renewal call');
    await chooseOption(user, 'Channel', 'Call');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Called Bola.');
    await user.click(within(form).getByRole('button', { name: 'Add Log' }));

    await api.requested(`POST /api/profile/create-log/${zenith.id}/`);
    const description = within(form).getByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(description).toHaveAccessibleDescription(messages.textTooLong));
    expect(description).toHaveFocus();
    expect(description).toHaveValue('Called Bola.');
  });
});

describe('a refused log edit', () => {
  it('says the refusal under the refused field', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, `/log-details?id=${aLog().id}`, {
      [`GET /api/profile/get-log/${aLog().id}/`]: aLog(),
      [`PUT /api/profile/update-log/${aLog().id}/`]: jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { project_name: messages.textTooLong },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const project = screen.getByRole('textbox', { name: 'Project Name' });
    await waitFor(() => expect(project).toHaveAccessibleDescription(messages.textTooLong));
    expect(project).toHaveFocus();
    expect(screen.getByRole('form', { name: 'Edit this log' })).toBeInTheDocument();
  });
});
