import {
  type DiscountType,
  type InvoicePlan,
  percentToBasisPoints,
  priceStoredLines,
  type StoredPricingInput,
  storedDiscount,
  storedTaxRate,
} from '@srm/contract';
import type { InvoiceRow, NewInvoiceRow } from '../../db/schema/index.js';

// An invoice's lines as a body gives them: a flat discount in naira, a percentage and the tax in percent.
export interface InvoiceLines {
  plan: InvoicePlan;
  number_of_months: number;
  number_of_employees: number;
  discount_type: DiscountType;
  discount_value: number;
  tax_rate: number;
  due_date: string;
}

// The lines as stored: the discount in kobo or basis points, the tax in basis points.
export type StoredLines = StoredPricingInput & { dueDate: string };

// A body's lines in the units stored: the one place its naira and percentages become kobo and basis points.
export function storedLinesOf(lines: InvoiceLines): StoredLines {
  return {
    plan: lines.plan,
    months: lines.number_of_months,
    employees: lines.number_of_employees,
    discountType: lines.discount_type,
    discountKoboOrBasisPoints: storedDiscount(lines.discount_type, lines.discount_value),
    taxBasisPoints: storedTaxRate(lines.tax_rate),
    dueDate: lines.due_date,
  };
}

// The lines of a stored invoice, with those a copy changes (the Duplicate modal's) taken from the body.
// A discount value is the number typed, so a copy changing only the type keeps that number: 10 (naira) becomes 10 %.
export function copiedLines(row: InvoiceRow, changes: Partial<InvoiceLines>): StoredLines {
  const discountType = changes.discount_type ?? row.discountType;
  return {
    plan: changes.plan ?? row.plan,
    months: changes.number_of_months ?? row.months,
    employees: changes.number_of_employees ?? row.employees,
    discountType,
    discountKoboOrBasisPoints:
      changes.discount_value === undefined
        ? row.discountKoboOrBasisPoints
        : storedDiscount(discountType, changes.discount_value),
    taxBasisPoints: changes.tax_rate === undefined ? row.taxBasisPoints : storedTaxRate(changes.tax_rate),
    dueDate: changes.due_date ?? row.dueDate,
  };
}

// A percentage discount is at most 100 %.
export const percentageAboveAHundred = (lines: StoredLines) =>
  lines.discountType === 'percentage' && lines.discountKoboOrBasisPoints > percentToBasisPoints(100);

// Stored lines and the figures the contract's pricing gives them, in kobo, as stored: the server prices
// every invoice itself (clients never send totals).
export function pricedStoredColumns(lines: StoredLines) {
  const price = priceStoredLines(lines);
  return {
    ...lines,
    extraEmployees: price.extraEmployees,
    fixedAmount: price.fixedAmount,
    employeeAmount: price.employeeAmount,
    subtotal: price.subtotal,
    discount: price.discount,
    beforeTax: price.beforeTax,
    vat: price.vat,
    total: price.total,
  } satisfies Partial<NewInvoiceRow>;
}

// A body's lines, priced, as stored.
export const pricedColumns = (lines: InvoiceLines) => pricedStoredColumns(storedLinesOf(lines));
