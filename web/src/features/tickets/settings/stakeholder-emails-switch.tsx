import { Stack, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { useSaveTicketEmailSettings, useTicketEmailSettings } from '../api/ticket-thread';

// docs/product.md#tickets: each organisation decides whether its stakeholders
// hear from it about their tickets. Saved as soon as it is switched.
export function StakeholderEmailsSwitch({ canEdit }: { canEdit: boolean }) {
  const settings = useTicketEmailSettings();
  const save = useSaveTicketEmailSettings();
  const checked = settings.data?.email_stakeholders ?? true;

  return (
    <Stack gap="xs" maw={720}>
      <Title order={2} size="h4">
        Emails to stakeholders
      </Title>
      <Switch
        label="Email stakeholders about their tickets"
        description="When a ticket is created for them, when staff reply, and when it is resolved. Each email links to their own ticket page, where they can answer."
        checked={checked}
        disabled={!canEdit || settings.isPending || save.isPending}
        onChange={(event) =>
          save.mutate(
            { email_stakeholders: event.currentTarget.checked },
            {
              onSuccess: () => notifications.show({ color: 'green', message: messages.ticketEmailsSaved }),
              onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
            },
          )
        }
      />
      {!checked && (
        <Text size="sm" c="dimmed">
          Stakeholders hear nothing from you about their tickets; replies stay in the ticket's thread.
        </Text>
      )}
    </Stack>
  );
}
