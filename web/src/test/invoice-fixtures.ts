import {
  type DashboardByPlan,
  type DashboardGeneration,
  type DashboardMoney,
  type Invoice,
  type InvoicePage,
  type InvoiceSettings,
  type InvoiceSummary,
  listPageSize,
  type Profile,
  type StaffUser,
  type StakeholderPage,
  type StakeholderSummary,
} from '@srm/contract';
import { managerProfile } from './fixtures';

export const executiveProfile: Profile = {
  ...managerProfile,
  id: '8c7b6a59-4e3d-4c2b-9a1f-0e9d8c7b6a59',
  first_name: 'Kemi',
  last_name: 'Adeyemi',
  permission_type: 'executive',
  org_origin: false,
};
export const supportProfile: Profile = { ...managerProfile, permission_type: 'support', org_origin: false };

// Made in local time, so the table's local-time format is the same wherever tests run.
export const invoiceCreatedAt = new Date(2026, 2, 2, 9, 30).toISOString();

export const customer = {
  id: '3f1c2e7a-0b4d-4c55-9a51-3e0f6f1c9b01',
  name: 'Dangote Foods',
  email: 'orders@dangote.ng',
  address: '1 Marina, Lagos',
};

// Prime Wave, 3 months, 12 employees, 10 % off: priced as the contract's worked example.
export function anInvoice(fields: Partial<Invoice> = {}): Invoice {
  return {
    id: '6a1f0c3e-2b7d-4e8a-9c5f-1d2e3f4a5b6c',
    reference: 'REF-000007',
    invoice_number: 'INV-000042',
    payment_status: 'pending',
    overdue: false,
    stakeholder: customer,
    plan: 'prime_wave',
    plan_label: 'Prime Wave',
    amount: 72864.36,
    amount_paid: 0,
    amount_credited: 0,
    balance: 72864.36,
    created_at: invoiceCreatedAt,
    sent_date: invoiceCreatedAt,
    due_date: '2026-04-01',
    paid_date: null,
    send_status: 'save_and_send',
    number_of_months: 3,
    number_of_employees: 12,
    subscription_months: 3,
    subscription_employees: 12,
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
    customer_tax_id: null,
    printed_customer_tax_id: null,
    from: {
      name: 'Zenith Foods',
      address: '5 Broad Street, Lagos',
      email: 'hello@zenith.ng',
      tax_id: '12345678-0001',
      registration_number: 'RC 1234567',
    },
    how_to_pay: {
      bank_accounts: [{ bank_name: 'Zenith Bank', account_name: 'Zenith Foods Ltd', account_number: '1012345678' }],
      terms: 'Payment within 14 days.',
    },
    reminders: { count: 1, last_sent_at: invoiceCreatedAt, next_at: null },
    sent_by: { id: managerProfile.id, first_name: 'Ada', last_name: 'Obi' },
    approval_limit: null,
    paid_by: null,
    payments: [],
    credit_notes: [],
    cancelled_date: null,
    cancelled_by: null,
    duplicate_of: null,
    updated_at: invoiceCreatedAt,
    ...fields,
  };
}

export const aDraft = (fields: Partial<Invoice> = {}) =>
  anInvoice({
    invoice_number: null,
    payment_status: 'draft',
    send_status: 'draft',
    sent_date: null,
    sent_by: null,
    ...fields,
  });

export const summaryOf = ({
  id,
  reference,
  invoice_number,
  payment_status,
  overdue,
  stakeholder,
  plan,
  amount,
  amount_paid,
  amount_credited,
  balance,
  created_at,
  sent_date,
  due_date,
  paid_date,
}: Invoice): InvoiceSummary => ({
  id,
  reference,
  invoice_number,
  payment_status,
  overdue,
  stakeholder,
  plan,
  amount,
  amount_paid,
  amount_credited,
  balance,
  created_at,
  sent_date,
  due_date,
  paid_date,
});

export const invoicePageOf = (invoices: Invoice[], page = 0): InvoicePage => ({
  invoices: invoices.map(summaryOf),
  count: invoices.length,
  count_capped: false,
  page,
  page_size: listPageSize,
});

export const customerSummary: StakeholderSummary = {
  id: customer.id,
  type: 'new_customer',
  reference: 'STK-000001',
  name: customer.name,
  email: [customer.email, 'accounts@dangote.ng'],
  phone: ['8031234567'],
  sensitivity: 'confidential',
  tag_ids: [],
  last_activity_at: invoiceCreatedAt,
  created_at: invoiceCreatedAt,
};

export const stakeholderPageOf = (rows: StakeholderSummary[]): StakeholderPage => ({
  stakeholder_data: rows,
  count: rows.length,
  count_capped: false,
  page: 1,
  page_size: listPageSize,
});

export const executiveUser: StaffUser = {
  id: executiveProfile.id,
  first_name: 'Kemi',
  last_name: 'Adeyemi',
  email: 'kemi@zenith.ng',
  permission_type: 'executive',
  department_id: null,
  department_name: null,
  email_verified: true,
  image_url: null,
  org_origin: false,
};

export const invoiceSettings: InvoiceSettings = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  invoice_number_prefix: 'INV-',
  invoice_number_suffix: '',
  invoice_number_start: 1,
  invoice_number_digits: 6,
  invoice_approval_enabled: true,
  invoice_approval_limit_flat: 500000,
  cancel_invoice: true,
  executive_approval_amounts: {},
  invoice_cancellation_users: [],
  reminders_enabled: true,
  reminder_days_before_due: 3,
  remind_on_due_date: true,
  reminder_every_days: 7,
  reminder_max: 5,
  business_address: '5 Broad Street, Lagos',
  tax_id: null,
  registration_number: null,
  payment_terms: null,
  bank_accounts: [],
  next_invoice_number: 'INV-000043',
  receipt_number_prefix: 'RCT-',
  next_receipt_number: 'RCT-000008',
  credit_note_number_prefix: 'CRN-',
  next_credit_note_number: 'CRN-000002',
};

export const generation: DashboardGeneration = {
  period: { start: '2026-03-01', end: '2026-03-31' },
  by_count: { invoice_generated: 12, invoice_paid: 7, invoice_pending: 3, overdue_invoices: 2 },
  by_amount: { invoice_generated: 105000.5, invoice_paid: 8774.33, invoice_pending: 60000, overdue_invoices: 36226.17 },
};

export const money: DashboardMoney = {
  period: { start: '2026-03-01', end: '2026-03-31' },
  collected: { amount: 45200, payments: 3 },
  outstanding: { amount: 96226.17, invoices: 5 },
  ageing: [
    { band: 'not_yet_due', label: 'Not yet due', amount: 60000, invoices: 3 },
    { band: 'days_0_30', label: '0–30 days', amount: 26226.17, invoices: 1 },
    { band: 'days_31_60', label: '31–60 days', amount: 0, invoices: 0 },
    { band: 'days_61_90', label: '61–90 days', amount: 0, invoices: 0 },
    { band: 'over_90', label: 'Over 90 days', amount: 10000, invoices: 1 },
  ],
};

export const byPlan: DashboardByPlan = {
  period: { start: '2026-03-01', end: '2026-03-31' },
  details: [
    { plan: 'elevate', plan_label: 'Elevate', amount: 10986.5, count: 1 },
    { plan: 'prime_wave', plan_label: 'Prime Wave', amount: 72864.36, count: 4 },
    { plan: 'pinnacle', plan_label: 'Pinnacle', amount: 0, count: 0 },
    { plan: 'waiver', plan_label: 'Waiver', amount: 0, count: 0 },
  ],
};
