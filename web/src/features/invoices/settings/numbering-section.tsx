import { NumberInput, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { InvoiceSettings } from '@srm/contract';
import { type InvoiceSettingsValues, nextNumberExample, nextReceiptExample } from './invoice-settings-values';
import { SettingsSection } from './settings-section';

type Form = UseFormReturnType<InvoiceSettingsValues>;

// docs/product.md#invoices: prefix + zero-padded sequence + suffix, given when an invoice is sent.
export function NumberingSection({ form, settings }: { form: Form; settings: InvoiceSettings }) {
  const example = nextNumberExample(settings, form.getValues());
  return (
    <SettingsSection
      title="Invoice Numbering"
      text="Each invoice takes the next number when it is sent, each receipt when it is paid."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Prefix" placeholder="INV-" {...form.getInputProps('invoice_number_prefix')} />
        <TextInput label="Suffix" placeholder="none" {...form.getInputProps('invoice_number_suffix')} />
        <NumberInput
          label="Start At"
          min={1}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('invoice_number_start')}
        />
        <NumberInput
          label="Digits"
          description="The number is padded with zeros to this width"
          min={1}
          max={12}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('invoice_number_digits')}
        />
      </SimpleGrid>
      <Text size="sm" role="status">
        Next invoice number:{' '}
        <Text span fw={700} ff="monospace">
          {example ?? '—'}
        </Text>
      </Text>
      <TextInput
        label="Receipt Prefix"
        description="Each payment's receipt takes the next number after it"
        placeholder="RCT-"
        {...form.getInputProps('receipt_number_prefix')}
      />
      <Text size="sm" role="status">
        Next receipt number:{' '}
        <Text span fw={700} ff="monospace">
          {nextReceiptExample(settings, form.getValues()) ?? '—'}
        </Text>
      </Text>
    </SettingsSection>
  );
}

// The organisation as its invoices show it (From).
export function FromSection({ form }: { form: Form }) {
  return (
    <SettingsSection title="From" text="Your organisation's details as every invoice shows them.">
      <Textarea label="Business Address" autosize minRows={2} {...form.getInputProps('business_address')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Tax Identification Number (TIN)" {...form.getInputProps('tax_id')} />
        <TextInput
          label="RC or BN Number"
          description="Your CAC registration, e.g. RC 1234567"
          {...form.getInputProps('registration_number')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
}
