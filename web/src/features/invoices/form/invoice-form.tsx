import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { type CreateInvoiceBody, CreateInvoiceForm, type SendStatus } from '@srm/contract';
import { useEffect } from 'react';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { bodyOf, type InvoiceFormValues, invoiceFieldsOf } from './invoice-form-values';
import { InvoiceLinesFields } from './invoice-lines-fields';
import { InvoicePreview } from './invoice-preview';

export interface SaveButton {
  label: string;
  sendStatus: SendStatus;
}

interface InvoiceFormProps {
  initialValues: InvoiceFormValues;
  customer: { name: string; email: string | null };
  // The first saves on Enter too.
  buttons: [SaveButton, ...SaveButton[]];
  // The send status being saved, while a save runs or its redirect waits.
  saving: SendStatus | null;
  // The last save's failure: its field messages go under the fields, the rest is said above the buttons.
  failure: unknown;
  // What a server error (500) says, the save being attempted.
  failedMessage: string;
  onSave: (body: CreateInvoiceBody) => void;
}

// The invoice form, checked by the contract's
// CreateInvoiceBody as the server checks it, with its live preview beside it
// (under it at phone width). The customer is fixed: chosen before, or the invoice's.
export function InvoiceForm({
  initialValues,
  customer,
  buttons,
  saving,
  failure,
  failedMessage,
  onSave,
}: InvoiceFormProps) {
  const form = useForm<InvoiceFormValues>({
    initialValues,
    validate: schemaResolver(CreateInvoiceForm, { sync: true }),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is stable; only a new failure sets its errors
  useEffect(() => {
    if (failure) showRefusal(form, failure, invoiceFieldsOf(form.values));
  }, [failure]);

  const save = (sendStatus: SendStatus) => form.onSubmit((values) => onSave(bodyOf(values, sendStatus)));
  const [first, ...others] = buttons;

  return (
    <form onSubmit={save(first.sendStatus)} noValidate>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Paper withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              Customer
            </Text>
            <Text fw={600}>{customer.name}</Text>
            {customer.email && <Text size="sm">{customer.email}</Text>}
          </Paper>
          <InvoiceLinesFields form={form} />
          <TextInput
            label="Customer TIN"
            description="Left empty, the invoice shows the TIN on the stakeholder's record, if it has one"
            {...form.getInputProps('customer_tax_id')}
          />
          <FormAlert kind="error">
            {refusalMessage(failure, invoiceFieldsOf(form.values), { 500: failedMessage })}
          </FormAlert>
          <Group gap="sm">
            <Button
              type="submit"
              loading={saving === first.sendStatus}
              disabled={saving !== null}
              w={{ base: '100%', xs: 'auto' }}
            >
              {first.label}
            </Button>
            {others.map((button) => (
              <Button
                key={button.sendStatus}
                variant="light"
                loading={saving === button.sendStatus}
                disabled={saving !== null}
                onClick={() => save(button.sendStatus)()}
                w={{ base: '100%', xs: 'auto' }}
              >
                {button.label}
              </Button>
            ))}
          </Group>
        </Stack>
        <InvoicePreview values={form.getValues()} />
      </SimpleGrid>
    </form>
  );
}
