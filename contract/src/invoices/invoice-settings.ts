import { z } from 'zod';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';

export interface InvoiceNumbering {
  invoice_number_prefix: string;
  invoice_number_suffix: string;
  invoice_number_digits: number;
}

// docs/product.md#invoices: prefix + zero-padded sequence + suffix, e.g. INV-000042.
export function formatInvoiceNumber(numbering: InvoiceNumbering, sequence: number) {
  const { invoice_number_prefix: prefix, invoice_number_suffix: suffix, invoice_number_digits: digits } = numbering;
  return `${prefix}${String(sequence).padStart(digits, '0')}${suffix}`;
}

const numberPart = z
  .string()
  .trim()
  .max(20, messages.textTooLong)
  .regex(/^[A-Za-z0-9/_.-]*$/, messages.invoiceNumberCharacters);

// Approval amounts are whole naira, or none (null: no limit of their own). The
// settings form reads its boxes' digits into these (docs/product.md#api-conventions: numbers, never text).
const approvalLimit = z
  .number({ error: messages.approvalLimitDigits })
  .int(messages.approvalLimitDigits)
  .min(0, messages.approvalLimitDigits)
  .max(1_000_000_000_000, messages.numberOutOfRange)
  .nullable();

const days = (max: number) =>
  z.number().int(messages.numberOutOfRange).min(0, messages.numberOutOfRange).max(max, messages.numberOutOfRange);

// docs/product.md#invoices: an account a customer pays into, printed on every invoice, the default first.
export const BankAccount = z
  .object({
    bank_name: requiredText(messages.bankNameRequired, 100),
    account_name: requiredText(messages.accountNameRequired, 100),
    // NUBAN: every Nigerian bank account number has ten digits (written in groups as often as not).
    account_number: z
      .string({ error: messages.accountNumberDigits })
      .transform((text) => text.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{10}$/, messages.accountNumberDigits)),
    is_default: z.boolean(),
  })
  .meta({ id: 'BankAccount' });
export type BankAccount = z.infer<typeof BankAccount>;

export const bankAccountsMax = 5;

// The CAC's number of a company (RC), a business name (BN) or incorporated trustees (IT), as written on invoices.
const registrationNumber = z
  .string()
  .trim()
  .max(20, messages.textTooLong)
  .transform((text) => text.toUpperCase().replace(/^(RC|BN|IT)[\s-]*/, '$1 '))
  .pipe(z.string().regex(/^(RC|BN|IT) \d{1,8}$/, messages.registrationNumberFormat));

// The invoice settings (docs/product.md#invoices), plus where numbering starts and how wide
// it is, who may cancel, the automatic reminders and what the invoice's From shows.
export const invoiceSettingsShape = {
  invoice_number_prefix: numberPart,
  invoice_number_suffix: numberPart,
  invoice_number_start: z
    .number()
    .int(messages.numberOutOfRange)
    .min(1, messages.numberOutOfRange)
    .max(1_000_000_000, messages.numberOutOfRange),
  invoice_number_digits: z
    .number()
    .int(messages.numberOutOfRange)
    .min(1, messages.numberOutOfRange)
    .max(12, messages.numberOutOfRange),
  // docs/product.md#payments: what every receipt's number starts with (RCT-000001).
  receipt_number_prefix: numberPart,
  credit_note_number_prefix: numberPart,
  invoice_approval_enabled: z.boolean(),
  // NGN: what an executive without a limit of their own may send.
  invoice_approval_limit_flat: approvalLimit,
  // Whether sent invoices may be cancelled at all (decision 015).
  cancel_invoice: z.boolean(),
  // Executive's user id → their own limit in NGN (null: the flat limit applies).
  executive_approval_amounts: z.record(z.uuid(), approvalLimit),
  // Staff who may cancel invoices beyond those whose role may (cancel_invoice).
  invoice_cancellation_users: z.array(z.uuid()).max(500, messages.tooManyItems),
  reminders_enabled: z.boolean(),
  // Days before the due date of the first automatic reminder (null: none before).
  reminder_days_before_due: days(60).nullable(),
  remind_on_due_date: z.boolean(),
  // Days between reminders once the due date has passed (null: none after).
  reminder_every_days: days(90).pipe(z.number().min(1, messages.numberOutOfRange)).nullable(),
  // Reminders per invoice at most, sent by hand or automatically.
  reminder_max: days(50),
  business_address: z.string().trim().max(500, messages.textTooLong).nullable(),
  tax_id: z.string().trim().max(40, messages.textTooLong).nullable(),
  // How to pay, on every invoice, its email and reminders: the accounts (one the default), the CAC number beside
  // the TIN, and the terms in the organisation's words.
  registration_number: registrationNumber.nullable(),
  payment_terms: z.string().trim().max(1000, messages.textTooLong).nullable(),
  bank_accounts: z
    .array(BankAccount)
    .max(bankAccountsMax, messages.tooManyItems)
    .refine(
      (accounts) => accounts.length === 0 || accounts.filter((account) => account.is_default).length === 1,
      messages.oneDefaultBankAccount,
    ),
};

export const InvoiceSettings = z
  .object({
    id: z.uuid(),
    ...invoiceSettingsShape,
    invoice_approval_limit_flat: z.number().nullable(),
    executive_approval_amounts: z.record(z.uuid(), z.number().nullable()),
    registration_number: z.string().nullable(),
    // As kept: the answer carries no transform of the request's checks.
    bank_accounts: z.array(
      z.object({
        bank_name: z.string(),
        account_name: z.string(),
        account_number: z.string(),
        is_default: z.boolean(),
      }),
    ),
    // The number the next sent invoice will take, and the next receipt.
    next_invoice_number: z.string(),
    next_receipt_number: z.string(),
    next_credit_note_number: z.string(),
  })
  .meta({ id: 'InvoiceSettings' });
export type InvoiceSettings = z.infer<typeof InvoiceSettings>;

// POST invoice-settings: any of the fields; those left out keep their value.
export const InvoiceSettingsBody = z.object(invoiceSettingsShape).partial().meta({ id: 'InvoiceSettingsBody' });
export type InvoiceSettingsBody = z.input<typeof InvoiceSettingsBody>;

// assign-invoice-settings: one executive's limit in NGN, or null for the flat limit.
export const AssignInvoiceSettingsBody = z
  .object({ approval_limit: approvalLimit })
  .meta({ id: 'AssignInvoiceSettingsBody' });
export type AssignInvoiceSettingsBody = z.input<typeof AssignInvoiceSettingsBody>;

export const defaultInvoiceSettings = {
  invoice_number_prefix: 'INV-',
  invoice_number_suffix: '',
  invoice_number_start: 1,
  invoice_number_digits: 6,
  receipt_number_prefix: 'RCT-',
  credit_note_number_prefix: 'CRN-',
  invoice_approval_enabled: false,
  invoice_approval_limit_flat: null,
  cancel_invoice: true,
  reminders_enabled: true,
  reminder_days_before_due: 3,
  remind_on_due_date: true,
  reminder_every_days: 7,
  reminder_max: 5,
  business_address: null,
  tax_id: null,
  registration_number: null,
  payment_terms: null,
  bank_accounts: [],
} as const;
