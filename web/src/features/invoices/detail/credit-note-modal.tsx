import { Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { CreditNoteForm, formatNaira, type Invoice, messages } from '@srm/contract';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { useIssueCreditNote } from '../api/payments';
import { invoiceNumberOf } from '../invoice-look';

const fields = ['amount', 'reason'];

function CreditForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const issue = useIssueCreditNote({
    onSuccess: () => {
      notifications.show({ color: 'green', message: messages.creditNoteIssued });
      onClose();
    },
  });
  const form = useForm<{ amount: number | string; reason: string }>({
    initialValues: { amount: invoice.balance, reason: '' },
    validate: schemaResolver(CreditNoteForm, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    issue.mutate(
      { invoiceId: invoice.id, body: CreditNoteForm.parse(values) },
      { onError: (error) => showRefusal(form, error, fields) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {formatNaira(invoice.balance)} is left to pay. The credit note gets its own number and is emailed to the
          stakeholder; credited to nothing, the invoice is settled.
        </Text>
        <NumberInput
          label="Amount to credit (₦)"
          min={0}
          decimalScale={2}
          allowNegative={false}
          thousandSeparator=","
          withAsterisk
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea label="Reason" withAsterisk autosize minRows={2} maxLength={500} {...form.getInputProps('reason')} />
        <FormAlert kind="error">{refusalMessage(issue.error, fields, { 500: messages.creditNoteFailed })}</FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={issue.isPending}>
            Issue credit note
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// docs/product.md#payments: what a sent invoice no longer asks for, and why.
export function CreditNoteModal({
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
    <Modal opened={opened} onClose={onClose} title={`Credit invoice ${invoiceNumberOf(invoice)}`} fullScreen={isPhone}>
      <CreditForm invoice={invoice} onClose={onClose} />
    </Modal>
  );
}
