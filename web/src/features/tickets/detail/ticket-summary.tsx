import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { customValueText, type TicketDetail } from '@srm/contract';
import type { ReactNode } from 'react';
import { fieldsToAsk, useCustomFields } from '../../../lib/custom-fields';
import { formatDetailDate } from '../../../lib/dates';
import { StakeholderRecordLink } from '../../../ui/stakeholder-record-link';
import { TicketStatusBadge } from '../../../ui/status-badge';
import { optionLabel, staffNameOf } from '../create/ticket-choices';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

// Ticket detail dialog: everything about the ticket but its history.
export function TicketSummary({ ticket }: { ticket: TicketDetail }) {
  // The organisation's own fields by name (docs/decisions/022-organisation-owned-data.md); a retired one only
  // while the ticket keeps its value.
  const ownFields = fieldsToAsk(useCustomFields().data?.results, 'ticket', ticket.custom_fields);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Ticket ID
          </Text>
          <Text fw={600}>{ticket.reference}</Text>
        </Stack>
        <TicketStatusBadge status={ticket.status} />
      </Group>
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {ticket.title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
        <Field label="Priority">{optionLabel(ticket.priority)}</Field>
        <Field label="SLA Category">{optionLabel(ticket.sla_category)}</Field>
        <Field label="Type">{optionLabel(ticket.type)}</Field>
        <Field label="Due Date">{formatDetailDate(ticket.due_at)}</Field>
        <Field label="Stakeholder">
          <StakeholderRecordLink record={ticket.stakeholder_record} name={ticket.stakeholder.name} />
        </Field>
        <Field label="Stakeholder Email">
          {ticket.stakeholder.email}
          {ticket.stakeholder_email_failing && (
            <Text span size="xs" c="red" display="block" role="note">
              Mail to this address came back undelivered on {formatDetailDate(ticket.stakeholder_email_failing.since)}:
              check it with the stakeholder.
            </Text>
          )}
        </Field>
        <Field label="Handler">{ticket.handler ? staffNameOf(ticket.handler) : 'Unassigned'}</Field>
        <Field label="Created">{formatDetailDate(ticket.created_at)}</Field>
        {ownFields.map((field) => (
          <Field key={field.key} label={field.label}>
            <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {customValueText(field, ticket.custom_fields[field.key]) || '—'}
            </Text>
          </Field>
        ))}
      </SimpleGrid>
      <Field label="Description">
        <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {ticket.description}
        </Text>
      </Field>
    </Stack>
  );
}
