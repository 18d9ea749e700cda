import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { pathTo, type Ticket } from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../lib/use-can';
import type { ListState } from '../../../ui/data-table/list-state';
import { CreateTicketModal } from '../create/create-ticket-modal';
import { noTickets } from '../list/no-tickets';
import { TicketTable } from '../list/ticket-table';

interface StakeholderTicketsPanelProps {
  // The record's newest tickets, as its page received them.
  tickets: Ticket[];
  // Who a new ticket is for: the record's name and first email.
  stakeholder: { name: string; email: string | null };
}

const stateOf = (tickets: Ticket[]): ListState<Ticket> => ({
  records: tickets,
  count: tickets.length,
  countCapped: false,
  answered: true,
  firstLoad: false,
  loading: false,
});

// A stakeholder's tickets (docs/product.md#stakeholders), each opening its page, and '+ Create a Ticket' filled
// in with the stakeholder, for those who may create tickets. The app shows it on the
// stakeholder's page; what a change does there follows lib/refresh.ts.
export function StakeholderTicketsPanel({ tickets, stakeholder }: StakeholderTicketsPanelProps) {
  const canCreate = useCan('manage_tickets');
  const [creating, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <Stack gap="md">
      {canCreate && stakeholder.email && (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={open}>
            Create a Ticket
          </Button>
        </Group>
      )}
      <TicketTable
        label={`Tickets of ${stakeholder.name}`}
        state={stateOf(tickets)}
        empty={noTickets}
        onView={(ticket) => navigate(pathTo.ticket(ticket))}
      />
      {canCreate && stakeholder.email && (
        <CreateTicketModal
          opened={creating}
          onClose={close}
          initial={{ name: stakeholder.name, email: stakeholder.email }}
          // The new ticket shows in this list: the user stays with the stakeholder.
          proceed={{ label: `Back to ${stakeholder.name}`, onProceed: () => undefined }}
        />
      )}
    </Stack>
  );
}
