import { Table, Text } from '@mantine/core';
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
}

export const figuresOfInvoice = (invoice: Invoice): InvoiceFiguresModel => ({
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

function Line({ label, detail, amount, strong }: { label: string; detail?: string; amount: string; strong?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={strong ? 700 : 500}>
        {label}
        {detail && (
          <Text span display="block" size="xs" c="dimmed" fw={400}>
            {detail}
          </Text>
        )}
      </Table.Th>
      <Table.Td ta="right" fw={strong ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Table.Td>
    </Table.Tr>
  );
}

// The fixed-fee line (plan, months), the variable line (plan,
// employees), subtotal, discount with its type, before tax, VAT and total, in NGN.
export function InvoiceFigures({ figures, label }: { figures: InvoiceFiguresModel; label: string }) {
  const months = counted(figures.months, 'month', 'months');
  const discountKind = figures.discountType === 'percentage' ? `${figures.discountValue}% of the subtotal` : 'Flat';
  return (
    <Table aria-label={label} verticalSpacing="xs">
      <Table.Tbody>
        <Line label="Fixed fee" detail={`${figures.planLabel} × ${months}`} amount={formatNaira(figures.fixedAmount)} />
        <Line
          label="Employees"
          detail={`${figures.planLabel} × ${counted(figures.extraEmployees, 'extra employee', 'extra employees')} × ${months}`}
          amount={formatNaira(figures.employeeAmount)}
        />
        <Line label="Subtotal" amount={formatNaira(figures.subtotal)} />
        <Line label="Discount" detail={discountKind} amount={formatNaira(-figures.discount)} />
        <Line label="Before tax" amount={formatNaira(figures.beforeTax)} />
        <Line label="VAT" detail={`${figures.taxRate}%`} amount={formatNaira(figures.vat)} />
        <Line label="Total" amount={formatNaira(figures.total)} strong />
      </Table.Tbody>
    </Table>
  );
}
