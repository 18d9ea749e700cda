import { messages, type Profile, type StaffUserPage } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { executiveProfile, executiveUser, invoiceSettings } from '../../test/invoice-fixtures';
import { renderRoutes } from '../../test/render';
import { signIn } from '../../test/session';
import { routes } from './routes';

// The pages load lazily; loaded once here, so no test's first wait spends its
// time on a busy machine importing them (the charts especially).
beforeAll(
  () =>
    Promise.all([
      import('../shell/app-shell-layout'),
      import('../../features/invoices/settings/invoice-settings-page'),
    ]),
  60_000,
);

const staffPage = (results = [executiveUser]): StaffUserPage => ({
  results,
  count: results.length,
  count_capped: false,
  page: 1,
  page_size: 100,
});

function openAs(profile: Profile, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    'GET /api/invoice/invoice-settings/': invoiceSettings,
    'GET /api/profile/all-users/': staffPage(),
    ...extra,
  });
  return { api, ...renderRoutes(routes, '/invoice-settings') };
}

// Pasted, not typed key by key: what is under test is the form, not the keyboard.
async function retype(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.clear(screen.getByRole('textbox', { name: label }));
  if (text) await user.paste(text);
}

// A box filled by pasting into it, as retype does for the boxes found by their label alone.
async function fill(user: ReturnType<typeof userEvent.setup>, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}

describe('the invoice settings', () => {
  it("shows the server's next number, and how a new numbering would make it", async () => {
    const user = userEvent.setup();
    openAs(managerProfile);
    const next = await screen.findByText('INV-000043');
    await retype(user, 'Prefix', 'ZEN/');
    expect(next).toHaveTextContent('ZEN/000043');
    await retype(user, 'Digits', '4');
    expect(next).toHaveTextContent('ZEN/0043');
    await retype(user, 'Prefix', 'INV-');
    await retype(user, 'Digits', '6');
    expect(next).toHaveTextContent('INV-000043');
  });

  it("saves the numbering, the From details and each executive's limit", async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, {
      'POST /api/invoice/invoice-settings/': { ...invoiceSettings, invoice_number_suffix: '/26' },
    });
    await screen.findByText('INV-000043');
    await retype(user, 'Suffix', '/26');
    await retype(user, 'Tax Identification Number (TIN)', '98765432-0001');
    await retype(user, 'Kemi Adeyemi', '250000');
    await retype(user, 'Days Before the Due Date', '');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const sent = await api.requested('POST /api/invoice/invoice-settings/');
    expect(sent.body).toMatchObject({
      invoice_number_prefix: 'INV-',
      invoice_number_suffix: '/26',
      invoice_number_digits: 6,
      tax_id: '98765432-0001',
      invoice_approval_enabled: true,
      invoice_approval_limit_flat: 500000,
      executive_approval_amounts: { [executiveUser.id]: 250000 },
      reminder_days_before_due: null,
      reminder_every_days: 7,
    });
    expect(await screen.findByText(messages.invoiceSettingsSaved)).toBeInTheDocument();
  });

  it('keeps the bank accounts invoices print, one the default, with the CAC number and the payment terms', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, { 'POST /api/invoice/invoice-settings/': invoiceSettings });
    await screen.findByText('INV-000043');
    expect(screen.getByText('No bank account yet: invoices say only when to pay.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Bank Account' }));
    const first = screen.getByRole('group', { name: 'Bank account 1' });
    // Straight into the new row, from the keyboard as from a tap.
    await waitFor(() => expect(within(first).getByRole('textbox', { name: 'Bank' })).toHaveFocus());
    await user.paste('Zenith Bank');
    await fill(user, within(first).getByRole('textbox', { name: 'Account Name' }), 'Zenith Foods Ltd');
    await fill(user, within(first).getByRole('textbox', { name: 'Account Number (NUBAN)' }), '101234567');
    // The only account is the default.
    expect(within(first).getByRole('radio', { name: 'Default account' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Add Bank Account' }));
    const second = screen.getByRole('group', { name: 'Bank account 2' });
    await fill(user, within(second).getByRole('textbox', { name: 'Bank' }), 'GTBank');
    await fill(user, within(second).getByRole('textbox', { name: 'Account Name' }), 'Zenith Foods Ltd');
    // Written in groups, as banks print it.
    await fill(user, within(second).getByRole('textbox', { name: 'Account Number (NUBAN)' }), '0123 456 789');
    await user.click(within(second).getByRole('radio', { name: 'Default account' }));
    expect(within(first).getByRole('radio', { name: 'Default account' })).not.toBeChecked();
    await retype(user, 'RC or BN Number', 'RC 1234567');
    await retype(user, 'Payment Terms', 'Payment within 14 days.');

    // Nine digits is not an account number: nothing is sent until it is.
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await within(first).findByText(messages.accountNumberDigits)).toBeInTheDocument();
    expect(api.sentTo('POST /api/invoice/invoice-settings/')).toHaveLength(0);
    await fill(user, within(first).getByRole('textbox', { name: 'Account Number (NUBAN)' }), '8');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    const sent = await api.requested('POST /api/invoice/invoice-settings/');
    expect(sent.body).toMatchObject({
      registration_number: 'RC 1234567',
      payment_terms: 'Payment within 14 days.',
      bank_accounts: [
        { bank_name: 'Zenith Bank', account_name: 'Zenith Foods Ltd', account_number: '1012345678', is_default: false },
        { bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789', is_default: true },
      ],
    });
  });

  it('makes the first account left the default when the default is removed', async () => {
    const user = userEvent.setup();
    const accounts = [
      { bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789', is_default: true },
      { bank_name: 'Zenith Bank', account_name: 'Zenith Foods Ltd', account_number: '1012345678', is_default: false },
    ];
    openAs(managerProfile, { 'GET /api/invoice/invoice-settings/': { ...invoiceSettings, bank_accounts: accounts } });
    await user.click(await screen.findByRole('button', { name: 'Remove bank account 1' }));
    const left = screen.getByRole('group', { name: 'Bank account 1' });
    expect(within(left).getByRole('textbox', { name: 'Bank' })).toHaveValue('Zenith Bank');
    expect(within(left).getByRole('radio', { name: 'Default account' })).toBeChecked();
    expect(screen.queryByRole('group', { name: 'Bank account 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Bank Account' })).toHaveFocus());
  });

  it('accepts digits only as an approval limit', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile);
    await screen.findByText('INV-000043');
    await retype(user, 'Kemi Adeyemi', '25k');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(messages.approvalLimitDigits)).toBeInTheDocument();
    expect(api.sentTo('POST /api/invoice/invoice-settings/')).toHaveLength(0);
  });

  it("shows the server's refusal when the user may not change them", async () => {
    const user = userEvent.setup();
    openAs(managerProfile, {
      'POST /api/invoice/invoice-settings/': jsonResponse(403, { detail: messages.forbidden }),
    });
    await screen.findByText('INV-000043');
    await retype(user, 'Suffix', '/26');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(messages.invoiceSettingsForbidden)).toBeInTheDocument();
  });

  it('are read-only for an executive', async () => {
    openAs(executiveProfile);
    await screen.findByText('INV-000043');
    expect(screen.getByText('Only managers can change the invoice settings.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Prefix' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Kemi Adeyemi' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Send automatic reminders' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).not.toBeInTheDocument();
  });

  it('says when the organisation has no executive to give a limit', async () => {
    openAs(managerProfile, { 'GET /api/profile/all-users/': staffPage([]) });
    const approval = await screen.findByRole('region', { name: 'Approval' });
    expect(within(approval).getByText(messages.noExecutivesFound)).toBeInTheDocument();
  });
});
