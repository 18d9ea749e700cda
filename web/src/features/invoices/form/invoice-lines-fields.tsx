import { NumberInput, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { invoicePlanCodes, planLabel } from '@srm/contract';
import { Select } from '../../../ui/form/select';
import type { InvoiceFormValues } from './invoice-form-values';

const planChoices = invoicePlanCodes.map((code) => ({ value: code, label: planLabel(code) }));
const discountChoices = [
  { value: 'percentage', label: 'Percentage' },
  { value: 'flat', label: 'Flat amount (₦)' },
];

// The lines of an invoice, shared by the
// invoice form and the Duplicate modal. One column at phone width.
export function InvoiceLinesFields({ form }: { form: UseFormReturnType<InvoiceFormValues> }) {
  const percentage = form.getValues().discount_type === 'percentage';
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select
        label="Plan"
        placeholder="Choose a plan"
        data={planChoices}
        allowDeselect={false}
        withAsterisk
        {...form.getInputProps('plan')}
      />
      <TextInput label="Due Date" type="date" withAsterisk {...form.getInputProps('due_date')} />
      <NumberInput
        label="Number of Months"
        min={1}
        max={120}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        {...form.getInputProps('number_of_months')}
      />
      <NumberInput
        label="Number of Employees"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        withAsterisk
        {...form.getInputProps('number_of_employees')}
      />
      <Select
        label="Discount Type"
        data={discountChoices}
        allowDeselect={false}
        {...form.getInputProps('discount_type')}
      />
      <NumberInput
        label={percentage ? 'Discount (%)' : 'Discount (₦)'}
        min={0}
        max={percentage ? 100 : undefined}
        // A percentage above 100 stays as typed and is refused with its message, never quietly made 100.
        clampBehavior="none"
        decimalScale={2}
        allowNegative={false}
        thousandSeparator={percentage ? undefined : ','}
        {...form.getInputProps('discount_value')}
      />
      <NumberInput
        label="Tax Rate (%)"
        min={0}
        max={100}
        step={0.1}
        decimalScale={1}
        allowNegative={false}
        {...form.getInputProps('tax_rate')}
      />
    </SimpleGrid>
  );
}
