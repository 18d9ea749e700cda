import { Modal } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useTicket } from '../api/get-ticket';
import { TicketDetailContent, type TicketView, ticketViewTitle } from './ticket-detail-content';

interface TicketDetailDialogProps {
  // The ticket to show; null keeps the dialog closed.
  ticketId: string | null;
  onClose: () => void;
}

// A ticket over the page it was opened from (links sent before tickets had
// addresses, ?ticket=); its own page is /tickets/{reference} (ticket-page.tsx).
export function TicketDetailDialog({ ticketId, onClose }: TicketDetailDialogProps) {
  const isPhone = useIsPhone();
  const ticket = useTicket(ticketId);
  const [view, setView] = useState<TicketView>('detail');

  useEffect(() => {
    if (ticketId) setView('detail');
  }, [ticketId]);

  return (
    <Modal
      opened={ticketId !== null}
      onClose={onClose}
      title={ticketViewTitle(view, ticket.data)}
      size="lg"
      fullScreen={isPhone}
      centered
    >
      <TicketDetailContent ticket={ticket} view={view} onView={setView} onLeave={onClose} onDeleted={onClose} />
    </Modal>
  );
}
