import { NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { InvoiceSettings } from '@srm/contract';
import { type InvoiceSettingsValues, nextDocumentNumberExample, nextNumberExample } from './invoice-settings-values';
import { SettingsSection } from './settings-section';

type Form = UseFormReturnType<InvoiceSettingsValues>;

function NextNumber({ label, example }: { label: string; example: string | null }) {
  return (
    <Text size="sm" role="status">
      {label}:{' '}
      <Text span fw={700} ff="monospace">
        {example ?? '—'}
      </Text>
    </Text>
  );
}

// docs/product.md#invoices: prefix + zero-padded sequence + suffix, given when an invoice is sent.
export function NumberingSection({ form, settings }: { form: Form; settings: InvoiceSettings }) {
  const example = nextNumberExample(settings, form.getValues());
  return (
    <SettingsSection
      title="Invoice Numbering"
      text="Each invoice takes the next number when it is sent, each receipt and credit note when it is made."
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
      <NextNumber label="Next invoice number" example={example} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <TextInput
            label="Receipt Prefix"
            description="Each payment's receipt takes the next number after it"
            placeholder="RCT-"
            {...form.getInputProps('receipt_number_prefix')}
          />
          <NextNumber
            label="Next receipt number"
            example={nextDocumentNumberExample(settings, form.getValues(), 'receipt')}
          />
        </Stack>
        <Stack gap={4}>
          <TextInput
            label="Credit Note Prefix"
            description="Each credit note takes the next number after it"
            placeholder="CRN-"
            {...form.getInputProps('credit_note_number_prefix')}
          />
          <NextNumber
            label="Next credit note number"
            example={nextDocumentNumberExample(settings, form.getValues(), 'credit_note')}
          />
        </Stack>
      </SimpleGrid>
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
