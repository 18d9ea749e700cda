// Spec part 2 §9 "Plan pricing per month (NGN)", in kobo. The waiver is not in
// the spec's table: it costs nothing (docs/product.md#invoices).
export const invoicePlans = {
  elevate: { label: 'Elevate', monthlyFee: 888_800, perExtraUser: 44_400, freeUsers: 5 },
  prime_wave: { label: 'Prime Wave', monthlyFee: 1_888_800, perExtraUser: 88_800, freeUsers: 5 },
  pinnacle: { label: 'Pinnacle', monthlyFee: 3_555_500, perExtraUser: 155_500, freeUsers: 10 },
  waiver: { label: 'Waiver', monthlyFee: 0, perExtraUser: 0, freeUsers: 0 },
} as const;

export type InvoicePlan = keyof typeof invoicePlans;
export const invoicePlanCodes = Object.keys(invoicePlans) as [InvoicePlan, ...InvoicePlan[]];

// Spec part 2 §7 `GET /invoice/plans/`: the plan map, label to code.
export const invoicePlanMap: Record<string, InvoicePlan> = Object.fromEntries(
  invoicePlanCodes.map((code) => [invoicePlans[code].label, code]),
);

export const planLabel = (plan: InvoicePlan) => invoicePlans[plan].label;
