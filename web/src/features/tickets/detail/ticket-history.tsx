import { List, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TicketActivity } from '@srm/contract';
import { useId } from 'react';
import { formatDetailDate } from '../../../lib/dates';
import { optionLabel, staffNameOf } from '../create/ticket-choices';

const fieldLabels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  priority: 'Priority',
  sla_category: 'SLA Category',
  type: 'Type',
  status: 'Status',
  name: 'Stakeholder name',
  email: 'Stakeholder email',
  due_at: 'Due Date',
};

const labelOfField = (field: string) => fieldLabels[field] ?? field.replaceAll('_', ' ');

// Option values read as on the form; the due date as every other ticket date.
const optionFields = new Set(['priority', 'sla_category', 'type', 'status']);
function shown(field: string, value: string | null) {
  if (!value) return '(none)';
  if (field === 'due_at') return formatDetailDate(value);
  return optionFields.has(field) ? optionLabel(value) : value;
}

// A re-assign's entry names both handlers in its text; their ids say nothing more.
const hiddenFields = new Set(['handler_id']);
const changesOf = (entry: TicketActivity) =>
  Object.entries(entry.changes ?? {}).filter(([field]) => !hiddenFields.has(field));

// docs/product.md#tickets: one entry per change, oldest first; the SLA clock's own
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
                {entry.author ? staffNameOf(entry.author) : 'SLA clock'} · {formatDetailDate(entry.created_at)}
              </Text>
              {changesOf(entry).length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {changesOf(entry).map(([field, { from, to }]) => (
                    <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
                      {labelOfField(field)}: {shown(field, from)} → {shown(field, to)}
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
