import {
  addDays,
  type CreateInvoiceBody,
  CreateInvoiceForm,
  type DiscountType,
  defaultTaxRate,
  type Invoice,
  type InvoicePlan,
  lagosDay,
  type PricingInput,
  type SendStatus,
} from '@srm/contract';
import { fieldPathsOf } from '../../../lib/form-refusal';

// The fields an invoice form shows, where a refused value can be said: all but the customer, chosen before
// the form and shown as text.
export const invoiceFieldsOf = (values: InvoiceFormValues) =>
  fieldPathsOf(values).filter((path) => path !== 'stakeholder');

// The invoice form's fields as the inputs hold them (a number box cleared holds '').
export interface InvoiceFormValues {
  stakeholder: string;
  plan: InvoicePlan | null;
  number_of_months: number | string;
  number_of_employees: number | string;
  discount_type: DiscountType;
  discount_value: number | string;
  tax_rate: number | string;
  due_date: string;
  customer_tax_id: string;
}

// A new invoice falls due 30 days from today (a Lagos day), not on one fixed date.
export const defaultDueInDays = 30;

export const newInvoiceValues = (stakeholder: string): InvoiceFormValues => ({
  stakeholder,
  plan: null,
  number_of_months: 1,
  number_of_employees: 0,
  discount_type: 'percentage',
  discount_value: 0,
  tax_rate: defaultTaxRate,
  due_date: addDays(lagosDay(new Date()), defaultDueInDays),
  customer_tax_id: '',
});

export const valuesOfInvoice = (invoice: Invoice): InvoiceFormValues => ({
  stakeholder: invoice.stakeholder.id,
  plan: invoice.plan,
  number_of_months: invoice.number_of_months,
  number_of_employees: invoice.number_of_employees,
  discount_type: invoice.discount_type,
  discount_value: invoice.discount_value,
  tax_rate: invoice.tax_rate,
  due_date: invoice.due_date,
  customer_tax_id: invoice.customer_tax_id ?? '',
});

// What is sent: the lines and the send status, never totals (the server prices the invoice).
export const bodyOf = (values: InvoiceFormValues, send_status: SendStatus): CreateInvoiceBody =>
  CreateInvoiceForm.parse({ ...values, send_status });

const numberIn = (value: number | string) => (typeof value === 'number' ? value : Number(value) || 0);

// The preview's input, as far as the fields say; no plan, no preview.
export function pricingInputOf(values: InvoiceFormValues): PricingInput | null {
  if (!values.plan) return null;
  return {
    plan: values.plan,
    months: numberIn(values.number_of_months),
    employees: numberIn(values.number_of_employees),
    discountType: values.discount_type,
    discountValue: numberIn(values.discount_value),
    taxRate: numberIn(values.tax_rate),
  };
}
