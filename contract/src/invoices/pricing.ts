import { type Kobo, kobo, nairaToKobo, percentOf, percentToBasisPoints } from './money.js';
import { type InvoicePlan, invoicePlans } from './plans.js';

export const discountTypes = ['percentage', 'flat'] as const;
export type DiscountType = (typeof discountTypes)[number];

// VAT 7.5 % unless the invoice says otherwise (docs/product.md#invoices).
export const defaultTaxRate = 7.5;

// What an invoice is priced from, as the form and the API take it: a flat
// discount in naira, a percentage and the tax rate in percent.
export interface PricingInput {
  plan: InvoicePlan;
  months: number;
  employees: number;
  discountType: DiscountType;
  discountValue: number;
  taxRate: number;
}

// The same lines as the server keeps them: the discount and the tax rate in hundredths of what is typed.
export interface StoredPricingInput {
  plan: InvoicePlan;
  months: number;
  employees: number;
  discountType: DiscountType;
  // Kobo for a flat discount, basis points for a percentage.
  discountKoboOrBasisPoints: number;
  taxBasisPoints: number;
}

// Every figure in kobo, as the invoice, its page and its PDF show them.
export interface InvoicePrice {
  // The employees beyond the plan's free users: those the variable line bills.
  extraEmployees: number;
  fixedAmount: Kobo;
  employeeAmount: Kobo;
  subtotal: Kobo;
  discount: Kobo;
  beforeTax: Kobo;
  vat: Kobo;
  total: Kobo;
}

const wholeAtLeastZero = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

// A discount or tax rate as typed, in the hundredths the server keeps: a negative one counts as none.
export function storedDiscount(discountType: DiscountType, discountValue: number) {
  const value = Math.max(discountValue, 0);
  return discountType === 'percentage' ? percentToBasisPoints(value) : nairaToKobo(value);
}
export const storedTaxRate = (taxRate: number) => percentToBasisPoints(Math.max(taxRate, 0));

// docs/product.md#invoices: the one pricing of an invoice, used by the preview
// in the browser and by the server, which stores its figures (clients never send totals).
export function priceInvoice(input: PricingInput): InvoicePrice {
  return priceStoredLines({
    plan: input.plan,
    months: input.months,
    employees: input.employees,
    discountType: input.discountType,
    discountKoboOrBasisPoints: storedDiscount(input.discountType, input.discountValue),
    taxBasisPoints: storedTaxRate(input.taxRate),
  });
}

// The same pricing of lines as the server keeps them, in integers only.
export function priceStoredLines(input: StoredPricingInput): InvoicePrice {
  const plan = invoicePlans[input.plan];
  // Months and employees are floored at 0.
  const months = wholeAtLeastZero(input.months);
  const employees = wholeAtLeastZero(input.employees);
  const extraEmployees = Math.max(employees - plan.freeUsers, 0);

  const fixedAmount = kobo(plan.monthlyFee * months);
  const employeeAmount = kobo(plan.perExtraUser * extraEmployees * months);
  const subtotal = kobo(fixedAmount + employeeAmount);
  // docs/product.md#invoices: the discount is capped at the subtotal (and never below zero).
  const hundredths = Math.max(input.discountKoboOrBasisPoints, 0);
  const asked = input.discountType === 'percentage' ? percentOf(subtotal, hundredths) : kobo(hundredths);
  const discount = kobo(Math.min(asked, subtotal));
  const beforeTax = kobo(subtotal - discount);
  const vat = percentOf(beforeTax, Math.max(input.taxBasisPoints, 0));
  return {
    extraEmployees,
    fixedAmount,
    employeeAmount,
    subtotal,
    discount,
    beforeTax,
    vat,
    total: kobo(beforeTax + vat),
  };
}
