import { type Invoice, messages, type Profile } from '@srm/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { latestFakeSocket } from '../../test/fake-socket';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import {
  aDraft,
  anInvoice,
  customer,
  executiveProfile,
  invoiceSettings,
  supportProfile,
} from '../../test/invoice-fixtures';
import { renderRoutes, settled } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

// The pages load lazily; loaded once here, so no test's first wait spends its
// time on a busy machine importing them (the charts especially).
beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../../features/invoices/detail/invoice-page'),
      import('../../features/invoices/form/edit-invoice-page'),
      import('../../features/invoices/history/invoice-history-page'),
    ]),
  60_000,
);

const pending = anInvoice();
const invoiceRoute = (invoice: Invoice) => `GET /api/invoice/get-invoice/${invoice.id}`;

function openAs(profile: Profile, path: string, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    [invoiceRoute(pending)]: pending,
    'GET /api/invoice/invoice-settings/': invoiceSettings,
    ...extra,
  });
  return { api, ...renderRoutes(routes, path) };
}

const buttonNames = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('a pending invoice', () => {
  it('shows From, To, the dates, the lines and totals, its reminders and every action to a manager', async () => {
    openAs(managerProfile, `/invoices/pending/${pending.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Zenith Foods')).toBeInTheDocument();
    expect(screen.getByText('TIN: 12345678-0001')).toBeInTheDocument();
    expect(screen.getByText('RC/BN: RC 1234567')).toBeInTheDocument();
    // How to pay, as the PDF prints it.
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Bank, Zenith Foods Ltd, account number 1012345678')).toBeInTheDocument();
    expect(screen.getByText('Payment within 14 days.')).toBeInTheDocument();
    expect(screen.getByText(customer.name)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sent On' })).toBeInTheDocument();
    expect(screen.getByText('02/03/2026 09:30')).toBeInTheDocument();
    expect(screen.getByText('01/04/2026')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Invoice amounts' });
    expect(within(figures).getByRole('row', { name: /^Fixed fee/ })).toHaveTextContent('Prime Wave × 3 months');
    expect(within(figures).getByRole('row', { name: /^Discount/ })).toHaveTextContent('10% of the subtotal');
    expect(within(figures).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦72,864.36');
    expect(screen.getByText(/^1 reminder e-mail sent, last on/)).toBeInTheDocument();
    // Offered once the invoice settings say cancelling is on.
    await screen.findByRole('button', { name: 'Cancel invoice' });
    expect(buttonNames()).toEqual(
      expect.arrayContaining([
        'Send another reminder',
        'Mark as paid',
        'Duplicate',
        'Download PDF',
        'Cancel invoice',
        'Delete',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/invoices/${pending.id}/edit`);
  });

  it('offers support users the invoice and its PDF only', async () => {
    openAs(supportProfile, `/invoices/pending/${pending.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' });
    await settled();
    expect(buttonNames()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Send|Mark as paid|Duplicate|Delete|Cancel invoice/)]),
    );
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('sends another reminder and shows the new count', async () => {
    const user = userEvent.setup();
    const reminded = anInvoice({ reminders: { count: 2, last_sent_at: pending.created_at, next_at: null } });
    const { api } = openAs(managerProfile, `/invoices/pending/${pending.id}`, {
      [`POST /api/invoice/send-reminder/${pending.id}/`]: reminded,
    });
    await user.click(await screen.findByRole('button', { name: 'Send another reminder' }));
    await api.requested(`POST /api/invoice/send-reminder/${pending.id}/`);
    expect(await screen.findByText(messages.invoiceReminderSent)).toBeInTheDocument();
    expect(screen.getByText(/^2 reminder e-mails sent/)).toBeInTheDocument();
  });

  it('is marked paid, then shown at its paid address 1.5 s later', async () => {
    const user = userEvent.setup();
    const paid = anInvoice({
      payment_status: 'paid',
      paid_date: pending.created_at,
      paid_by: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
    });
    const { api, router } = openAs(managerProfile, `/invoices/pending/${pending.id}`, {
      [`PUT /api/invoice/mark-invoice-paid/${pending.id}`]: paid,
    });
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    await api.requested(`PUT /api/invoice/mark-invoice-paid/${pending.id}`);
    expect(await screen.findByText(messages.invoiceMarkedPaid)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/invoices/pending/${pending.id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/paid/${pending.id}`));
    expect(screen.getByText(/^Paid on .* by Ada Obi\.$/)).toBeInTheDocument();
    // Nothing is left to pay: the invoice no longer says how.
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('duplicates into a new draft from the modal, the copy numbered DUP-', async () => {
    const user = userEvent.setup();
    const copy = aDraft({ id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', invoice_number: 'DUP-INV-000042' });
    const { api, router } = openAs(managerProfile, `/invoices/pending/${pending.id}`, {
      [`POST /api/invoice/duplicate-invoice/${pending.id}/`]: copy,
      [invoiceRoute(copy)]: copy,
    });
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate Invoice' });
    expect(within(dialog).getByRole('textbox', { name: 'Invoice Number' })).toHaveValue('DUP-INV-000042');
    expect(within(dialog).getByRole('textbox', { name: 'Stakeholder' })).toHaveValue(customer.name);
    const months = within(dialog).getByRole('textbox', { name: 'Number of Months' });
    await user.clear(months);
    await user.paste('6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const sent = await api.requested(`POST /api/invoice/duplicate-invoice/${pending.id}/`);
    expect(sent.body).toMatchObject({ plan: 'prime_wave', number_of_months: 6, number_of_employees: 12 });
    expect(await screen.findByText(messages.invoiceDuplicated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/draft/${copy.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice DUP-INV-000042' })).toBeInTheDocument();
  });

  it('is cancelled after asking', async () => {
    const user = userEvent.setup();
    const cancelled = anInvoice({ payment_status: 'cancelled', cancelled_date: pending.created_at });
    const { api } = openAs(managerProfile, `/invoices/pending/${pending.id}`, {
      [`POST /api/invoice/cancel-invoice/${pending.id}/`]: cancelled,
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await api.requested(`POST /api/invoice/cancel-invoice/${pending.id}/`);
    expect(await screen.findByText(messages.invoiceCancelled)).toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).not.toBeInTheDocument();
  });

  it('offers Cancel invoice as the invoice settings say: to the staff they list, never while cancelling is off', async () => {
    openAs(supportProfile, `/invoices/pending/${pending.id}`, {
      'GET /api/invoice/invoice-settings/': { ...invoiceSettings, invoice_cancellation_users: [supportProfile.id] },
    });
    expect(await screen.findByRole('button', { name: 'Cancel invoice' })).toBeInTheDocument();
  });

  it('offers no Cancel invoice while the settings turn cancelling off', async () => {
    openAs(managerProfile, `/invoices/pending/${pending.id}`, {
      'GET /api/invoice/invoice-settings/': { ...invoiceSettings, cancel_invoice: false },
    });
    await screen.findByRole('button', { name: 'Mark as paid' });
    await settled();
    expect(screen.queryByRole('button', { name: 'Cancel invoice' })).not.toBeInTheDocument();
  });

  it('moves to its own address when opened at the view of another status', async () => {
    const { router } = openAs(managerProfile, `/invoices/draft/${pending.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/pending/${pending.id}`));
  });

  it('downloads its PDF with the session', async () => {
    const user = userEvent.setup();
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { api } = openAs(supportProfile, `/invoices/${pending.id}`, {
      [`GET /api/invoice/invoice-pdf/${pending.id}/`]: () =>
        new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await api.requested(`GET /api/invoice/invoice-pdf/${pending.id}/`);
    await waitFor(() => expect(saved).toEqual(['INV-000042.pdf']));
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.objectContaining({ type: 'application/pdf', size: 4 }));
    click.mockRestore();
  });
});

describe('a draft', () => {
  const draft = aDraft();

  it('shows no sent date, only when it falls due', async () => {
    openAs(managerProfile, `/invoices/draft/${draft.id}`, { [invoiceRoute(draft)]: draft });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice REF-000007' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Due On' })).toBeInTheDocument();
    expect(screen.getByText('01/04/2026')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sent On' })).not.toBeInTheDocument();
  });

  it('is sent now and shown as pending, or refused above the approval limit', async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(executiveProfile, `/invoices/draft/${draft.id}`, {
      [invoiceRoute(draft)]: draft,
      [`POST /api/invoice/send-invoice/${draft.id}/`]: jsonResponse(403, {
        detail: messages.invoiceAboveApprovalLimit,
      }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice REF-000007' })).toBeInTheDocument();
    expect(buttonNames()).toEqual(expect.arrayContaining(['Send now', 'Duplicate', 'Delete']));
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(messages.invoiceAboveApprovalLimit)).toBeInTheDocument();

    api.on(`POST /api/invoice/send-invoice/${draft.id}/`, pending);
    await user.click(screen.getByRole('button', { name: 'Send now' }));
    expect(await screen.findByText(messages.invoiceSent)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/pending/${draft.id}`));
  });

  it('is deleted after asking, back to the history', async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile, `/invoices/draft/${draft.id}`, {
      [invoiceRoute(draft)]: draft,
      [`DELETE /api/invoice/delete-invoice/${draft.id}`]: { detail: messages.invoiceDeleted },
      'GET /api/invoice/get-invoices/0/': { invoices: [], count: 0, count_capped: false, page: 0, page_size: 15 },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete Invoice' }));
    // With the status the user saw, so a draft sent meanwhile is not deleted.
    await api.requested(
      `DELETE /api/invoice/delete-invoice/${draft.id}`,
      ({ url }) => url.searchParams.get('status') === 'draft',
    );
    expect(await screen.findByText(messages.invoiceDeleted)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoice-history'));
  });
});

describe('editing an invoice', () => {
  it("saves a pending invoice's new lines, still sent, and returns to it 1.5 s later", async () => {
    const user = userEvent.setup();
    const { api, router } = openAs(managerProfile, `/invoices/${pending.id}/edit`, {
      [`PUT /api/invoice/edit-invoice/${pending.id}/`]: anInvoice({ number_of_employees: 20 }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Invoice INV-000042' })).toBeInTheDocument();
    const employees = screen.getByRole('textbox', { name: 'Number of Employees' });
    expect(employees).toHaveValue('12');
    await user.clear(employees);
    await user.paste('20');
    expect(screen.getByRole('row', { name: /^Employees/ })).toHaveTextContent('15 extra employees');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const sent = await api.requested(`PUT /api/invoice/edit-invoice/${pending.id}/`);
    expect(sent.body).toMatchObject({
      stakeholder: customer.id,
      number_of_employees: 20,
      send_status: 'save_and_send',
    });
    expect(await screen.findByText(messages.invoiceUpdated)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/pending/${pending.id}`));
  });

  it('says a refused line under it, and a refusal of what no field shows above the buttons', async () => {
    const user = userEvent.setup();
    const editRoute = `PUT /api/invoice/edit-invoice/${pending.id}/`;
    const { api } = openAs(managerProfile, `/invoices/${pending.id}/edit`, {
      [editRoute]: jsonResponse(422, {
        detail: messages.validationFailed,
        errors: { number_of_employees: messages.invalidValue },
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Edit Invoice INV-000042' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const employees = screen.getByRole('textbox', { name: 'Number of Employees' });
    await waitFor(() => expect(employees).toHaveAccessibleDescription(expect.stringContaining(messages.invalidValue)));
    expect(employees).toHaveFocus();

    api.on(
      editRoute,
      jsonResponse(422, { detail: messages.validationFailed, errors: { stakeholder: messages.noStakeholderFound } }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.sentTo(editRoute)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.noStakeholderFound));
  });

  it('shows a paid invoice as closed rather than a form', async () => {
    openAs(managerProfile, `/invoices/${pending.id}/edit`, {
      [invoiceRoute(pending)]: anInvoice({ payment_status: 'paid' }),
    });
    expect(await screen.findByText(messages.invoiceNotOpen)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('live invoice events', () => {
  it('tells the signed-in user which invoice was paid, and reloads it', async () => {
    const { api } = openAs(managerProfile, `/invoices/pending/${pending.id}`);
    await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' });
    const before = api.sentTo(invoiceRoute(pending)).length;
    act(() => latestFakeSocket().fire('invoice.paid', { ids: [pending.id] }));
    expect(await screen.findByText('Invoice INV-000042 was paid')).toBeInTheDocument();
    await waitFor(() => expect(api.sentTo(invoiceRoute(pending)).length).toBeGreaterThan(before));
  });
});
