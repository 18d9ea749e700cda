import { List, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TicketActivity } from '@srm/contract';
import { useId } from 'react';
import { staffNameOf } from '../create/ticket-choices';
import { formatTicketDate } from './ticket-dates';

const fieldLabels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  priority: 'Priority',
  sla_category: 'SLA Category',
  type: 'Type',
  status: 'Status',
  name: 'Stakeholder name',
  email: 'Stakeholder email',
  handler: 'Handler',
};

const labelOfField = (field: string) => fieldLabels[field] ?? field.replaceAll('_', ' ');
const shown = (value: string | null) => value || '(none)';

// ARCHITECTURE §4: one entry per change, oldest first; the SLA clock's own
// moves have no author.
export function TicketHistory({ activity }: { activity: TicketActivity[] }) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={4} size="h5" id={titleId}>
        Ticket History
      </Title>
      {activity.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing has happened to this ticket yet.
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {activity.map((entry) => (
            <Timeline.Item key={entry.id} title={entry.text}>
              <Text size="xs" c="dimmed">
                {entry.author ? staffNameOf(entry.author) : 'SLA clock'} · {formatTicketDate(entry.created_at)}
              </Text>
              {entry.changes && Object.keys(entry.changes).length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {Object.entries(entry.changes).map(([field, { from, to }]) => (
                    <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
                      {labelOfField(field)}: {shown(from)} → {shown(to)}
                    </List.Item>
                  ))}
                </List>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Stack>
  );
}
