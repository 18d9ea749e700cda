import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { FeedbackDetail } from '@srm/contract';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { refreshAfter } from '../../../lib/refresh';
import { useCan } from '../../../lib/use-can';
import { TicketStatusBadge } from '../../../ui/status-badge';
import { CreateTicketModal } from '../create/create-ticket-modal';
import { TicketDetailDialog } from '../detail/ticket-detail-dialog';

// A feedback's ticket: the one made from it, opened in the ticket dialog, or
// '+ Create a Ticket' filled in from the feedback, for those who may create
// tickets (docs/product.md#feedback, #roles). A feedback has at most one live ticket.
// The app shows it on the feedback's page.
export function FeedbackTicketPanel({ feedback }: { feedback: FeedbackDetail }) {
  const canCreate = useCan('manage_tickets');
  const queryClient = useQueryClient();
  const [creating, { open, close }] = useDisclosure(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const { ticket } = feedback;

  // A new ticket, or one resolved or deleted in the dialog, changes the
  // feedback's ticket and status, in its page and in the lists.
  const refreshFeedback = () => void refreshAfter(queryClient, 'feedback');

  return (
    <>
      {ticket && (
        <Button
          variant="default"
          leftSection={<IconTicket size={18} aria-hidden />}
          rightSection={<TicketStatusBadge status={ticket.status} />}
          onClick={() => setViewing(ticket.id)}
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
      <TicketDetailDialog
        ticketId={viewing}
        onClose={() => {
          setViewing(null);
          refreshFeedback();
        }}
      />
    </>
  );
}
