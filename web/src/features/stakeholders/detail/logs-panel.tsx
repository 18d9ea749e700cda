import { Anchor, Button, Card, Group, Loader, Pagination, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Log, LogBody, listPageSize, messages, paths, pathTo } from '@srm/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDate } from '../../../lib/dates';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { useListState } from '../../../ui/data-table/list-state';
import { namedPageControl } from '../../../ui/data-table/page-controls';
import { pagingText } from '../../../ui/data-table/paging-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { useCreateLog } from '../api/create-log';
import { useLogs } from '../api/get-logs';
import { channelChoices, channelLabel, staffNameOf } from '../logs/log-look';

function LogForm({ stakeholderId, onCreated }: { stakeholderId: string; onCreated: () => void }) {
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
          onCreated();
        },
        // A refused field is said under it; anything else is a toast.
        onError: (error) => {
          if (Object.keys(showRefusal(form, error)).length > 0) return;
          notifications.show({ color: 'red', message: refusalMessage(error, [], { 500: messages.logCreateFailed }) });
        },
      },
    ),
  );
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Log an email or call">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput label="Title" withAsterisk {...form.getInputProps('subject')} />
          <Select label="Channel" data={channelChoices} withAsterisk {...form.getInputProps('type')} />
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

function LogCard({ log }: { log: Log }) {
  return (
    <Card withBorder component="article" aria-label={`${log.reference}: ${log.subject}`}>
      <Stack gap={2}>
        <Anchor component={Link} to={pathTo.logDetails(log.id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
          {log.subject}
        </Anchor>
        <Text size="xs" c="dimmed">
          {log.reference} · {channelLabel(log.type)} · {staffNameOf(log)} · {formatDetailDate(log.created_at)}
        </Text>
      </Stack>
      <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {log.message}
      </Text>
    </Card>
  );
}

// The form that logs another email or call with this
// stakeholder, then their logs, newest first, 15 a page from the API; each
// title opens the log's own page.
export function LogsPanel({ stakeholderId }: { stakeholderId: string }) {
  // As the API counts: the first page is 0.
  const [page, setPage] = useState(0);
  const list = useLogs({ page, stakeholderId });
  const { records, count, answered, loading } = useListState(list);
  const pages = Math.ceil(count / listPageSize);
  // The page of the rows on screen, which lag behind `page` while the next one loads.
  const shown = list.data?.page ?? page;

  return (
    <Stack gap="md">
      {/* A new log is the newest: back to the first page to show it. */}
      <LogForm stakeholderId={stakeholderId} onCreated={() => setPage(0)} />
      <FormAlert kind="error">{list.isError && errorMessage(list.error)}</FormAlert>
      {list.isPending && list.isFetching && <Loader aria-label="Loading the logs" />}
      {answered && records.length === 0 && <Text c="dimmed">{messages.noLogs}</Text>}
      <Stack gap="md" aria-busy={loading} style={{ opacity: loading && !list.isPending ? 0.6 : 1 }}>
        {records.map((log) => (
          <LogCard key={log.id} log={log} />
        ))}
      </Stack>
      {records.length > 0 && (
        <Group component="nav" aria-label="Pages of logs" justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {pagingText({
              from: shown * listPageSize + 1,
              to: shown * listPageSize + records.length,
              count,
              countCapped: false,
            })}
          </Text>
          {pages > 1 && (
            <Pagination
              size="sm"
              total={pages}
              value={page + 1}
              onChange={(next) => setPage(next - 1)}
              getControlProps={namedPageControl}
            />
          )}
          <Anchor component={Link} to={`${paths.logs}?customer_id=${stakeholderId}`} size="sm">
            Open as a table
          </Anchor>
        </Group>
      )}
    </Stack>
  );
}
