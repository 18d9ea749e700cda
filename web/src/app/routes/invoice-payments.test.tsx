import { type Invoice, type InvoicePayment, lagosDay, messages, type Profile } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { managerProfile, setUpOrganization } from '../../test/fixtures';
import { anInvoice, executiveProfile, invoiceSettings } from '../../test/invoice-fixtures';
import { renderRoutes, settled } from '../../test/render';
import { chooseOption } from '../../test/select';
import { signIn } from '../../test/session';
import { routes } from './routes';

beforeAll(
  () => Promise.all([import('../shell/app-shell-layout'), import('../../features/invoices/detail/invoice-page')]),
  60_000,
);

const pending = anInvoice();
const recordRoute = `POST /api/invoice/record-payment/${pending.id}/`;

const aPayment = (fields: Partial<InvoicePayment> = {}): InvoicePayment => ({
  id: '0c9f3a52-6d1e-4b7a-8f2c-5e4d3c2b1a09',
  amount: 1000,
  date: '2026-03-05',
  method: 'cash',
  reference: 'TLR-1',
  receipt_number: 'RCT-000001',
  recorded_at: '2026-03-05T10:00:00.000Z',
  recorded_by: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
  reversal: null,
  ...fields,
});

const partlyPaid = (payment = aPayment()): Invoice =>
  anInvoice({
    payment_status: 'partially_paid',
    amount_paid: 1000,
    balance: 71864.36,
    payments: [payment],
  });

function openAs(profile: Profile, invoice: Invoice, extra: Record<string, RouteHandler> = {}) {
  signIn(profile);
  const api = mockApi({
    'GET /api/profile/get-profile/': profile,
    'GET /api/profile/get-organization/': setUpOrganization,
    'GET /api/ticket/ticket-counts/': { total: 0, new: 0, open: 0, due: 0, overdue: 0, unresolved: 0, resolved: 0 },
    [`GET /api/invoice/get-invoice/${invoice.id}`]: invoice,
    'GET /api/invoice/invoice-settings/': invoiceSettings,
    ...extra,
  });
  return { api, ...renderRoutes(routes, `/invoices/${invoice.id}`) };
}

describe('recording a payment', () => {
  it('takes what came in, by default the whole balance today, and shows the invoice partly paid with its ledger', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, pending, { [recordRoute]: partlyPaid() });
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000042' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (₦)' });
    expect(amount).toHaveValue('72,864.36');
    expect(within(dialog).getByLabelText(/^Paid on/)).toHaveValue(lagosDay(new Date()));
    await user.clear(amount);
    await user.paste('1000');
    await chooseOption(user, 'Method', 'Cash');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reference' }), 'TLR-1');
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

    const sent = await api.requested(recordRoute);
    expect(sent.body).toEqual({ amount: 1000, date: lagosDay(new Date()), method: 'cash', reference: 'TLR-1' });
    expect(await screen.findByText(messages.paymentRecorded)).toBeInTheDocument();
    expect(screen.getByText('Partly paid')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Invoice amounts' });
    expect(within(figures).getByRole('row', { name: /^Balance due/ })).toHaveTextContent('₦71,864.36');
    const entry = screen.getByRole('listitem', { name: 'Payment RCT-000001' });
    expect(entry).toHaveTextContent('₦1,000.00 on 05/03/2026');
    expect(entry).toHaveTextContent('Cash · TLR-1 · receipt RCT-000001 · recorded by Ada Obi');
  });

  it('paid in full, closes, says so and moves to the paid view', async () => {
    const user = userEvent.setup();
    const paid = anInvoice({
      payment_status: 'paid',
      amount_paid: pending.amount,
      balance: 0,
      paid_date: '2026-03-05T10:00:00.000Z',
      payments: [aPayment({ amount: pending.amount, method: 'bank_transfer', reference: null })],
    });
    const { router } = openAs(managerProfile, pending, {
      [recordRoute]: paid,
      [`GET /api/invoice/get-invoice/${pending.id}`]: pending,
    });
    await router.navigate(`/invoices/pending/${pending.id}`);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText(messages.paymentRecorded)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/paid/${pending.id}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  });

  it("says the server's refusal in the dialog, which stays open", async () => {
    const user = userEvent.setup();
    openAs(managerProfile, pending, {
      [recordRoute]: () => jsonResponse(400, { detail: messages.paymentAboveBalance }),
    });
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(messages.paymentAboveBalance)).toBeInTheDocument();
  });

  it('checks the amount before asking the server', async () => {
    const user = userEvent.setup();
    const { api } = openAs(managerProfile, pending);
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payment on INV-000042' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount (₦)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));
    expect(await within(dialog).findByText(messages.paymentAmountRequired)).toBeInTheDocument();
    expect(api.sentTo(recordRoute)).toHaveLength(0);
  });
});

describe('reversing a payment', () => {
  it('asks a manager why, then shows the payment reversed and the balance owed again', async () => {
    const user = userEvent.setup();
    const payment = aPayment();
    const reversed = anInvoice({
      payments: [
        {
          ...payment,
          reversal: {
            reversed_at: '2026-03-06T09:00:00.000Z',
            reversed_by: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
            reason: 'Recorded twice',
          },
        },
      ],
    });
    const reverseRoute = `POST /api/invoice/reverse-payment/${payment.id}/`;
    const { api } = openAs(managerProfile, partlyPaid(payment), { [reverseRoute]: reversed });
    await user.click(await screen.findByRole('button', { name: 'Reverse payment RCT-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse RCT-000001?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));
    expect(await within(dialog).findByText(messages.reversalReasonRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Why?' }), 'Recorded twice');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse payment' }));

    expect((await api.requested(reverseRoute)).body).toEqual({ reason: 'Recorded twice' });
    expect(await screen.findByText(messages.paymentReversed)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Payment RCT-000001' })).toHaveTextContent(
      'Reversed by Ada Obi on 06/03/2026',
    );
    expect(screen.queryByRole('button', { name: 'Reverse payment RCT-000001' })).not.toBeInTheDocument();
  });

  it('is not offered to an executive, who may still download the receipt', async () => {
    openAs(executiveProfile, partlyPaid());
    await screen.findByRole('listitem', { name: 'Payment RCT-000001' });
    await settled();
    expect(screen.getByRole('button', { name: 'Download receipt RCT-000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reverse payment RCT-000001' })).not.toBeInTheDocument();
    // Partly paid, it takes more payments but is no longer edited.
    expect(screen.getByRole('button', { name: 'Record payment' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });
});

describe('a credit note', () => {
  it('is issued by a manager with an amount and a reason, and listed with its number', async () => {
    const user = userEvent.setup();
    const creditRoute = `POST /api/invoice/credit-note/${pending.id}/`;
    const credited = anInvoice({
      amount_credited: 5000,
      balance: 67864.36,
      credit_notes: [
        {
          id: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
          credit_note_number: 'CRN-000001',
          amount: 5000,
          reason: 'Two seats were never used',
          issued_at: '2026-03-06T09:00:00.000Z',
          issued_by: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
        },
      ],
    });
    const { api } = openAs(managerProfile, pending, { [creditRoute]: credited });
    await user.click(await screen.findByRole('button', { name: 'Issue credit note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit invoice INV-000042' });
    const amount = within(dialog).getByRole('textbox', { name: 'Amount to credit (₦)' });
    expect(amount).toHaveValue('72,864.36');
    await user.clear(amount);
    await user.paste('5000');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));
    expect(await within(dialog).findByText(messages.creditReasonRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('Two seats were never used');
    await user.click(within(dialog).getByRole('button', { name: 'Issue credit note' }));

    expect((await api.requested(creditRoute)).body).toEqual({ amount: 5000, reason: 'Two seats were never used' });
    expect(await screen.findByText(messages.creditNoteIssued)).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Credit note CRN-000001' })).toHaveTextContent(
      'Two seats were never used · issued by Ada Obi',
    );
    const figures = screen.getByRole('table', { name: 'Invoice amounts' });
    expect(within(figures).getByRole('row', { name: /^Credited/ })).toHaveTextContent('-₦5,000.00');
    expect(within(figures).getByRole('row', { name: /^Balance due/ })).toHaveTextContent('₦67,864.36');
  });

  it('is not offered to an executive', async () => {
    openAs(executiveProfile, pending);
    await screen.findByRole('button', { name: 'Record payment' });
    await settled();
    expect(screen.queryByRole('button', { name: 'Issue credit note' })).not.toBeInTheDocument();
  });
});
