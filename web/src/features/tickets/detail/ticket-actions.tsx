import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type TicketDetail } from '@srm/contract';
import { IconCircleCheck, IconPencil, IconRotateClockwise, IconTrash, IconUserShare } from '@tabler/icons-react';
import { errorMessage } from '../../../api/error-message';
import { completeColour } from '../../../ui/complete-colour';
import { useReopenTicket } from '../api/ticket-thread';

interface TicketActionsProps {
  ticket: TicketDetail;
  onEdit: () => void;
  onDelete: () => void;
  onReassign: () => void;
  onResolve: () => void;
}

// Edit, Delete, Re-assign and Resolve for managers and executives; a resolved
// ticket offers Reopen instead of Resolve and Re-assign (docs/product.md#tickets).
export function TicketActions({ ticket, onEdit, onDelete, onReassign, onResolve }: TicketActionsProps) {
  const reopen = useReopenTicket();
  const open = ticket.status !== 'resolved';

  const reopenTicket = () =>
    reopen.mutate(ticket.id, {
      onSuccess: () => notifications.show({ color: 'green', message: messages.ticketReopened }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  return (
    <Group gap="xs">
      {open && (
        <Button color={completeColour} leftSection={<IconCircleCheck size={16} aria-hidden />} onClick={onResolve}>
          Resolve Ticket
        </Button>
      )}
      {!open && (
        <Button
          variant="light"
          leftSection={<IconRotateClockwise size={16} aria-hidden />}
          onClick={reopenTicket}
          loading={reopen.isPending}
        >
          Reopen Ticket
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
