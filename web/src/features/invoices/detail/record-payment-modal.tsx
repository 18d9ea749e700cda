import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  formatNaira,
  type Invoice,
  lagosDay,
  messages,
  type PaymentMethod,
  pathTo,
  paymentMethodLabels,
  paymentMethods,
  RecordPaymentForm,
} from '@srm/contract';
import { useLocation, useNavigate } from 'react-router';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { useRecordPayment } from '../api/payments';
import { invoiceNumberOf } from '../invoice-look';

const methodChoices = paymentMethods.map((method) => ({ value: method, label: paymentMethodLabels[method] }));

interface PaymentFormValues {
  amount: number | string;
  date: string;
  method: PaymentMethod;
  reference: string;
}

function PaymentForm({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const record = useRecordPayment({
    onSuccess: (paid) => {
      notifications.show({ color: 'green', message: messages.paymentRecorded });
      onClose();
      // Paid in full, the invoice's own view (its address said pending).
      const own = pathTo.invoiceFor(paid);
      if (pathname !== own && pathname !== pathTo.invoice(paid.id)) void navigate(own, { replace: true });
    },
  });
  const form = useForm<PaymentFormValues>({
    // Most payments settle what is left, today (a Lagos day, as every invoice day is), by transfer.
    initialValues: { amount: invoice.balance, date: lagosDay(new Date()), method: 'bank_transfer', reference: '' },
    validate: schemaResolver(RecordPaymentForm, { sync: true }),
  });
  const fields = Object.keys(form.values);
  const submit = form.onSubmit((values) =>
    record.mutate(
      { invoiceId: invoice.id, body: RecordPaymentForm.parse(values) },
      { onError: (error) => showRefusal(form, error, fields) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {formatNaira(invoice.balance)} is left to pay. A receipt is emailed to the stakeholder.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Amount (₦)"
            min={0}
            decimalScale={2}
            allowNegative={false}
            thousandSeparator=","
            withAsterisk
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <TextInput label="Paid on" type="date" withAsterisk {...form.getInputProps('date')} />
          <Select
            label="Method"
            data={methodChoices}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('method')}
          />
          <TextInput
            label="Reference"
            description="The bank's, teller's or cheque number"
            maxLength={100}
            {...form.getInputProps('reference')}
          />
        </SimpleGrid>
        <FormAlert kind="error">
          {refusalMessage(record.error, fields, { 500: messages.paymentRecordFailed })}
        </FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// docs/product.md#payments: what came in on a sent invoice, in part or in full.
export function RecordPaymentModal({
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
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Record a payment on ${invoiceNumberOf(invoice)}`}
      fullScreen={isPhone}
    >
      <PaymentForm invoice={invoice} onClose={onClose} />
    </Modal>
  );
}
