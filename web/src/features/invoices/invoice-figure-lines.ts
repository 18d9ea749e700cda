import {
  type DiscountType,
  formatNaira,
  type Invoice,
  type InvoicePrice,
  koboToNaira,
  type PricingInput,
  planLabel,
} from '@srm/contract';

// An invoice's lines and totals, amounts in naira as the API gives them: from a
// saved invoice, or from the contract's priceInvoice (in kobo) for the form's preview.
export interface InvoiceFiguresModel {
  planLabel: string;
  months: number;
  extraEmployees: number;
  discountType: DiscountType;
  discountValue: number;
  taxRate: number;
  fixedAmount: number;
  employeeAmount: number;
  subtotal: number;
  discount: number;
  beforeTax: number;
  vat: number;
  total: number;
  // A sent invoice's payments so far and what is left (docs/product.md#payments); none for a preview.
  amountPaid?: number;
  amountCredited?: number;
  balance?: number;
}

// The invoice fields its figures come from: a staff member's invoice, or the stakeholder's (PublicInvoice).
type PricedInvoice = Pick<
  Invoice,
  | 'plan_label'
  | 'number_of_months'
  | 'extra_employees'
  | 'discount_type'
  | 'discount_value'
  | 'tax_rate'
  | 'fixed_amount'
  | 'employee_amount'
  | 'subtotal'
  | 'discount_applied'
  | 'before_tax'
  | 'tax'
  | 'amount'
  | 'amount_paid'
  | 'amount_credited'
  | 'balance'
  | 'payment_status'
>;

export const figuresOfInvoice = (invoice: PricedInvoice): InvoiceFiguresModel => ({
  planLabel: invoice.plan_label,
  months: invoice.number_of_months,
  extraEmployees: invoice.extra_employees,
  discountType: invoice.discount_type,
  discountValue: invoice.discount_value,
  taxRate: invoice.tax_rate,
  fixedAmount: invoice.fixed_amount,
  employeeAmount: invoice.employee_amount,
  subtotal: invoice.subtotal,
  discount: invoice.discount_applied,
  beforeTax: invoice.before_tax,
  vat: invoice.tax,
  total: invoice.amount,
  amountPaid: invoice.amount_paid,
  amountCredited: invoice.amount_credited,
  // A cancelled invoice asks for nothing: no balance line.
  ...(invoice.payment_status !== 'cancelled' && { balance: invoice.balance }),
});

export const figuresOfPrice = (input: PricingInput, price: InvoicePrice): InvoiceFiguresModel => ({
  fixedAmount: koboToNaira(price.fixedAmount),
  employeeAmount: koboToNaira(price.employeeAmount),
  subtotal: koboToNaira(price.subtotal),
  discount: koboToNaira(price.discount),
  beforeTax: koboToNaira(price.beforeTax),
  vat: koboToNaira(price.vat),
  total: koboToNaira(price.total),
  extraEmployees: price.extraEmployees,
  planLabel: planLabel(input.plan),
  // As priceInvoice counts them (floored at 0).
  months: Math.max(0, Math.floor(input.months) || 0),
  discountType: input.discountType,
  discountValue: input.discountValue,
  taxRate: input.taxRate,
});

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export interface FigureLine {
  label: string;
  detail?: string;
  amount: string;
  strong?: boolean;
}

// The fixed-fee line (plan, months), the variable line (plan, employees), subtotal, discount with its type, before
// tax, VAT and total, in NGN, then what was paid and is left: what every view of an invoice's figures shows, however it draws them.
export function figureLines(figures: InvoiceFiguresModel): FigureLine[] {
  const months = counted(figures.months, 'month', 'months');
  const discountKind = figures.discountType === 'percentage' ? `${figures.discountValue}% of the subtotal` : 'Flat';
  return [
    { label: 'Fixed fee', detail: `${figures.planLabel} × ${months}`, amount: formatNaira(figures.fixedAmount) },
    {
      label: 'Employees',
      detail: `${figures.planLabel} × ${counted(figures.extraEmployees, 'extra employee', 'extra employees')} × ${months}`,
      amount: formatNaira(figures.employeeAmount),
    },
    { label: 'Subtotal', amount: formatNaira(figures.subtotal) },
    { label: 'Discount', detail: discountKind, amount: formatNaira(-figures.discount) },
    { label: 'Before tax', amount: formatNaira(figures.beforeTax) },
    { label: 'VAT', detail: `${figures.taxRate}%`, amount: formatNaira(figures.vat) },
    { label: 'Total', amount: formatNaira(figures.total), strong: true },
    // Paid or credited in part, what came, what was credited and what is left; settled, the badge says so.
    ...((figures.amountPaid || figures.amountCredited) && figures.balance
      ? [
          ...(figures.amountPaid ? [{ label: 'Paid so far', amount: formatNaira(-figures.amountPaid) }] : []),
          ...(figures.amountCredited ? [{ label: 'Credited', amount: formatNaira(-figures.amountCredited) }] : []),
          { label: 'Balance due', amount: formatNaira(figures.balance), strong: true },
        ]
      : []),
  ];
}
