import {
  type BankAccount,
  formatInvoiceNumber,
  formatReceiptNumber,
  type InvoiceSettings,
  InvoiceSettingsBody,
  invoiceSettingsShape,
  messages,
  type StaffUser,
} from '@srm/contract';
import { z } from 'zod';

// The settings' fields as the inputs hold them: limits as typed text, a number box cleared as ''.
export interface InvoiceSettingsValues {
  invoice_number_prefix: string;
  invoice_number_suffix: string;
  invoice_number_start: number | string;
  invoice_number_digits: number | string;
  receipt_number_prefix: string;
  credit_note_number_prefix: string;
  business_address: string;
  tax_id: string;
  registration_number: string;
  payment_terms: string;
  bank_accounts: BankAccount[];
  invoice_approval_enabled: boolean;
  invoice_approval_limit_flat: string;
  executive_approval_amounts: Record<string, string>;
  cancel_invoice: boolean;
  invoice_cancellation_users: string[];
  reminders_enabled: boolean;
  reminder_days_before_due: number | string;
  remind_on_due_date: boolean;
  reminder_every_days: number | string;
  reminder_max: number | string;
}

const blankIsNull = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);

// Approval amounts accept digits only, or empty. Checked as
// typed text here: the contract's own check (a union of number and text) names
// only a generic 'valid value' when the text has other characters.
const limitText = z
  .string()
  .trim()
  .regex(/^\d{0,13}$/, messages.approvalLimitDigits)
  .transform((digits) => (digits === '' ? null : Number(digits)));

// The contract's body, where an empty box means 'none' (no reminder before the
// due date, no address) rather than a wrong value.
export const InvoiceSettingsForm = InvoiceSettingsBody.extend({
  invoice_approval_limit_flat: limitText,
  executive_approval_amounts: z.record(z.string(), limitText),
  reminder_days_before_due: blankIsNull(invoiceSettingsShape.reminder_days_before_due),
  reminder_every_days: blankIsNull(invoiceSettingsShape.reminder_every_days),
  business_address: blankIsNull(invoiceSettingsShape.business_address),
  tax_id: blankIsNull(invoiceSettingsShape.tax_id),
  registration_number: blankIsNull(invoiceSettingsShape.registration_number),
  payment_terms: blankIsNull(invoiceSettingsShape.payment_terms),
});

const text = (value: number | null) => (value === null ? '' : String(value));

// Every executive has a limit box, empty when the flat limit applies to them.
export function valuesOfSettings(settings: InvoiceSettings, executives: StaffUser[]): InvoiceSettingsValues {
  return {
    invoice_number_prefix: settings.invoice_number_prefix,
    invoice_number_suffix: settings.invoice_number_suffix,
    invoice_number_start: settings.invoice_number_start,
    invoice_number_digits: settings.invoice_number_digits,
    receipt_number_prefix: settings.receipt_number_prefix,
    credit_note_number_prefix: settings.credit_note_number_prefix,
    business_address: settings.business_address ?? '',
    tax_id: settings.tax_id ?? '',
    registration_number: settings.registration_number ?? '',
    payment_terms: settings.payment_terms ?? '',
    bank_accounts: settings.bank_accounts,
    invoice_approval_enabled: settings.invoice_approval_enabled,
    invoice_approval_limit_flat: text(settings.invoice_approval_limit_flat),
    executive_approval_amounts: Object.fromEntries(
      executives.map(({ id }) => [id, text(settings.executive_approval_amounts[id] ?? null)]),
    ),
    cancel_invoice: settings.cancel_invoice,
    invoice_cancellation_users: settings.invoice_cancellation_users,
    reminders_enabled: settings.reminders_enabled,
    reminder_days_before_due: settings.reminder_days_before_due ?? '',
    remind_on_due_date: settings.remind_on_due_date,
    reminder_every_days: settings.reminder_every_days ?? '',
    reminder_max: settings.reminder_max,
  };
}

// The form's answer read by the contract's body: limits as numbers, or null (the API takes no text).
export const bodyOfSettings = (values: InvoiceSettingsValues) =>
  InvoiceSettingsBody.parse(InvoiceSettingsForm.parse(values));

// The sequence the server's next number carries (INV-000043 → 43).
function nextSequence(settings: InvoiceSettings) {
  const { next_invoice_number: next, invoice_number_prefix: prefix, invoice_number_suffix: suffix } = settings;
  const middle =
    next.startsWith(prefix) && next.endsWith(suffix) ? next.slice(prefix.length, next.length - suffix.length) : '';
  return /^\d+$/.test(middle) ? Number(middle) : settings.invoice_number_start;
}

// The next invoice's number as the numbering on screen would make it: the
// server's own while nothing changed, else the same sequence (or the new start)
// in the new format. Null while the numbers typed are not valid.
export function nextNumberExample(settings: InvoiceSettings, values: InvoiceSettingsValues): string | null {
  const parsed = z
    .object({
      invoice_number_prefix: invoiceSettingsShape.invoice_number_prefix,
      invoice_number_suffix: invoiceSettingsShape.invoice_number_suffix,
      invoice_number_start: invoiceSettingsShape.invoice_number_start,
      invoice_number_digits: invoiceSettingsShape.invoice_number_digits,
    })
    .safeParse(values);
  if (!parsed.success) return null;
  const numbering = parsed.data;
  const unchanged =
    numbering.invoice_number_prefix === settings.invoice_number_prefix &&
    numbering.invoice_number_suffix === settings.invoice_number_suffix &&
    numbering.invoice_number_digits === settings.invoice_number_digits &&
    numbering.invoice_number_start === settings.invoice_number_start;
  if (unchanged) return settings.next_invoice_number;
  // Numbers already given are never given again: a new start counts only past them.
  const current = nextSequence(settings);
  const nothingNumberedYet = current === settings.invoice_number_start;
  const sequence = nothingNumberedYet
    ? numbering.invoice_number_start
    : Math.max(numbering.invoice_number_start, current);
  return formatInvoiceNumber(numbering, sequence);
}

// The next receipt's or credit note's number with the prefix on screen: the server's sequence in it
// (docs/product.md#payments). Null while the prefix typed is not valid.
export function nextDocumentNumberExample(
  settings: InvoiceSettings,
  values: InvoiceSettingsValues,
  document: 'receipt' | 'credit_note',
): string | null {
  const prefix = invoiceSettingsShape[`${document}_number_prefix`].safeParse(values[`${document}_number_prefix`]);
  if (!prefix.success) return null;
  const next = settings[`next_${document}_number`];
  const sequence = Number(next.slice(settings[`${document}_number_prefix`].length));
  return formatReceiptNumber(prefix.data, sequence);
}
