import { Stack, Switch, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { messages, type StaffUser } from '@srm/contract';
import type { InvoiceSettingsValues } from './invoice-settings-values';
import { SettingsSection } from './settings-section';

type Form = UseFormReturnType<InvoiceSettingsValues>;

// Approval amounts accept digits only, or empty.
const limitInput = { inputMode: 'numeric' as const, leftSection: '₦', placeholder: 'No limit of their own' };

// docs/product.md#invoices: with approval on, an executive sends invoices
// up to their own limit, else the flat one; above it, a manager must send them.
export function ApprovalSection({ form, executives }: { form: Form; executives: StaffUser[] }) {
  return (
    <SettingsSection title="Approval" text="Invoices above an executive's limit must be sent by a manager.">
      <Switch
        label="Require approval above a limit"
        {...form.getInputProps('invoice_approval_enabled', { type: 'checkbox' })}
      />
      <TextInput
        label="Approval Limit"
        description="What an executive without a limit of their own may send, in naira"
        {...limitInput}
        placeholder="No limit"
        {...form.getInputProps('invoice_approval_limit_flat')}
      />
      <Stack gap="xs">
        <Text fw={600} size="sm">
          Limits per executive
        </Text>
        {executives.length === 0 ? (
          <Text size="sm" c="dimmed">
            {messages.noExecutivesFound}
          </Text>
        ) : (
          executives.map((executive) => (
            <TextInput
              key={executive.id}
              label={`${executive.first_name} ${executive.last_name}`}
              description={executive.email}
              {...limitInput}
              {...form.getInputProps(`executive_approval_amounts.${executive.id}`)}
            />
          ))
        )}
      </Stack>
    </SettingsSection>
  );
}
