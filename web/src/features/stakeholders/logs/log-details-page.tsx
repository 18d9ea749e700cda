import { Anchor, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Log, messages, paths, pathTo } from '@srm/contract';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDetailDate } from '../../../lib/dates';
import { useCan } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';
import { useLog } from '../api/get-log';
import { LogEditForm } from './log-edit-form';
import { channelLabel, staffNameOf } from './log-look';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function LogFields({ log }: { log: Log }) {
  const { customer } = log;
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
        <Field label="Summary">{log.summary || '—'}</Field>
        <Field label="Channel">{channelLabel(log.type)}</Field>
        <Field label="Staff">{staffNameOf(log)}</Field>
        <Field label="Stakeholder">
          <Stack gap={2}>
            <Anchor component={Link} to={pathTo.stakeholder(customer.id)} size="sm">
              {customer.name}
            </Anchor>
            {customer.email && (
              <Anchor href={`mailto:${customer.email}`} size="sm">
                {customer.email}
              </Anchor>
            )}
          </Stack>
        </Field>
        <Field label="Project Name">{log.project_name || '—'}</Field>
        <Field label="Date">{formatDetailDate(log.created_at)}</Field>
      </SimpleGrid>
      <Stack component="dl" m={0} gap={0}>
        <Field label="Message">
          <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {log.message}
          </Text>
        </Field>
      </Stack>
    </Stack>
  );
}

function LogView({ log }: { log: Log }) {
  const canEdit = useCan('edit_logs');
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  // Back from the form, the keyboard returns to the button that opened it.
  useEffect(() => {
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text fw={600}>{log.reference}</Text>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {log.subject}
          </Title>
        </Stack>
        {canEdit && !editing && (
          <Button
            ref={editButton}
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit
          </Button>
        )}
      </Group>
      <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
        {editing ? <LogEditForm log={log} onDone={() => setEditing(false)} /> : <LogFields log={log} />}
      </Paper>
      <Anchor component={Link} to={`${paths.logs}?customer_id=${log.customer.id}`} w="fit-content">
        Every log of {log.customer.name}
      </Anchor>
    </Stack>
  );
}

// /log-details?id={logId}: one email or call, and for
// managers its correction. A log this user may not see fails as an unknown one.
export function LogDetailsPage() {
  const [params] = useSearchParams();
  const logId = params.get('id') ?? '';
  const log = useLog(logId);
  if (!logId) return <Text c="dimmed">{messages.noLogs}</Text>;
  if (log.isPending) return <Loader aria-label="Loading the log" />;
  if (log.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <FormAlert kind="error">{messages.logDetailsFailed}</FormAlert>
        <Anchor component={Link} to={paths.logs}>
          Back to the logs
        </Anchor>
      </Stack>
    );
  }
  return <LogView log={log.data} />;
}
