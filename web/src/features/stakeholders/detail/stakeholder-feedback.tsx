import { Anchor, Table, Text } from '@mantine/core';
import { type Feedback, messages, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { Link } from 'react-router';

const when = (iso: string) => dayjs(iso).format(ticketTableDateFormat);

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
