import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FeedbackDetail, pathTo } from '@srm/contract';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { refreshAfter } from '../../../lib/refresh';
import { useCan } from '../../../lib/use-can';
import { TicketStatusBadge } from '../../../ui/status-badge';
import { CreateTicketModal } from '../create/create-ticket-modal';

// A feedback's ticket: the one made from it, a link to its page, or
// '+ Create a Ticket' filled in from the feedback, for those who may create
// tickets (docs/product.md#feedback, #roles). A feedback has at most one live ticket.
// The app shows it on the feedback's page.
export function FeedbackTicketPanel({ feedback }: { feedback: FeedbackDetail }) {
  const canCreate = useCan('manage_tickets');
  const queryClient = useQueryClient();
  const [creating, { open, close }] = useDisclosure(false);
  const { ticket } = feedback;

  // A new ticket changes the feedback's ticket and status, in its page and in
  // the lists (a change on the ticket's page does so through lib/refresh.ts).
  const refreshFeedback = () => void refreshAfter(queryClient, 'feedback');

  return (
    <>
      {ticket && (
        <Button
          variant="default"
          leftSection={<IconTicket size={18} aria-hidden />}
          rightSection={<TicketStatusBadge status={ticket.status} />}
          component={Link}
          to={pathTo.ticket(ticket)}
        >
          Ticket {ticket.reference}
        </Button>
      )}
      {!ticket && canCreate && (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={open}>
          Create a Ticket
        </Button>
      )}
      {/* Kept mounted once the feedback has its ticket, to show the wizard's success step. */}
      {canCreate && (
        <CreateTicketModal
          opened={creating}
          onClose={close}
          initial={{
            name: feedback.stakeholder.name,
            email: feedback.stakeholder.email,
            title: feedback.subject,
            description: feedback.message,
          }}
          feedbackId={feedback.id}
          onCreated={refreshFeedback}
        />
      )}
    </>
  );
}
