import { Anchor, Table, Text } from '@mantine/core';
import { type Feedback, messages, pathTo, type Ticket, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { TicketStatusBadge } from '../../../ui/status-badge';

const when = (iso: string) => dayjs(iso).format(ticketTableDateFormat);

// Spec part 2 §2.5: the tickets raised from any of the record's emails, newest first.
export function StakeholderTickets({ tickets }: { tickets: Ticket[] }) {
  if (tickets.length === 0) {
    return (
      <Text ta="center" c="dimmed">
        <strong>{messages.noTicketsLogged}</strong>
        <br />
        {messages.noTicketsYet}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover aria-label="Tickets of this stakeholder">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Title</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Handler</Table.Th>
            <Table.Th>Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tickets.map((ticket) => (
            <Table.Tr key={ticket.id}>
              <Table.Td>{ticket.reference}</Table.Td>
              <Table.Td>{ticket.title}</Table.Td>
              <Table.Td>
                <TicketStatusBadge status={ticket.status} />
              </Table.Td>
              <Table.Td>
                {ticket.handler ? `${ticket.handler.first_name} ${ticket.handler.last_name}` : 'Unassigned'}
              </Table.Td>
              <Table.Td>{when(ticket.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The feedback sent from any of the record's emails, newest first.
export function StakeholderFeedback({ feedback }: { feedback: Feedback[] }) {
  if (feedback.length === 0) return <Text c="dimmed">{messages.noFeedbacks}</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table highlightOnHover aria-label="Feedback of this stakeholder">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>ID</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th>Subject</Table.Th>
            <Table.Th>Sent</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {feedback.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Anchor component={Link} to={pathTo.feedback(entry.id)} size="sm">
                  {entry.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{entry.project_name}</Table.Td>
              <Table.Td>{entry.subject}</Table.Td>
              <Table.Td>{when(entry.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
