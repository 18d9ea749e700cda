import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { DuplicateInvoiceForm, duplicateNumberPrefix, type Invoice, messages, pathTo } from '@srm/contract';
import { useNavigate } from 'react-router';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { useDuplicateInvoice } from '../api/duplicate-invoice';
import { type InvoiceFormValues, invoiceFieldsOf, valuesOfInvoice } from '../form/invoice-form-values';
import { InvoiceLinesFields } from '../form/invoice-lines-fields';
import { invoiceNumberOf } from '../invoice-look';

function DuplicateForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateInvoice();
  const form = useForm<InvoiceFormValues>({
    initialValues: valuesOfInvoice(invoice),
    validate: schemaResolver(DuplicateInvoiceForm, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    duplicate.mutate(
      { invoiceId: invoice.id, body: DuplicateInvoiceForm.parse(values) },
      {
        onSuccess: (copy) => {
          notifications.show({ color: 'green', message: messages.invoiceDuplicated });
          onClose();
          void navigate(pathTo.invoiceFor(copy));
        },
        onError: (error) => showRefusal(form, error, invoiceFieldsOf(form.values)),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput label="Invoice Number" value={`${duplicateNumberPrefix}${invoiceNumberOf(invoice)}`} readOnly />
        <InvoiceLinesFields form={form} />
        <TextInput label="Stakeholder" value={invoice.stakeholder.name || 'Unknown'} readOnly />
        <FormAlert kind="error">
          {refusalMessage(duplicate.error, invoiceFieldsOf(form.values), { 500: messages.invoiceDuplicateFailed })}
        </FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={duplicate.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// The Duplicate modal: the copy's lines, each starting
// from the original's; saved as a new draft on the server (decision 015).
export function DuplicateInvoiceModal({
  invoice,
  opened,
  onClose,
}: {
  invoice: Invoice;
  opened: boolean;
  onClose: () => void;
}) {
  const isPhone = useIsPhone();
  return (
    <Modal opened={opened} onClose={onClose} title="Duplicate Invoice" size="lg" fullScreen={isPhone}>
      <DuplicateForm invoice={invoice} onClose={onClose} />
    </Modal>
  );
}
