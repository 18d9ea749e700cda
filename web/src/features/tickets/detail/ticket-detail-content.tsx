import { Center, Divider, Loader, Stack } from '@mantine/core';
import type { TicketDetail } from '@srm/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../api/error-message';
import { useCan, useSignedInUser } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';
import { DeleteTicketConfirm } from './delete-ticket-confirm';
import { EditTicketForm } from './edit-ticket-form';
import { ReassignPanel } from './reassign-panel';
import { ResolveTicketForm } from './resolve-ticket-form';
import { TicketActions } from './ticket-actions';
import { TicketAttachments } from './ticket-attachments';
import { TicketChatLink } from './ticket-chat-link';
import { TicketFeedbackLink } from './ticket-feedback-link';
import { TicketHistory } from './ticket-history';
import { TicketSummary } from './ticket-summary';
import { TicketTags } from './ticket-tags';
import { TicketThreadComposer } from './ticket-thread-composer';

// A ticket shows one thing at a time: the ticket, or one of its actions.
export type TicketView = 'detail' | 'edit' | 'reassign' | 'resolve' | 'delete';

export const ticketViewTitle = (view: TicketView, ticket: TicketDetail | undefined) =>
  ({
    detail: 'Ticket Details',
    edit: 'Edit Ticket',
    reassign: 'Re-assign Ticket',
    resolve: `Resolve ${ticket?.reference ?? 'Ticket'}`,
    delete: `Confirm you want to Delete ${ticket?.reference ?? 'this ticket'}`,
  })[view];

interface TicketDetailContentProps {
  ticket: UseQueryResult<TicketDetail>;
  view: TicketView;
  onView: (view: TicketView) => void;
  // Following the link to the feedback or chat it came from leaves the ticket.
  onLeave?: () => void;
  onDeleted: () => void;
}

// A ticket with its actions for managers and executives: the body of its page
// and of the quick-view dialog.
export function TicketDetailContent({ ticket, view, onView, onLeave, onDeleted }: TicketDetailContentProps) {
  const canManage = useCan('manage_tickets');
  const me = useSignedInUser();
  const bodyRef = useRef<HTMLDivElement>(null);
  const data = ticket.data;

  // The focused button goes away with its view: focus what the new view marks
  // (or its first control), so keyboard users stay where they were. The first
  // view is left to the page's or dialog's own focus handling.
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    const body = bodyRef.current;
    (
      body?.querySelector<HTMLElement>('[data-autofocus]') ?? body?.querySelector<HTMLElement>('input, button')
    )?.focus();
  }, [view]);

  const back = () => onView('detail');

  return (
    <div ref={bodyRef}>
      {ticket.isLoading && (
        <Center py="xl">
          <Loader aria-label="Loading ticket" />
        </Center>
      )}
      <FormAlert kind="error">{ticket.isError && errorMessage(ticket.error)}</FormAlert>
      {data && view === 'detail' && (
        <Stack gap="lg">
          <TicketSummary ticket={data} />
          <TicketTags ticket={data} />
          {data.feedback && <TicketFeedbackLink feedback={data.feedback} onFollow={() => onLeave?.()} />}
          <TicketAttachments attachments={data.attachments} />
          {data.chat && <TicketChatLink chat={data.chat} onFollow={() => onLeave?.()} />}
          {canManage && (
            <TicketActions
              ticket={data}
              onEdit={() => onView('edit')}
              onDelete={() => onView('delete')}
              onReassign={() => onView('reassign')}
              onResolve={() => onView('resolve')}
            />
          )}
          <Divider />
          <TicketHistory activity={data.ticket_activity} stakeholderName={data.stakeholder.name} />
          {/* docs/product.md#roles: support users write on the tickets they handle. */}
          {(canManage || (me && data.handler_id === me.id)) && <TicketThreadComposer ticket={data} />}
        </Stack>
      )}
      {data && canManage && view === 'edit' && <EditTicketForm ticket={data} onDone={back} />}
      {data && canManage && view === 'reassign' && <ReassignPanel ticket={data} onDone={back} />}
      {data && canManage && view === 'resolve' && <ResolveTicketForm ticket={data} onDone={back} />}
      {data && canManage && view === 'delete' && (
        <DeleteTicketConfirm ticket={data} onCancel={back} onDeleted={onDeleted} />
      )}
    </div>
  );
}
