import { z } from 'zod';
import { listPageSize } from '../common/list-size.js';
import { messages } from '../common/messages.js';
import { largestPage, wholeNumberText } from '../common/numbers.js';
import { correctedSearch } from '../common/paging.js';
import { StaffReference } from '../stakeholders/stakeholder-records.js';
import { invoiceStatuses, invoiceStatusFilters } from './invoice-statuses.js';
import { atMostDecimals, jsonNumber, type NumberReader, numberFromText } from './number-readers.js';
import { InvoiceCreditNote, InvoicePayment } from './payments.js';
import { paystackOutcomes } from './paystack.js';
import { invoicePlanCodes } from './plans.js';
import { defaultTaxRate, discountTypes } from './pricing.js';

// create-invoice: save a draft, or save and send at once.
export const sendStatuses = ['draft', 'save_and_send'] as const;
export type SendStatus = (typeof sendStatuses)[number];

// An unsent duplicate shows 'DUP-' and the number it copies (docs/product.md#invoices).
export const duplicateNumberPrefix = 'DUP-';

// The edit form offers `percent`; it is the percentage discount.
const discountType = z
  .string({ error: messages.invoiceDiscountTypeInvalid })
  .transform((value) => (value.trim().toLowerCase() === 'percent' ? 'percentage' : value.trim().toLowerCase()))
  .pipe(z.enum(discountTypes, { error: messages.invoiceDiscountTypeInvalid }));

const customerTaxId = z
  .string()
  .trim()
  .max(40, messages.textTooLong)
  .nullish()
  .transform((value) => value || null);

// The lines of an invoice, as create, edit and duplicate take them. Totals are
// never sent: the server prices the invoice with the contract's priceInvoice.
const invoiceLinesReadBy = (number: NumberReader) => ({
  plan: z.enum(invoicePlanCodes, { error: messages.invoicePlanRequired }),
  number_of_months: number(messages.invoiceMonthsMin).pipe(
    z.number().int(messages.invoiceMonthsMin).min(1, messages.invoiceMonthsMin).max(120, messages.invoiceMonthsMax),
  ),
  number_of_employees: number(messages.invoiceEmployeesMin).pipe(
    z
      .number()
      .int(messages.invoiceEmployeesMin)
      .min(0, messages.invoiceEmployeesMin)
      .max(1_000_000, messages.numberOutOfRange),
  ),
  discount_type: discountType.default('percentage'),
  discount_value: number(messages.invoiceDiscountMin)
    .pipe(
      z
        .number()
        .min(0, messages.invoiceDiscountMin)
        .max(1_000_000_000, messages.numberOutOfRange)
        .refine(atMostDecimals(2), messages.invoiceHundredths),
    )
    .default(0),
  // Tax 0 to 100 in steps of 0.1.
  tax_rate: number(messages.invoiceTaxRange)
    .pipe(
      z
        .number()
        .min(0, messages.invoiceTaxRange)
        .max(100, messages.invoiceTaxRange)
        .refine(atMostDecimals(1), messages.invoiceTaxRange),
    )
    .default(defaultTaxRate),
  due_date: z.iso.date({ error: messages.invoiceDueDateRequired }),
});
const invoiceLines = invoiceLinesReadBy(jsonNumber);
const invoiceFormLines = invoiceLinesReadBy(numberFromText);

const percentageAtMostAHundred = <Body extends { discount_type?: string; discount_value?: number }>(body: Body) =>
  body.discount_type !== 'percentage' || (body.discount_value ?? 0) <= 100;
const percentageIssue = {
  message: messages.invoicePercentageMax,
  path: ['discount_value'],
  // Checked whenever the discount itself reads, so a form shows it beside the other fields' messages; never on
  // a body that is not an object at all (an issue with no path).
  when: ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some(({ path }) => !path?.length || path[0] === 'discount_type' || path[0] === 'discount_value'),
};

// create-invoice (an `invoice_number` sent with it is ignored:
// the server numbers an invoice when it is sent).
const invoiceOf = (lines: typeof invoiceLines) =>
  z
    .object({
      stakeholder: z.uuid({ error: messages.invoiceStakeholderRequired }),
      ...lines,
      customer_tax_id: customerTaxId,
      send_status: z.enum(sendStatuses, { error: messages.chooseFromList }).default('draft'),
    })
    .refine(percentageAtMostAHundred, percentageIssue);
export const CreateInvoiceBody = invoiceOf(invoiceLines).meta({ id: 'CreateInvoiceBody' });
export type CreateInvoiceBody = z.input<typeof CreateInvoiceBody>;
// The invoice form's fields as typed, read into CreateInvoiceBody's values.
export const CreateInvoiceForm = invoiceOf(invoiceFormLines);

// edit-invoice: the same fields. A draft edited with
// `save_and_send` is sent; a pending invoice stays sent, repriced.
export const EditInvoiceBody = CreateInvoiceBody;
export type EditInvoiceBody = CreateInvoiceBody;

// The Duplicate modal: the copy's lines, each defaulting to the original's.
const duplicateOf = (lines: typeof invoiceLines) =>
  z
    .object({
      plan: lines.plan.optional(),
      number_of_months: lines.number_of_months.optional(),
      number_of_employees: lines.number_of_employees.optional(),
      discount_type: discountType.optional(),
      discount_value: lines.discount_value.unwrap().optional(),
      tax_rate: lines.tax_rate.unwrap().optional(),
      due_date: lines.due_date.optional(),
    })
    .refine(percentageAtMostAHundred, percentageIssue);
export const DuplicateInvoiceBody = duplicateOf(invoiceLines).meta({ id: 'DuplicateInvoiceBody' });
// The Duplicate modal's fields as typed, read into DuplicateInvoiceBody's values.
export const DuplicateInvoiceForm = duplicateOf(invoiceFormLines);
export type DuplicateInvoiceBody = z.input<typeof DuplicateInvoiceBody>;

const naira = z.number().meta({ description: 'NGN, at most two decimals' });

export const InvoiceStakeholder = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string().nullable(),
    address: z.string().nullable(),
  })
  .meta({ id: 'InvoiceStakeholder' });

// What an invoice's list row shows.
export const InvoiceSummary = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    // The number it was sent with; an unsent duplicate's 'DUP-…'; else null.
    invoice_number: z.string().nullable(),
    payment_status: z.enum(invoiceStatuses),
    overdue: z.boolean(),
    stakeholder: InvoiceStakeholder,
    plan: z.enum(invoicePlanCodes),
    amount: naira,
    // What has been paid (payments less their reversals), credited (credit notes), and what is left.
    amount_paid: naira,
    amount_credited: naira,
    balance: naira,
    created_at: z.string(),
    sent_date: z.string().nullable(),
    due_date: z.string(),
    paid_date: z.string().nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

// An invoice (docs/product.md#invoices), with the figures of priceInvoice in NGN.
export const Invoice = InvoiceSummary.extend({
  send_status: z.enum(sendStatuses),
  plan_label: z.string(),
  number_of_months: z.number().int(),
  number_of_employees: z.number().int(),
  subscription_months: z.number().int(),
  subscription_employees: z.number().int(),
  extra_employees: z.number().int(),
  discount_type: z.enum(discountTypes),
  // Percent for a percentage discount, NGN for a flat one.
  discount_value: z.number(),
  tax_rate: z.number(),
  fixed_amount: naira,
  employee_amount: naira,
  subtotal: naira,
  discount_applied: naira,
  before_tax: naira,
  tax: naira,
  // The customer's TIN typed on the invoice; the one it prints is the record's when none is (until it is sent,
  // when the one printed is kept).
  customer_tax_id: z.string().nullable(),
  printed_customer_tax_id: z.string().nullable(),
  // The organisation as the invoice shows it (From).
  from: z.object({
    name: z.string(),
    address: z.string().nullable(),
    email: z.string(),
    tax_id: z.string().nullable(),
    registration_number: z.string().nullable(),
  }),
  // docs/product.md#invoices: where to pay, from the invoice settings as they are now (the default account first).
  how_to_pay: z.object({
    bank_accounts: z.array(z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() })),
    terms: z.string().nullable(),
  }),
  reminders: z.object({
    count: z.number().int(),
    last_sent_at: z.string().nullable(),
    next_at: z.string().nullable(),
  }),
  sent_by: StaffReference.nullable(),
  // NGN: the approval limit that applied to whoever sent it; null when none did.
  approval_limit: naira.nullable(),
  paid_by: StaffReference.nullable(),
  // docs/product.md#payments: the ledger, oldest first, and the credit notes that corrected it.
  payments: z.array(InvoicePayment),
  credit_notes: z.array(InvoiceCreditNote),
  cancelled_date: z.string().nullable(),
  cancelled_by: StaffReference.nullable(),
  duplicate_of: z.object({ id: z.uuid(), invoice_number: z.string().nullable() }).nullable(),
  updated_at: z.string(),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

// DELETE /api/invoice/delete-invoice/{id}: `status` is what the user saw and agreed to delete; when the
// invoice is no longer in it (a draft sent meanwhile), nothing is deleted (docs/product.md#invoices).
export const DeleteInvoiceQuery = z.object({
  status: z.enum(['draft', 'pending'], { error: messages.chooseFromList }).optional(),
});
export type DeleteInvoiceQuery = z.infer<typeof DeleteInvoiceQuery>;

// docs/product.md#invoices: how the history may be ordered, each key either way ('-' first: highest,
// latest, newest first): the request date (newest first unless asked), the invoice number (drafts, not yet
// numbered, last either way), the due date and the amount; ties by the invoice's id.
export const invoiceSorts = [
  '-created_at',
  'created_at',
  '-invoice_number',
  'invoice_number',
  '-due_date',
  'due_date',
  '-amount',
  'amount',
] as const;
export type InvoiceSort = (typeof invoiceSorts)[number];
export const defaultInvoiceSort: InvoiceSort = '-created_at';

// get-invoices/{page}/: paged from 0 (docs/product.md#api-conventions), under `invoices`.
export const InvoicePageParams = z.object({ page: wholeNumberText({ min: 0, max: largestPage }) });
export const InvoiceListQuery = z.object({
  page: wholeNumberText({ min: 0, max: largestPage }).default(0),
  page_size: wholeNumberText({ min: 1, max: 100 }).default(listPageSize),
  search: z.string().trim().max(200).optional(),
  status: z.enum(invoiceStatusFilters, { error: messages.chooseFromList }).optional(),
  sort: z.enum(invoiceSorts, { error: messages.chooseFromList }).default(defaultInvoiceSort),
});
export type InvoiceListQuery = z.input<typeof InvoiceListQuery>;
export const InvoicePage = z
  .object({
    invoices: z.array(InvoiceSummary),
    count: z.number().int(),
    count_capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
    corrected_search: correctedSearch,
  })
  .meta({ id: 'InvoicePage' });
export type InvoicePage = z.infer<typeof InvoicePage>;

// create-invoice: the id (and here the whole invoice).
export const InvoiceCreated = Invoice;

// GET /api/your-invoice/{token}/ (docs/product.md#invoices): a sent invoice as its stakeholder sees it, by the
// signed link in our emails: the invoice, what is left to pay, how to pay, and its PDF.
export const PublicInvoice = Invoice.pick({
  invoice_number: true,
  payment_status: true,
  overdue: true,
  sent_date: true,
  due_date: true,
  paid_date: true,
  plan_label: true,
  number_of_months: true,
  extra_employees: true,
  discount_type: true,
  discount_value: true,
  tax_rate: true,
  fixed_amount: true,
  employee_amount: true,
  subtotal: true,
  discount_applied: true,
  before_tax: true,
  tax: true,
  amount: true,
  amount_paid: true,
  amount_credited: true,
  balance: true,
  printed_customer_tax_id: true,
  from: true,
  how_to_pay: true,
})
  .extend({
    stakeholder_name: z.string(),
    // Whether 'Pay now' is offered: the organisation takes Paystack, and something is left to pay.
    pay_online: z.boolean(),
    // The payments standing (reversed ones are not shown), with their receipts' numbers.
    payments: z.array(InvoicePayment.pick({ amount: true, date: true, method: true, receipt_number: true })),
    credit_notes: z.array(
      InvoiceCreditNote.pick({ credit_note_number: true, amount: true, reason: true, issued_at: true }),
    ),
    // The PDF, by the same link.
    pdf_url: z.string(),
  })
  .meta({ id: 'PublicInvoice' });
export type PublicInvoice = z.infer<typeof PublicInvoice>;

// POST /api/your-invoice/{token}/paid/: what became of the payment Paystack's reference names (paid and recorded;
// not confirmed by Paystack yet; refused, as not what was asked), and the invoice as it now is.
export const PaystackReturn = z
  .object({ outcome: z.enum(paystackOutcomes), invoice: PublicInvoice })
  .meta({ id: 'PaystackReturn' });
export type PaystackReturn = z.infer<typeof PaystackReturn>;
