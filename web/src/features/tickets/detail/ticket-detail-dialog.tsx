import { Modal } from '@mantine/core';

// Placeholder so the list pages compile; the full dialog follows.
export function TicketDetailDialog({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  return <Modal opened={ticketId !== null} onClose={onClose} title="Ticket" />;
}
