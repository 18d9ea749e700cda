import { type PublicInvoice, publicMessages, publicPaymentMessages } from '@srm/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, type RouteHandler } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { routes } from './routes';

beforeAll(() => import('../../features/invoices/public/public-invoice-page'), 60_000);

const token = '8b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e.1900000000.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const invoiceRoute = `GET /api/your-invoice/${token}/`;

const invoice: PublicInvoice = {
  invoice_number: 'INV-000042',
  payment_status: 'pending',
  overdue: false,
  sent_date: '2026-03-02T08:30:00.000Z',
  due_date: '2026-04-01',
  paid_date: null,
  plan_label: 'Prime Wave',
  number_of_months: 3,
  extra_employees: 7,
  discount_type: 'percentage',
  discount_value: 10,
  tax_rate: 7.5,
  fixed_amount: 56664,
  employee_amount: 18648,
  subtotal: 75312,
  discount_applied: 7531.2,
  before_tax: 67780.8,
  tax: 5083.56,
  amount: 72864.36,
  amount_paid: 0,
  amount_credited: 0,
  balance: 72864.36,
  printed_customer_tax_id: '98765432-0001',
  from: {
    name: 'Zenith Foods',
    address: '5 Broad Street, Lagos',
    email: 'hello@zenith.ng',
    tax_id: '12345678-0001',
    registration_number: 'RC 1234567',
  },
  how_to_pay: {
    bank_accounts: [{ bank_name: 'GTBank', account_name: 'Zenith Foods Ltd', account_number: '0123456789' }],
    terms: 'Payment within 14 days.',
  },
  stakeholder_name: 'Adaeze Nwosu',
  pay_online: false,
  payments: [],
  credit_notes: [],
  pdf_url: `/api/your-invoice/${token}/pdf/`,
};

function openInvoicePage(extra: Record<string, RouteHandler> = {}) {
  const api = mockApi({ [invoiceRoute]: invoice, ...extra });
  return { api, ...renderRoutes(routes, `/your-invoice/${token}`) };
}

describe("A stakeholder's invoice page", () => {
  it('shows a partly paid invoice with what is left, and each payment with its receipt', async () => {
    openInvoicePage({
      [invoiceRoute]: {
        ...invoice,
        payment_status: 'partially_paid',
        amount_paid: 20000,
        balance: 52864.36,
        payments: [{ amount: 20000, date: '2026-03-10', method: 'bank_transfer', receipt_number: 'RCT-000004' }],
      },
    });
    expect(await screen.findByText('Left to pay by 01/04/2026')).toBeInTheDocument();
    expect(screen.getByText('₦52,864.36', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText('10/03/2026: ₦20,000.00 by bank transfer, receipt RCT-000004')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Invoice amounts' });
    expect(within(figures).getByRole('row', { name: /^Paid so far/ })).toHaveTextContent('-₦20,000.00');
  });

  it("offers Pay now where the organisation takes Paystack, and sends the stakeholder to Paystack's page", async () => {
    const user = userEvent.setup();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { api } = openInvoicePage({
      [invoiceRoute]: { ...invoice, pay_online: true },
      [`POST /api/your-invoice/${token}/pay/`]: { authorization_url: 'https://checkout.paystack.com/abc123' },
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    await api.requested(`POST /api/your-invoice/${token}/pay/`);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/abc123'));
    vi.unstubAllGlobals();
  });

  it('back from Paystack, has the payment checked and says it is received, the invoice paid', async () => {
    window.history.replaceState(null, '', `/your-invoice/${token}?trxref=srm-1&reference=srm-1`);
    const paid = { ...invoice, payment_status: 'paid' as const, amount_paid: invoice.amount, balance: 0 };
    const api = mockApi({
      [invoiceRoute]: invoice,
      [`POST /api/your-invoice/${token}/paid/`]: { outcome: 'paid', invoice: paid },
    });
    renderRoutes(routes, `/your-invoice/${token}?trxref=srm-1&reference=srm-1`);
    expect((await api.requested(`POST /api/your-invoice/${token}/paid/`)).body).toEqual({ reference: 'srm-1' });
    expect(await screen.findByText(publicPaymentMessages.paymentConfirmed)).toBeInTheDocument();
    expect(await screen.findByText(/^Paid/, { selector: 'p' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('shows what is owed and by when, how to pay, the invoice and its PDF, without signing in', async () => {
    openInvoicePage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-000042' })).toBeInTheDocument();
    expect(screen.getByText('Zenith Foods · Your invoice')).toBeInTheDocument();
    expect(screen.getByText('₦72,864.36', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('To pay by 01/04/2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to pay' })).toBeInTheDocument();
    expect(screen.getByText('GTBank, Zenith Foods Ltd, account number 0123456789')).toBeInTheDocument();
    expect(screen.getByText('RC/BN: RC 1234567')).toBeInTheDocument();
    expect(screen.getByText('TIN: 98765432-0001')).toBeInTheDocument();
    const figures = screen.getByRole('table', { name: 'Invoice amounts' });
    expect(within(figures).getByRole('row', { name: /^Total/ })).toHaveTextContent('₦72,864.36');
    expect(screen.getByRole('link', { name: 'Download the PDF' })).toHaveAttribute('href', invoice.pdf_url);
    expect(document.title).toBe('Invoice INV-000042 · Zenith Foods');
  });

  it('says a paid invoice is paid, and no longer how to pay it', async () => {
    openInvoicePage({
      [invoiceRoute]: {
        ...invoice,
        payment_status: 'paid',
        paid_date: '2026-03-11T09:00:00.000Z',
        amount_paid: invoice.amount,
        balance: 0,
        payments: [
          { amount: invoice.amount, date: '2026-03-10', method: 'bank_transfer', receipt_number: 'RCT-000001' },
        ],
      },
    });
    expect(await screen.findByText(/^Paid on 10\/03\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'How to pay' })).not.toBeInTheDocument();
  });

  it('says so when the link is not valid, or has expired', async () => {
    const { unmount } = openInvoicePage({
      [invoiceRoute]: jsonResponse(404, { detail: publicMessages.invoiceLinkInvalid, errors: {} }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice not found' })).toBeInTheDocument();
    expect(screen.getByText(publicMessages.invoiceLinkInvalid)).toBeInTheDocument();
    unmount();

    openInvoicePage({ [invoiceRoute]: jsonResponse(410, { detail: publicMessages.invoiceLinkExpired, errors: {} }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Link expired' })).toBeInTheDocument();
    expect(screen.getByText(publicMessages.invoiceLinkExpired)).toBeInTheDocument();
  });
});
