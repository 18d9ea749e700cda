import { z } from 'zod';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';
import { StaffReference } from '../stakeholders/stakeholder-records.js';
import { defaultInvoiceSettings } from './invoice-settings.js';
import { atMostDecimals, jsonNumber, type NumberReader, numberFromText } from './number-readers.js';
import { paymentMethods } from './payment-methods.js';

// Every receipt's number: the settings' prefix, then six digits of the organisation's own sequence.
export const defaultReceiptPrefix = defaultInvoiceSettings.receipt_number_prefix;
export const receiptNumberDigits = 6;
export const formatReceiptNumber = (prefix: string, sequence: number) =>
  `${prefix}${String(sequence).padStart(receiptNumberDigits, '0')}`;
// Credit notes' numbers are made the same way, in a sequence of their own.
export const formatCreditNoteNumber = formatReceiptNumber;

// Every credit note's number, in a sequence of its own: CRN-000001.
export const defaultCreditNotePrefix = defaultInvoiceSettings.credit_note_number_prefix;

// POST /api/invoice/record-payment/{id}/: what came in, in NGN, on which day, how, and the bank's or
// teller's reference. The Record payment form reads its boxes' text into the same values.
const paymentOf = (number: NumberReader) =>
  z.object({
    amount: number(messages.paymentAmountRequired).pipe(
      z
        .number()
        .gt(0, messages.paymentAmountPositive)
        .max(1_000_000_000_000, messages.numberOutOfRange)
        .refine(atMostDecimals(2), messages.invoiceHundredths),
    ),
    date: z.iso.date({ error: messages.paymentDateRequired }),
    method: z.enum(paymentMethods, { error: messages.paymentMethodRequired }),
    reference: z
      .string()
      .trim()
      .max(100, messages.textTooLong)
      .nullish()
      .transform((value) => value || null),
  });
export const RecordPaymentBody = paymentOf(jsonNumber).meta({ id: 'RecordPaymentBody' });
export type RecordPaymentBody = z.input<typeof RecordPaymentBody>;
export const RecordPaymentForm = paymentOf(numberFromText);

// POST /api/invoice/reverse-payment/{payment_id}/: a payment recorded by mistake is reversed, never deleted.
export const ReversePaymentBody = z
  .object({ reason: requiredText(messages.reversalReasonRequired, 500) })
  .meta({ id: 'ReversePaymentBody' });
export type ReversePaymentBody = z.input<typeof ReversePaymentBody>;

// One payment in an invoice's ledger, with its receipt, and its reversal once reversed.
export const InvoicePayment = z
  .object({
    id: z.uuid(),
    // NGN.
    amount: z.number(),
    // The day it was paid, as the payer's bank or the teller dated it.
    date: z.string(),
    method: z.enum(paymentMethods),
    reference: z.string().nullable(),
    receipt_number: z.string(),
    recorded_at: z.string(),
    // Null when Paystack told us of it (or the member who recorded it has left).
    recorded_by: StaffReference.nullable(),
    reversal: z
      .object({ reversed_at: z.string(), reversed_by: StaffReference.nullable(), reason: z.string() })
      .nullable(),
  })
  .meta({ id: 'InvoicePayment' });
export type InvoicePayment = z.infer<typeof InvoicePayment>;

// POST /api/invoice/credit-note/{id}/ (docs/product.md#payments): what a sent invoice no longer asks for, and why.
// The Credit note form reads its amount box's text into the same values.
const creditOf = (number: NumberReader) =>
  z.object({
    amount: number(messages.paymentAmountRequired).pipe(
      z
        .number()
        .gt(0, messages.paymentAmountPositive)
        .max(1_000_000_000_000, messages.numberOutOfRange)
        .refine(atMostDecimals(2), messages.invoiceHundredths),
    ),
    reason: requiredText(messages.creditReasonRequired, 500),
  });
export const CreditNoteBody = creditOf(jsonNumber).meta({ id: 'CreditNoteBody' });
export type CreditNoteBody = z.input<typeof CreditNoteBody>;
export const CreditNoteForm = creditOf(numberFromText);

export const InvoiceCreditNote = z
  .object({
    id: z.uuid(),
    credit_note_number: z.string(),
    // NGN.
    amount: z.number(),
    reason: z.string(),
    issued_at: z.string(),
    issued_by: StaffReference.nullable(),
  })
  .meta({ id: 'InvoiceCreditNote' });
export type InvoiceCreditNote = z.infer<typeof InvoiceCreditNote>;
