import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  formatNaira,
  type Invoice,
  type InvoiceCreditNote,
  type InvoicePayment,
  messages,
  paymentMethodLabels,
} from '@srm/contract';
import { IconArrowBackUp, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate, formatDetailDay } from '../../../lib/dates';
import { useCan } from '../../../lib/use-can';
import { useDownloadCreditNote, useDownloadReceipt } from '../api/payments';
import { ReversePaymentModal } from './reverse-payment-modal';

const nameOf = (staff: InvoicePayment['recorded_by']) => (staff ? `${staff.first_name} ${staff.last_name}` : null);

function PaymentEntry({
  payment,
  onReverse,
}: {
  payment: InvoicePayment;
  // Null: this reader may not reverse it, or it cannot be.
  onReverse: (() => void) | null;
}) {
  const download = useDownloadReceipt();
  const how = [paymentMethodLabels[payment.method], payment.reference].filter(Boolean).join(' · ');
  const recordedBy =
    nameOf(payment.recorded_by) ?? (payment.method === 'paystack' ? 'Paystack' : 'someone who has left');
  const { reversal } = payment;
  return (
    <Stack gap={4} component="li" style={{ listStyle: 'none' }} aria-label={`Payment ${payment.receipt_number}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={600} td={reversal ? 'line-through' : undefined}>
            {formatNaira(payment.amount)} on {formatDetailDay(payment.date)}
          </Text>
          <Text size="sm" c="dimmed">
            {how} · receipt {payment.receipt_number} · recorded by {recordedBy} on{' '}
            {formatDetailDate(payment.recorded_at)}
          </Text>
          {reversal && (
            <Text size="sm" c="red.8">
              Reversed by {nameOf(reversal.reversed_by) ?? 'someone who has left'} on{' '}
              {formatDetailDate(reversal.reversed_at)}: {reversal.reason}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={download.isPending}
            aria-label={`Download receipt ${payment.receipt_number}`}
            onClick={() =>
              download.mutate(payment, {
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: errorMessage(error, { 500: messages.invoiceFetchFailed }),
                  }),
              })
            }
          >
            Receipt
          </Button>
          {onReverse && (
            <Button
              size="xs"
              color="red"
              variant="subtle"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              aria-label={`Reverse payment ${payment.receipt_number}`}
              onClick={onReverse}
            >
              Reverse
            </Button>
          )}
        </Group>
      </Group>
    </Stack>
  );
}

function CreditNoteEntry({ note }: { note: InvoiceCreditNote }) {
  const download = useDownloadCreditNote();
  return (
    <Stack gap={4} component="li" style={{ listStyle: 'none' }} aria-label={`Credit note ${note.credit_note_number}`}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>
            {formatNaira(note.amount)} credited · {note.credit_note_number}
          </Text>
          <Text size="sm" c="dimmed">
            {note.reason} · issued by {nameOf(note.issued_by) ?? 'someone who has left'} on{' '}
            {formatDetailDate(note.issued_at)}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden />}
          loading={download.isPending}
          aria-label={`Download credit note ${note.credit_note_number}`}
          onClick={() =>
            download.mutate(note, {
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  message: errorMessage(error, { 500: messages.invoiceFetchFailed }),
                }),
            })
          }
        >
          PDF
        </Button>
      </Group>
    </Stack>
  );
}

// The credit notes that corrected the invoice, oldest first, each with its PDF.
export function CreditNotesPanel({ invoice }: { invoice: Invoice }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Credit notes
        </Title>
        <Stack gap="md" component="ul" m={0} p={0}>
          {invoice.credit_notes.map((note) => (
            <CreditNoteEntry key={note.id} note={note} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}

// docs/product.md#payments: the invoice's ledger, oldest first, each payment with its receipt; managers reverse one
// recorded by mistake (never on a cancelled invoice, whose payments stay as they are).
export function PaymentsPanel({ invoice }: { invoice: Invoice }) {
  const canReverse = useCan('reverse_payment') && invoice.payment_status !== 'cancelled';
  const [reversing, setReversing] = useState<InvoicePayment | null>(null);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        <Stack gap="md" component="ul" m={0} p={0}>
          {invoice.payments.map((payment) => (
            <PaymentEntry
              key={payment.id}
              payment={payment}
              onReverse={canReverse && !payment.reversal ? () => setReversing(payment) : null}
            />
          ))}
        </Stack>
      </Stack>
      <ReversePaymentModal payment={reversing} onClose={() => setReversing(null)} />
    </Paper>
  );
}
