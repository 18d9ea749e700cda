import { type DiscountType, type InvoicePlan, nairaToKobo, percentToBasisPoints, priceInvoice } from '@srm/contract';
import type { NewInvoiceRow } from '../../db/schema/index.js';

export interface InvoiceLines {
  plan: InvoicePlan;
  number_of_months: number;
  number_of_employees: number;
  discount_type: DiscountType;
  discount_value: number;
  tax_rate: number;
  due_date: string;
}

// An invoice's lines and the figures the contract's pricing gives them, as
// stored: the server prices every invoice itself (clients never send totals).
export function pricedColumns(lines: InvoiceLines) {
  const price = priceInvoice({
    plan: lines.plan,
    months: lines.number_of_months,
    employees: lines.number_of_employees,
    discountType: lines.discount_type,
    discountValue: lines.discount_value,
    taxRate: lines.tax_rate,
  });
  return {
    plan: lines.plan,
    months: lines.number_of_months,
    employees: lines.number_of_employees,
    discountType: lines.discount_type,
    discountHundredths:
      lines.discount_type === 'percentage'
        ? percentToBasisPoints(lines.discount_value)
        : nairaToKobo(lines.discount_value),
    taxBasisPoints: percentToBasisPoints(lines.tax_rate),
    dueDate: lines.due_date,
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

// The lines of a stored invoice, as a body would give them.
export function linesOf(row: {
  plan: InvoicePlan;
  months: number;
  employees: number;
  discountType: DiscountType;
  discountHundredths: number;
  taxBasisPoints: number;
  dueDate: string;
}): InvoiceLines {
  return {
    plan: row.plan,
    number_of_months: row.months,
    number_of_employees: row.employees,
    discount_type: row.discountType,
    discount_value: row.discountHundredths / 100,
    tax_rate: row.taxBasisPoints / 100,
    due_date: row.dueDate,
  };
}
