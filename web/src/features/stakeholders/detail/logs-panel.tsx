import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Log, LogBody, messages } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate } from '../../../lib/dates';
import { useCreateLog } from '../api/create-log';

const channels = [
  { value: 'email', label: 'Email' },
  { value: 'call', label: 'Call' },
];

function LogForm({ stakeholderId }: { stakeholderId: string }) {
  const create = useCreateLog();
  const form = useForm({
    initialValues: { subject: '', type: '', message: '' },
    validate: schemaResolver(LogBody, { sync: true }),
  });
  const submit = form.onSubmit((values) =>
    create.mutate(
      { stakeholderId, body: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.logCreated });
          form.reset();
        },
        onError: (error) =>
          notifications.show({ color: 'red', message: errorMessage(error, { 500: messages.logCreateFailed }) }),
      },
    ),
  );
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Log an email or call">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Title" withAsterisk {...form.getInputProps('subject')} />
          <Select label="Channel" data={channels} withAsterisk {...form.getInputProps('type')} />
        </Group>
        <Textarea label="Description" autosize minRows={2} withAsterisk {...form.getInputProps('message')} />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Add Log
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

// Spec part 2 §2.6: the emails and calls with this stakeholder, newest first,
// and the form that logs another.
export function LogsPanel({ stakeholderId, logs }: { stakeholderId: string; logs: Log[] }) {
  return (
    <Stack gap="md">
      <LogForm stakeholderId={stakeholderId} />
      {logs.length === 0 ? (
        <Text c="dimmed">{messages.noLogs}</Text>
      ) : (
        logs.map((log) => (
          <Card key={log.id} withBorder component="article" aria-label={`${log.reference}: ${log.subject}`}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                <Text fw={600}>{log.subject}</Text>
                <Text size="xs" c="dimmed">
                  {log.reference} · {log.type === 'call' ? 'Call' : 'Email'} ·{' '}
                  {log.staff ? `${log.staff.first_name} ${log.staff.last_name}` : 'a former member'} ·{' '}
                  {formatDetailDate(log.created_at)}
                </Text>
              </Stack>
            </Group>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line' }}>
              {log.message}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
