import { Center, Divider, Loader, Modal, Stack } from '@mantine/core';
import type { TicketDetail } from '@srm/contract';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { useIsPhone } from '../../../lib/use-is-phone';
import { FormAlert } from '../../../ui/form/form-alert';
import { useTicket } from '../api/get-ticket';
import { DeleteTicketConfirm } from './delete-ticket-confirm';
import { EditTicketForm } from './edit-ticket-form';
import { ReassignPanel } from './reassign-panel';
import { TicketActions } from './ticket-actions';
import { TicketChatLink } from './ticket-chat-link';
import { TicketFeedbackLink } from './ticket-feedback-link';
import { TicketHistory } from './ticket-history';
import { TicketSummary } from './ticket-summary';

// The dialog shows one thing at a time: the ticket, or one of its actions.
type View = 'detail' | 'edit' | 'reassign' | 'delete';

const titleOf = (view: View, ticket: TicketDetail | undefined) =>
  ({
    detail: 'Ticket Details',
    edit: 'Edit Ticket',
    reassign: 'Re-assign Ticket',
    delete: `Confirm you want to Delete ${ticket?.reference ?? 'this ticket'}`,
  })[view];

interface TicketDetailDialogProps {
  // The ticket to show; null keeps the dialog closed.
  ticketId: string | null;
  onClose: () => void;
}

// The ticket detail dialog, with its actions for managers and executives.
export function TicketDetailDialog({ ticketId, onClose }: TicketDetailDialogProps) {
  const isPhone = useIsPhone();
  const canManage = useCan('manage_tickets');
  const ticket = useTicket(ticketId);
  const [view, setView] = useState<View>('detail');
  const bodyRef = useRef<HTMLDivElement>(null);
  const data = ticket.data;

  useEffect(() => {
    if (ticketId) setView('detail');
  }, [ticketId]);

  // The focused button goes away with its view: focus what the new view marks
  // (or its first control), so keyboard users stay inside the dialog. The
  // first view is left to the modal's own focus handling.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const body = bodyRef.current;
    (
      body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>('input, button')
    )?.focus();
  }, [view]);

  const back = () => setView('detail');

  return (
    <Modal
      opened={ticketId !== null}
      onClose={onClose}
      title={titleOf(view, data)}
      size="lg"
      fullScreen={isPhone}
      centered
    >
      <div ref={bodyRef}>
        {ticket.isPending && ticketId !== null && (
          <Center py="xl">
            <Loader aria-label="Loading ticket" />
          </Center>
        )}
        <FormAlert kind="error">{ticket.isError && errorMessage(ticket.error)}</FormAlert>
        {data && view === 'detail' && (
          <Stack gap="lg">
            <TicketSummary ticket={data} />
            {data.feedback && <TicketFeedbackLink feedback={data.feedback} onFollow={onClose} />}
            {data.chat && <TicketChatLink chat={data.chat} onFollow={onClose} />}
            {canManage && (
              <TicketActions
                ticket={data}
                onEdit={() => setView('edit')}
                onDelete={() => setView('delete')}
                onReassign={() => setView('reassign')}
              />
            )}
            <Divider />
            <TicketHistory activity={data.ticket_activity} />
          </Stack>
        )}
        {data && canManage && view === 'edit' && <EditTicketForm ticket={data} onDone={back} />}
        {data && canManage && view === 'reassign' && <ReassignPanel ticket={data} onDone={back} />}
        {data && canManage && view === 'delete' && (
          <DeleteTicketConfirm ticket={data} onCancel={back} onDeleted={onClose} />
        )}
      </div>
    </Modal>
  );
}
