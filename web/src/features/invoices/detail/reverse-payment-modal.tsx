import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { formatNaira, type InvoicePayment, messages, ReversePaymentBody } from '@srm/contract';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { useReversePayment } from '../api/payments';

// docs/product.md#payments: a payment recorded by mistake is reversed with a reason, never deleted; the balance
// reopens and the receipt says it was reversed.
export function ReversePaymentModal({ payment, onClose }: { payment: InvoicePayment | null; onClose: () => void }) {
  return (
    <Modal
      opened={payment !== null}
      onClose={onClose}
      title={`Reverse ${payment?.receipt_number ?? 'the payment'}?`}
      centered
    >
      {payment && <ReverseForm payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function ReverseForm({ payment, onClose }: { payment: InvoicePayment; onClose: () => void }) {
  const reverse = useReversePayment({
    onSuccess: () => {
      notifications.show({ color: 'green', message: messages.paymentReversed });
      onClose();
    },
  });
  const form = useForm({ initialValues: { reason: '' }, validate: schemaResolver(ReversePaymentBody, { sync: true }) });
  const submit = form.onSubmit((values) =>
    reverse.mutate(
      { paymentId: payment.id, body: values },
      { onError: (error) => showRefusal(form, error, ['reason']) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text c="dimmed">
          {formatNaira(payment.amount)} will be owed again on the invoice. The payment stays in its history, marked
          reversed.
        </Text>
        <Textarea
          label="Why?"
          withAsterisk
          autosize
          minRows={2}
          maxLength={500}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <FormAlert kind="error">
          {refusalMessage(reverse.error, ['reason'], { 500: messages.paymentReverseFailed })}
        </FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Go Back
          </Button>
          <Button type="submit" color="red" loading={reverse.isPending}>
            Reverse payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
