import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Invoice, messages } from '@srm/contract';
import { IconMailForward } from '@tabler/icons-react';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate } from '../../../lib/dates';
import { useCan } from '../../../lib/use-can';
import { useSendReminder } from '../api/send-reminder';

function sentText({ count, last_sent_at }: Invoice['reminders']) {
  if (count === 0 || !last_sent_at) return 'No reminder e-mail sent yet.';
  return `${count} reminder e-mail${count === 1 ? '' : 's'} sent, last on ${formatDetailDate(last_sent_at)}.`;
}

// docs/product.md#invoices: a pending invoice's reminders, sent by hand or on the
// schedule of the invoice settings (next_at), and the button for another.
export function RemindersPanel({ invoice }: { invoice: Invoice }) {
  const canSend = useCan('send_invoice');
  const remind = useSendReminder({
    onSuccess: () => notifications.show({ color: 'green', message: messages.invoiceReminderSent }),
    onError: (error) =>
      notifications.show({ color: 'red', message: errorMessage(error, { 500: messages.invoiceReminderFailed }) }),
  });
  const send = () => remind.mutate(invoice.id);
  const { next_at } = invoice.reminders;
  return (
    <Paper component="section" aria-labelledby="reminders-title" withBorder radius="md" p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4" id="reminders-title">
          Reminders
        </Title>
        <Text size="sm">{sentText(invoice.reminders)}</Text>
        {next_at && <Text size="sm">Next automatic reminder on {formatDetailDate(next_at)}.</Text>}
        {canSend && (
          <Button
            variant="light"
            leftSection={<IconMailForward size={16} aria-hidden />}
            loading={remind.isPending}
            onClick={send}
          >
            Send another reminder
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
