import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Log, LogBody, messages } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { Select } from '../../../ui/form/select';
import { useUpdateLog } from '../api/update-log';
import { channelChoices, logFormValues } from './log-look';

interface LogEditFormProps {
  log: Log;
  // Leaves edit mode, after a save or without one.
  onDone: () => void;
}

// A manager corrects a log (docs/product.md#stakeholders); the contract's schema checks it
// here as the server will.
export function LogEditForm({ log, onDone }: LogEditFormProps) {
  const update = useUpdateLog();
  const title = useRef<HTMLInputElement>(null);
  const form = useForm({ initialValues: logFormValues(log), validate: schemaResolver(LogBody, { sync: true }) });
  // The Edit button pressed is gone: the keyboard goes on from the first field.
  useEffect(() => title.current?.focus(), []);

  const submit = form.onSubmit((values) =>
    update.mutate(
      { logId: log.id, body: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: messages.logUpdated });
          onDone();
        },
        // A refused field is said under it; anything else is a toast.
        onError: (error) => {
          if (Object.keys(showRefusal(form, error)).length > 0) return;
          notifications.show({ color: 'red', message: refusalMessage(error) });
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} aria-label="Edit this log">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput ref={title} label="Title" withAsterisk {...form.getInputProps('subject')} />
          <Select
            label="Channel"
            data={channelChoices}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('type')}
          />
          <TextInput label="Summary" {...form.getInputProps('summary')} />
          <TextInput label="Project Name" {...form.getInputProps('project_name')} />
        </SimpleGrid>
        <Textarea label="Description" autosize minRows={3} withAsterisk {...form.getInputProps('message')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
