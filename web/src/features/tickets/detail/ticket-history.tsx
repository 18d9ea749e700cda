import { Badge, List, Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import type { CustomField, TicketActivity } from '@srm/contract';
import { useId } from 'react';
import { useCustomFields } from '../../../lib/custom-fields';
import { formatDetailDate } from '../../../lib/dates';
import { optionLabel, staffNameOf } from '../create/ticket-choices';
import { EntryEmail, EntryFiles, senderOf } from './ticket-entry-email';

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

const customPrefix = 'custom_fields.';

// A field of the ticket by its label; one of the organisation's own (`custom_fields.<key>`) by its name today.
function labelOfField(field: string, ownFields: readonly CustomField[]) {
  if (field.startsWith(customPrefix)) {
    const key = field.slice(customPrefix.length);
    return ownFields.find((each) => each.target === 'ticket' && each.key === key)?.label ?? key.replaceAll('_', ' ');
  }
  return fieldLabels[field] ?? field.replaceAll('_', ' ');
}

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

// Who wrote an entry: a member of staff, else whoever sent the email it came as, else the stakeholder (their
// answers, and the reopen an answer caused), else the SLA clock.
function authorOf(entry: TicketActivity, stakeholderName: string) {
  if (entry.author) return staffNameOf(entry.author);
  if (entry.email) return senderOf(entry.email);
  if (entry.type === 'answered' || entry.type === 'reopened') return `${stakeholderName} (stakeholder)`;
  return 'SLA clock';
}

// The words of a reply, a note, an answer or a resolution note, as written.
function EntryBody({ entry }: { entry: TicketActivity }) {
  if (!entry.body) return null;
  const isNote = entry.type === 'noted';
  return (
    <Paper
      withBorder
      p="sm"
      mt={6}
      radius="md"
      bg={isNote ? 'var(--mantine-color-yellow-light)' : undefined}
      {...(isNote && { role: 'note', 'aria-label': 'Internal note' })}
    >
      {isNote && (
        <Badge color="yellow" variant="filled" size="sm" mb={6}>
          Internal note · staff only
        </Badge>
      )}
      {entry.type === 'resolved' && (
        <Text size="xs" fw={600} c="dimmed" mb={4}>
          Resolution note
        </Text>
      )}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.body}
      </Text>
    </Paper>
  );
}

// docs/product.md#tickets: one entry per change, oldest first, with the thread's
// replies, notes and answers among them; the SLA clock's own moves have no author.
export function TicketHistory({ activity, stakeholderName }: { activity: TicketActivity[]; stakeholderName: string }) {
  const titleId = useId();
  const ownFields = useCustomFields().data?.results ?? [];
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
                {authorOf(entry, stakeholderName)} · {formatDetailDate(entry.created_at)}
              </Text>
              <EntryEmail entry={entry} />
              <EntryBody entry={entry} />
              <EntryFiles files={entry.files} />
              {changesOf(entry).length > 0 && (
                <List size="sm" mt={4} spacing={2}>
                  {changesOf(entry).map(([field, { from, to }]) => (
                    <List.Item key={field} style={{ overflowWrap: 'anywhere' }}>
                      {labelOfField(field, ownFields)}: {shown(field, from)} → {shown(field, to)}
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
