import { type Invoice, messages, type Profile } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { setUpFakeClock } from '../../test/clock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import {
  aDraft,
  anInvoice,
  byPlan,
  customer,
  customerSummary,
  generation,
  invoicePageOf,
  money,
  stakeholderPageOf,
  supportProfile,
} from '../../test/invoice-fixtures';
import { atPhoneWidth } from '../../test/phone';
import { renderRoutes } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

// The pages load lazily; loaded once here, so no test's first wait spends its
// time on a busy machine importing them (the charts especially).
beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../../features/invoices/dashboard/invoice-dashboard-page'),
      import('../../features/invoices/form/subscription-details-page'),
      import('../../features/invoices/history/invoice-history-page'),
      import('../../features/invoices/detail/invoice-page'),
    ]),
  60_000,
);

function openAs(profile: Profile, path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'POST /api/invoice/dashboard-generation/': generation,
    'POST /api/invoice/dashboard-by-plan/': byPlan,
    'POST /api/invoice/dashboard-money/': money,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const subscriptionAddress = `/subscription-details?customerId=${customer.id}&customerEmail=${encodeURIComponent(customer.email)}&customerName=Dangote%20Foods`;

describe('the invoice dashboard', () => {
  it("shows the server's figures by count and by amount, and asks again for another period", async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/invoice');
    const generated = await screen.findByRole('region', { name: 'Invoice Generated' });
    expect(await within(generated).findByText('₦8,774.33')).toBeInTheDocument();
    expect(within(generated).getByText('12')).toBeInTheDocument();
    expect(within(generated).getByText('₦36,226.17')).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Plan Types' });
    expect(await within(plans).findByText('₦72,864.36')).toBeInTheDocument();
    expect(within(plans).getByText('4 invoices')).toBeInTheDocument();
    expect(api.sentTo('POST /api/invoice/dashboard-generation/')[0]?.body).toEqual({ filter: 'this_month' });
    // What came in and what is still owed, by how late.
    const moneyBlock = screen.getByRole('region', { name: 'Money' });
    expect(await within(moneyBlock).findByText('₦45,200.00')).toBeInTheDocument();
    expect(within(moneyBlock).getByText('3 payments')).toBeInTheDocument();
    expect(within(moneyBlock).getByText('₦96,226.17')).toBeInTheDocument();
    expect(within(moneyBlock).getByText('Over 90 days').parentElement).toHaveTextContent('₦10,000.00');

    await user.click(within(generated).getByRole('radio', { name: 'This Week' }));
    await api.requested('POST /api/invoice/dashboard-generation/', ({ body }) => {
      return (body as { filter: string }).filter === 'this_week';
    });
    // The other block keeps its own period.
    expect(api.sentTo('POST /api/invoice/dashboard-by-plan/').map(({ body }) => body)).toEqual([
      { filter: 'this_month' },
    ]);
  });

  it('offers support users the settings but not Request Payment', async () => {
    openAs(supportProfile, '/invoice');
    await screen.findByRole('region', { name: 'Invoice Generated' });
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/invoice-settings');
    expect(screen.queryByRole('link', { name: 'Request Payment' })).not.toBeInTheDocument();
  });
});

describe('Request Payment', () => {
  const searchRoutes = (rows = [customerSummary]): Record<string, RouteHandler> => ({
    'GET /api/profile/get-stakeholders/': stakeholderPageOf(rows),
    [`GET /api/profile/get-stakeholders/${customer.id}/`]: {
      ...customerSummary,
      address: customer.address,
      phone: ['8031234567'],
    },
  });

  it('picks a customer by email, fills in name, address and phone, and leads to the subscription form', async () => {
    const { user, pass } = setUpFakeClock();
    const { api, router } = openAs(managerProfile, '/invoice', searchRoutes());
    await user.click(await screen.findByRole('link', { name: 'Request Payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Payment' });
    expect(within(dialog).getByRole('button', { name: 'Next: Subscription Details' })).toBeDisabled();

    await user.type(within(dialog).getByRole('combobox', { name: 'Customer Email' }), 'accounts');
    await pass(300);
    await api.requested(
      'GET /api/profile/get-stakeholders/',
      ({ url }) => url.searchParams.get('search') === 'accounts',
    );
    await chooseOption(user, 'Customer Email', 'accounts@dangote.ng');

    expect(within(dialog).getByRole('textbox', { name: 'Customer Name' })).toHaveValue('Dangote Foods');
    expect(await within(dialog).findByDisplayValue(customer.address)).toBeInTheDocument();
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(phone).toHaveValue('8031234567');
    // docs/product.md#phones: every usual spelling is taken whole, as its ten digits after +234.
    for (const typed of ['08035551234', '+2348035551234', '0803 555 1234']) {
      await user.clear(phone);
      await user.type(phone, typed);
      expect(phone).toHaveValue(typed);
      await user.tab();
      expect(phone).toHaveValue('8035551234');
      expect(within(dialog).queryByText(messages.phoneInvalid)).not.toBeInTheDocument();
    }
    await user.clear(phone);
    await user.paste('+234 803 123 4567');
    await user.tab();
    expect(phone).toHaveValue('8031234567');
    // A number one digit short is said to be wrong, never cut or padded to fit.
    await user.clear(phone);
    await user.type(phone, '0803555123');
    await user.tab();
    expect(phone).toHaveValue('0803555123');
    expect(within(dialog).getByText(messages.phoneInvalid)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Next: Subscription Details' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-details'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      customerId: customer.id,
      customerEmail: 'accounts@dangote.ng',
      customerName: 'Dangote Foods',
    });
  });

  it('says when no stakeholder has that email', async () => {
    const { user, pass } = setUpFakeClock();
    openAs(managerProfile, '/InvoiceModal', searchRoutes([]));
    const dialog = await screen.findByRole('dialog', { name: 'Request Payment' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Customer Email' }));
    await user.paste('nobody@example.ng');
    await pass(300);
    expect(await within(dialog).findByText(messages.noStakeholderFound)).toBeInTheDocument();
  });
});

describe('the subscription form', () => {
  async function fillPrimeWave(user: ReturnType<typeof userEvent.setup>) {
    await chooseOption(user, 'Plan', 'Prime Wave');
    for (const [label, value] of [
      ['Number of Months', '3'],
      ['Number of Employees', '12'],
      ['Discount (%)', '10'],
    ] as const) {
      const box = screen.getByRole('textbox', { name: label });
      await user.clear(box);
      await user.paste(value);
    }
  }

  it('previews the amounts as the server prices them, and saves a draft without totals', async () => {
    const user = userEvent.setup();
    const draft = aDraft();
    const { api, router } = openAs(managerProfile, subscriptionAddress, {
      'POST /api/invoice/create-invoice/': draft,
      [`GET /api/invoice/get-invoice/${draft.id}`]: draft,
    });
    expect(await screen.findByText('Dangote Foods')).toBeInTheDocument();
    expect(screen.getByText('Choose a plan to see the amounts.')).toBeInTheDocument();
    await fillPrimeWave(user);

    const preview = screen.getByRole('table', { name: 'Invoice preview' });
    expect(within(preview).getByRole('row', { name: /^Fixed fee/ })).toHaveTextContent('₦56,664.00');
    expect(within(preview).getByRole('row', { name: /^Employees/ })).toHaveTextContent('7 extra employees');
    expect(within(preview).getByRole('row', { name: /^Discount/ })).toHaveTextContent('-₦7,531.20');
    expect(within(preview).getByRole('row', { name: /^VAT/ })).toHaveTextContent('₦5,083.56');
    expect(within(preview).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦72,864.36');

    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const sent = (await api.requested('POST /api/invoice/create-invoice/')).body as Record<string, unknown>;
    expect(sent).toMatchObject({
      stakeholder: customer.id,
      plan: 'prime_wave',
      number_of_months: 3,
      number_of_employees: 12,
      discount_type: 'percentage',
      discount_value: 10,
      tax_rate: 7.5,
      send_status: 'draft',
      customer_tax_id: null,
    });
    expect(sent.due_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const total of ['amount', 'subtotal', 'tax', 'before_tax', 'discount_applied']) {
      expect(sent).not.toHaveProperty(total);
    }
    expect(await screen.findByText(`${messages.draftSaved} ${draft.reference}`)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/draft/${draft.id}`));
  });

  it("sends at once, or shows the server's refusal above the approval limit", async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile, subscriptionAddress, {
      'POST /api/invoice/create-invoice/': jsonResponse(403, { detail: messages.invoiceAboveApprovalLimit }),
    });
    await screen.findByText('Dangote Foods');
    await fillPrimeWave(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invoiceAboveApprovalLimit);
    expect(api.sentTo('POST /api/invoice/create-invoice/')[0]?.body).toMatchObject({ send_status: 'save_and_send' });

    const sent: Invoice = anInvoice();
    api.on('POST /api/invoice/create-invoice/', sent);
    api.on(`GET /api/invoice/get-invoice/${sent.id}`, sent);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(messages.invoiceSent)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/pending/${sent.id}`));
  });

  it('checks the fields as the server would before sending anything', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, subscriptionAddress);
    await screen.findByText('Dangote Foods');
    await user.clear(screen.getByRole('textbox', { name: 'Number of Months' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(messages.invoicePlanRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.invoiceMonthsMin)).toBeInTheDocument();
    expect(api.sentTo('POST /api/invoice/create-invoice/')).toHaveLength(0);
  });

  it('refuses a percentage discount above 100 with its message, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, subscriptionAddress);
    await screen.findByText('Dangote Foods');
    await fillPrimeWave(user);
    const discount = screen.getByRole('textbox', { name: 'Discount (%)' });
    await user.clear(discount);
    await user.type(discount, '150');
    await user.tab();
    expect(discount).toHaveValue('150');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(messages.invoicePercentageMax)).toBeInTheDocument();
    expect(discount).toHaveValue('150');
    expect(api.sentTo('POST /api/invoice/create-invoice/')).toHaveLength(0);
  });

  it('shows the discount refusal beside the other fields it finds wrong', async () => {
    const user = userEvent.setup();
    openAs(managerProfile, subscriptionAddress);
    await screen.findByText('Dangote Foods');
    const discount = screen.getByRole('textbox', { name: 'Discount (%)' });
    await user.clear(discount);
    await user.type(discount, '120');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(messages.invoicePlanRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.invoicePercentageMax)).toBeInTheDocument();
  });
});

describe('the invoice history', () => {
  it('lists invoices with their date, number or reference, status and amount, and opens one', async () => {
    const user = userEvent.setup();
    const pending = anInvoice();
    const draft = aDraft({
      id: '7b2e1d4f-3c8e-4f9a-8d6a-2e3f4a5b6c7d',
      stakeholder: { ...customer, name: 'Zenith Bank' },
    });
    const { api, router } = openAs(managerProfile, '/invoice-history', {
      'GET /api/invoice/get-invoices/0/': invoicePageOf([pending, draft]),
      [`GET /api/invoice/get-invoice/${pending.id}`]: pending,
    });
    const row = await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(within(row).getByText('Mar 02, 2026, at 09:30am')).toBeInTheDocument();
    expect(within(row).getByText('INV-000042')).toBeInTheDocument();
    expect(within(row).getByText('Apr 01, 2026')).toBeInTheDocument();
    // docs/product.md#invoices: red unless paid.
    expect(within(row).getByText('Pending').closest('[data-colour]')).toHaveAttribute('data-colour', 'red');
    expect(within(row).getByText('₦72,864.36')).toBeInTheDocument();
    const draftRow = screen.getByRole('row', { name: /Zenith Bank/ });
    expect(within(draftRow).getByText('REF-000007')).toBeInTheDocument();
    expect(within(draftRow).getByText('Draft')).toBeInTheDocument();
    const asked = (await api.requested('GET /api/invoice/get-invoices/0/')).url;
    expect(asked.searchParams.get('page_size')).toBe('15');
    expect(asked.searchParams.get('sort')).toBe('-created_at');
    expect(screen.getByRole('columnheader', { name: 'Due Date' })).toBeInTheDocument();

    await user.click(row);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/pending/${pending.id}`));
  });

  it("says 'No invoice found' when there is none, and filters by status", async () => {
    const { api } = openAs(managerProfile, '/invoice-history', {
      'GET /api/invoice/get-invoices/0/': invoicePageOf([]),
    });
    expect(await screen.findByText(messages.noInvoices)).toBeInTheDocument();
    await chooseOption(userEvent.setup(), 'Status', 'Overdue');
    await api.requested('GET /api/invoice/get-invoices/0/', ({ url }) => url.searchParams.get('status') === 'overdue');
  });

  it('asks the API for page 2 as its page 1', async () => {
    const { api } = openAs(managerProfile, '/invoice-history?page=2', {
      'GET /api/invoice/get-invoices/1/': { ...invoicePageOf([anInvoice()], 1), count: 16 },
    });
    expect(await screen.findByRole('row', { name: /Dangote Foods/ })).toBeInTheDocument();
    await api.requested('GET /api/invoice/get-invoices/1/');
  });
});

describe('the invoice history, sorted (docs/product.md#invoices)', () => {
  it('sorts by number, date, due date or amount, either way, from page 1, kept in the address', async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile, '/invoice-history?page=2&status=pending', {
      'GET /api/invoice/get-invoices/1/': { ...invoicePageOf([anInvoice()], 1), count: 16 },
      'GET /api/invoice/get-invoices/0/': invoicePageOf([anInvoice()]),
    });
    await screen.findByRole('row', { name: /Dangote Foods/ });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest request first');
    for (const [label, sort] of [
      ['Lowest number first', 'invoice_number'],
      ['Highest number first', '-invoice_number'],
      ['Soonest due date first', 'due_date'],
      ['Latest due date first', '-due_date'],
      ['Highest amount first', '-amount'],
      ['Lowest amount first', 'amount'],
      ['Oldest request first', 'created_at'],
    ] as const) {
      await chooseOption(user, 'Sort by', label);
      await api.requested(
        'GET /api/invoice/get-invoices/0/',
        ({ url }) => url.searchParams.get('sort') === sort && url.searchParams.get('status') === 'pending',
      );
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: 'pending',
        sort,
      });
    }
    // The default order leaves the address as it was.
    await chooseOption(user, 'Sort by', 'Newest request first');
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'));
  });

  it('opens in the order its address names, as after a reload', async () => {
    const { api } = openAs(managerProfile, '/invoice-history?sort=-amount', {
      'GET /api/invoice/get-invoices/0/': invoicePageOf([anInvoice()]),
    });
    await api.requested('GET /api/invoice/get-invoices/0/', ({ url }) => url.searchParams.get('sort') === '-amount');
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('Highest amount first');
  });

  it('asks for the newest first when the address names no order it knows', async () => {
    const { api } = openAs(managerProfile, '/invoice-history?sort=total', {
      'GET /api/invoice/get-invoices/0/': invoicePageOf([anInvoice()]),
    });
    await api.requested(
      'GET /api/invoice/get-invoices/0/',
      ({ url }) => url.searchParams.get('sort') === '-created_at',
    );
    expect(await screen.findByRole('combobox', { name: 'Sort by' })).toHaveValue('Newest request first');
  });
});

describe('the invoice history at phone width', () => {
  atPhoneWidth();

  it('shows each invoice as a card with its due date, and still sorts', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, '/invoice-history', {
      'GET /api/invoice/get-invoices/0/': invoicePageOf([anInvoice()]),
    });
    const cards = await screen.findByRole('list', { name: 'Invoices' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = await within(cards).findAllByRole('listitem');
    expect(within(card!).getByText('Due Date')).toBeInTheDocument();
    expect(within(card!).getByText('Apr 01, 2026')).toBeInTheDocument();
    await chooseOption(user, 'Sort by', 'Soonest due date first');
    await api.requested('GET /api/invoice/get-invoices/0/', ({ url }) => url.searchParams.get('sort') === 'due_date');
  });
});
