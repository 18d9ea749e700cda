import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FeedbackDetail } from '@srm/contract';
import type { ReactNode } from 'react';
import { formatDetailDate } from '../../../lib/dates';
import { PhoneLink } from '../../../ui/phone-input';
import { StakeholderRecordLink } from '../../../ui/stakeholder-record-link';
import { FeedbackStatusBadge } from '../feedback-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="div" size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

// /feedback/{feedback_id}: who sent it, about which product,
// and what they wrote, line breaks kept.
export function FeedbackSummary({ feedback }: { feedback: FeedbackDetail }) {
  const { stakeholder } = feedback;
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600}>{feedback.reference}</Text>
        <FeedbackStatusBadge status={feedback.status} />
      </Group>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {feedback.subject}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field label="Stakeholder">
          <StakeholderRecordLink record={feedback.stakeholder_record} name={stakeholder.name} />
        </Field>
        <Field label="Email">
          <Anchor href={`mailto:${stakeholder.email}`} size="sm">
            {stakeholder.email}
          </Anchor>
        </Field>
        {stakeholder.phone && (
          <Field label="Phone">
            <PhoneLink phone={stakeholder.phone} size="sm" />
          </Field>
        )}
        <Field label="Product">{feedback.project_name}</Field>
        <Field label="ID">{feedback.reference}</Field>
        <Field label="Date Submitted">{formatDetailDate(feedback.created_at)}</Field>
      </SimpleGrid>
      <Field label="Message">
        <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {feedback.message}
        </Text>
      </Field>
    </Stack>
  );
}
