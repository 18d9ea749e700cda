import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type TicketDetail } from '@srm/contract';
import { IconCircleCheck, IconPencil, IconTrash, IconUserShare } from '@tabler/icons-react';
import { errorMessage } from '../../../api/error-message';
import { useUpdateTicket } from '../api/update-ticket';

interface TicketActionsProps {
  ticket: TicketDetail;
  onEdit: () => void;
  onDelete: () => void;
  onReassign: () => void;
}

// Edit, Delete, Re-assign and Resolve for managers and
// executives; a resolved ticket offers neither Resolve nor Re-assign.
export function TicketActions({ ticket, onEdit, onDelete, onReassign }: TicketActionsProps) {
  const update = useUpdateTicket();
  const open = ticket.status !== 'resolved';

  // Resolving sends the status alone: fields shown here may be older than a
  // colleague's edit, and sending them back would undo it.
  const resolve = () =>
    update.mutate(
      { id: ticket.id, body: { status: 'resolved' } },
      {
        onSuccess: () => notifications.show({ color: 'green', message: messages.ticketResolved }),
        onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
      },
    );

  return (
    <Group gap="xs">
      {open && (
        <Button
          color="green"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          onClick={resolve}
          loading={update.isPending}
        >
          Resolve Ticket
        </Button>
      )}
      {open && (
        <Button variant="light" leftSection={<IconUserShare size={16} aria-hidden />} onClick={onReassign}>
          Re-assign Ticket
        </Button>
      )}
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
        Edit
      </Button>
      <Button variant="light" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
        Delete
      </Button>
    </Group>
  );
}
