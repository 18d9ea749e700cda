import { kobo } from './money.js';

// The plans' prices per month (docs/product.md#invoices), in kobo. The waiver
// costs nothing.
export const invoicePlans = {
  elevate: { label: 'Elevate', monthlyFee: kobo(888_800), perExtraUser: kobo(44_400), freeUsers: 5 },
  prime_wave: { label: 'Prime Wave', monthlyFee: kobo(1_888_800), perExtraUser: kobo(88_800), freeUsers: 5 },
  pinnacle: { label: 'Pinnacle', monthlyFee: kobo(3_555_500), perExtraUser: kobo(155_500), freeUsers: 10 },
  waiver: { label: 'Waiver', monthlyFee: kobo(0), perExtraUser: kobo(0), freeUsers: 0 },
} as const;

export type InvoicePlan = keyof typeof invoicePlans;
export const invoicePlanCodes = Object.keys(invoicePlans) as [InvoicePlan, ...InvoicePlan[]];

// `GET /invoice/plans/`: the plan map, label to code.
export const invoicePlanMap: Record<string, InvoicePlan> = Object.fromEntries(
  invoicePlanCodes.map((code) => [invoicePlans[code].label, code]),
);

export const planLabel = (plan: InvoicePlan) => invoicePlans[plan].label;
