import { notifications } from '@mantine/notifications';
import { messages, type TicketDetail } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { ConfirmChoice } from '../../../ui/confirm-dialog';
import { useDeleteTicket } from '../api/delete-ticket';

interface DeleteTicketConfirmProps {
  ticket: TicketDetail;
  onCancel: () => void;
  onDeleted: () => void;
}

// Delete asks first, in place of the ticket (the view's title is the question).
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
    <ConfirmChoice confirmLabel="Delete Ticket" confirming={remove.isPending} onConfirm={confirm} onCancel={onCancel} />
  );
}
