import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { StaffUser } from '@srm/contract';
import { MultiSelect } from '../../../ui/form/select';
import type { InvoiceSettingsValues } from './invoice-settings-values';
import { SettingsSection } from './settings-section';

type Form = UseFormReturnType<InvoiceSettingsValues>;

// Decision 015: whether sent invoices may be cancelled, and which members of
// staff may beyond the roles that hold cancel_invoice.
export function CancellationSection({ form, staff }: { form: Form; staff: StaffUser[] }) {
  const choices = staff.map(({ id, first_name, last_name }) => ({ value: id, label: `${first_name} ${last_name}` }));
  return (
    <SettingsSection title="Cancellation">
      <Switch label="Allow cancelling sent invoices" {...form.getInputProps('cancel_invoice', { type: 'checkbox' })} />
      <MultiSelect
        label="Staff Who May Cancel Invoices"
        description="Besides managers and executives"
        placeholder="Choose members of staff"
        data={choices}
        searchable
        clearable
        {...form.getInputProps('invoice_cancellation_users')}
      />
    </SettingsSection>
  );
}

// The automatic reminders of a pending invoice; an empty box means none at that point.
export function RemindersSection({ form }: { form: Form }) {
  const whole = { allowDecimal: false, allowNegative: false, min: 0 };
  return (
    <SettingsSection title="Reminders" text="E-mails that remind the customer of a pending invoice.">
      <Switch label="Send automatic reminders" {...form.getInputProps('reminders_enabled', { type: 'checkbox' })} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NumberInput
          label="Days Before the Due Date"
          description="Empty: no reminder before it"
          max={60}
          {...whole}
          {...form.getInputProps('reminder_days_before_due')}
        />
        <NumberInput
          label="Every N Days After the Due Date"
          description="Empty: none after it"
          max={90}
          {...whole}
          min={1}
          {...form.getInputProps('reminder_every_days')}
        />
        <NumberInput
          label="Reminders at Most"
          description="Per invoice, by hand or automatic"
          max={50}
          {...whole}
          {...form.getInputProps('reminder_max')}
        />
      </SimpleGrid>
      <Switch label="Remind on the due date" {...form.getInputProps('remind_on_due_date', { type: 'checkbox' })} />
    </SettingsSection>
  );
}
