import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { bankAccountsMax } from '@srm/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef } from 'react';
import type { InvoiceSettingsValues } from './invoice-settings-values';
import { SettingsSection } from './settings-section';

type Form = UseFormReturnType<InvoiceSettingsValues>;

const emptyAccount = { bank_name: '', account_name: '', account_number: '', is_default: false };

// docs/product.md#invoices, "How to pay": the accounts every invoice, its email and its reminders print (the
// default first), and the organisation's payment terms.
export function HowToPaySection({ form }: { form: Form }) {
  const accounts = form.getValues().bank_accounts;
  const defaultRadioName = useId();
  const rowIds = useId();
  const addButton = useRef<HTMLButtonElement>(null);
  // Focus follows the rows: into a new row's first field, or back to Add once a row is gone.
  const focusSoon = (element: () => HTMLElement | null) => requestAnimationFrame(() => element()?.focus());

  const makeDefault = (chosen: number) =>
    form.setFieldValue(
      'bank_accounts',
      form.getValues().bank_accounts.map((account, index) => ({ ...account, is_default: index === chosen })),
    );
  const add = () => {
    form.insertListItem('bank_accounts', { ...emptyAccount, is_default: accounts.length === 0 });
    focusSoon(() => document.getElementById(`${rowIds}-bank-${accounts.length}`));
  };
  // The default removed, the first left takes its place: there is always one while there are any.
  const remove = (index: number) => {
    const left = form.getValues().bank_accounts.filter((_, at) => at !== index);
    const hasDefault = left.some((account) => account.is_default);
    form.setFieldValue(
      'bank_accounts',
      left.map((account, at) => ({ ...account, is_default: hasDefault ? account.is_default : at === 0 })),
    );
    focusSoon(() => addButton.current);
  };

  return (
    <SettingsSection title="How to Pay" text="Printed on every invoice, its email and its reminders.">
      {accounts.length === 0 && (
        <Text size="sm" c="dimmed">
          No bank account yet: invoices say only when to pay.
        </Text>
      )}
      <Stack gap="sm">
        {accounts.map((account, index) => (
          <Paper
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are the list's places; they hold no state of their own
            key={index}
            withBorder
            radius="sm"
            p="sm"
            component="fieldset"
            aria-label={`Bank account ${index + 1}`}
            m={0}
          >
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Bank"
                id={`${rowIds}-bank-${index}`}
                {...form.getInputProps(`bank_accounts.${index}.bank_name`)}
              />
              <TextInput label="Account Name" {...form.getInputProps(`bank_accounts.${index}.account_name`)} />
              <TextInput
                label="Account Number (NUBAN)"
                inputMode="numeric"
                autoComplete="off"
                {...form.getInputProps(`bank_accounts.${index}.account_number`)}
              />
            </SimpleGrid>
            <Group justify="space-between" mt="sm">
              {/* One name for every row's radio: the arrow keys move the default among them. */}
              <Radio
                name={defaultRadioName}
                checked={account.is_default}
                onChange={() => makeDefault(index)}
                label="Default account"
              />
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => remove(index)}
                aria-label={`Remove bank account ${index + 1}`}
              >
                Remove
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      {typeof form.errors.bank_accounts === 'string' && (
        <Text size="sm" c="red" role="alert">
          {form.errors.bank_accounts}
        </Text>
      )}
      {accounts.length < bankAccountsMax && (
        <Button
          ref={addButton}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={add}
          w={{ base: '100%', sm: 'fit-content' }}
        >
          Add Bank Account
        </Button>
      )}
      <Textarea
        label="Payment Terms"
        description="In your words, e.g. 'Payment within 14 days. Late payment attracts 2% a month.'"
        autosize
        minRows={2}
        {...form.getInputProps('payment_terms')}
      />
    </SettingsSection>
  );
}
