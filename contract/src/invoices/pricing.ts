import { nairaToKobo, percentOf, percentToBasisPoints } from './money.js';
import { type InvoicePlan, invoicePlans } from './plans.js';

export const discountTypes = ['percentage', 'flat'] as const;
export type DiscountType = (typeof discountTypes)[number];

// Spec part 2 §9: VAT 7.5 % unless the invoice says otherwise.
export const defaultTaxRate = 7.5;

// Spec part 2 §3 "Invoice draft (pricing helper input)". A flat discount is in
// naira, a percentage and the tax rate in percent.
export interface PricingInput {
  plan: InvoicePlan;
  months: number;
  employees: number;
  discountType: DiscountType;
  discountValue: number;
  taxRate: number;
}

// Every figure in kobo, as the invoice, its page and its PDF show them.
export interface InvoicePrice {
  // The employees beyond the plan's free users: those the variable line bills.
  extraEmployees: number;
  fixedAmount: number;
  employeeAmount: number;
  subtotal: number;
  discount: number;
  beforeTax: number;
  vat: number;
  total: number;
}

const wholeAtLeastZero = (value: number) => (Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0);

// Spec part 2 §9 "Formulae": the one pricing of an invoice, used by the preview
// in the browser and by the server, which stores its figures (clients never send totals).
export function priceInvoice(input: PricingInput): InvoicePrice {
  const plan = invoicePlans[input.plan];
  // Spec part 2 §5 "Amount calculation": months and employees are floored at 0.
  const months = wholeAtLeastZero(input.months);
  const employees = wholeAtLeastZero(input.employees);
  const extraEmployees = Math.max(employees - plan.freeUsers, 0);

  const fixedAmount = plan.monthlyFee * months;
  const employeeAmount = plan.perExtraUser * extraEmployees * months;
  const subtotal = fixedAmount + employeeAmount;
  // Spec part 2 §5: the discount is capped at the subtotal (and never below zero).
  const asked =
    input.discountType === 'percentage'
      ? percentOf(subtotal, percentToBasisPoints(Math.max(input.discountValue, 0)))
      : nairaToKobo(Math.max(input.discountValue, 0));
  const discount = Math.min(asked, subtotal);
  const beforeTax = subtotal - discount;
  const vat = percentOf(beforeTax, percentToBasisPoints(Math.max(input.taxRate, 0)));
  return { extraEmployees, fixedAmount, employeeAmount, subtotal, discount, beforeTax, vat, total: beforeTax + vat };
}
