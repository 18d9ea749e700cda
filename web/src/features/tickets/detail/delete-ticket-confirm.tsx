import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type TicketDetail } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { useDeleteTicket } from '../api/delete-ticket';

interface DeleteTicketConfirmProps {
  ticket: TicketDetail;
  onCancel: () => void;
  onDeleted: () => void;
}

// Delete asks first. 'Go Back' has the focus, so Enter doesn't delete.
export function DeleteTicketConfirm({ ticket, onCancel, onDeleted }: DeleteTicketConfirmProps) {
  const remove = useDeleteTicket();
  const confirm = () =>
    remove.mutate(ticket.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.ticketDeleted });
        onDeleted();
      },
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Stack gap="md" ta="center">
      <Text c="dimmed">This action cannot be undone</Text>
      <Group grow>
        <Button variant="default" onClick={onCancel} data-autofocus>
          Go Back
        </Button>
        <Button color="red" onClick={confirm} loading={remove.isPending}>
          Delete Ticket
        </Button>
      </Group>
    </Stack>
  );
}
