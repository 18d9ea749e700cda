import { Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type MailSettings, messages } from '@srm/contract';
import { useDepartments } from '../../lib/departments';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../lib/form-refusal';
import { useHandlerChoices } from '../../lib/handler-choices';
import { FormAlert } from '../../ui/form/form-alert';
import { Select } from '../../ui/form/select';
import { SubmitButton } from '../../ui/form/submit-button';
import { useSaveMailSettings } from './api/mail-settings';

type Assignee = 'nobody' | 'member' | 'department';

interface AssigneeValues {
  assignee: Assignee;
  default_handler_id: string | null;
  default_department_id: string | null;
}

const valuesOf = (settings: MailSettings): AssigneeValues => ({
  assignee: settings.default_handler_id ? 'member' : settings.default_department_id ? 'department' : 'nobody',
  default_handler_id: settings.default_handler_id,
  default_department_id: settings.default_department_id,
});

// Who takes the tickets emails open: nobody (they wait, unassigned, in the lists), one member, or the least busy
// member of a department.
export function EmailTicketsForm({ settings, canEdit }: { settings: MailSettings; canEdit: boolean }) {
  const save = useSaveMailSettings();
  const members = useHandlerChoices();
  const departments = useDepartments();
  const form = useForm<AssigneeValues>({
    initialValues: valuesOf(settings),
    validate: {
      default_handler_id: (value, values) =>
        values.assignee === 'member' && !value ? messages.ticketHandlerRequired : null,
      default_department_id: (value, values) =>
        values.assignee === 'department' && !value ? messages.departmentRequired : null,
    },
  });
  const { assignee } = form.values;

  const submit = form.onSubmit((values) =>
    save.mutate(
      {
        default_handler_id: values.assignee === 'member' ? values.default_handler_id : null,
        default_department_id: values.assignee === 'department' ? values.default_department_id : null,
      },
      {
        onSuccess: (saved) => {
          form.setValues(valuesOf(saved));
          form.resetDirty();
          notifications.show({ color: 'green', message: messages.mailSettingsSaved });
        },
        onError: (error) => showRefusal(form, error),
      },
    ),
  );

  const memberOptions = (members.data?.results ?? []).map((user) => ({
    value: user.id,
    label: `${user.first_name} ${user.last_name}`,
  }));
  const departmentOptions = (departments.data?.results ?? []).map((department) => ({
    value: department.id,
    label: department.name,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Tickets opened by email
        </Title>
        <Text size="sm" c="dimmed">
          A new email opens a ticket with medium priority and the standard SLA category. Whoever takes it is told, as of
          any ticket given to them.
        </Text>
        <FormAlert kind="error">{refusalMessage(save.error, fieldPathsOf(form.values))}</FormAlert>
        <Radio.Group label="Assign them to" {...form.getInputProps('assignee')} readOnly={!canEdit}>
          <Stack gap="xs" mt={6}>
            <Radio value="nobody" label="Nobody: they wait, unassigned, in the ticket lists" disabled={!canEdit} />
            <Radio value="member" label="A member of staff" disabled={!canEdit} />
            <Radio value="department" label="The least busy member of a department" disabled={!canEdit} />
          </Stack>
        </Radio.Group>
        {assignee === 'member' && (
          <Select
            label="Member"
            placeholder="Choose a member"
            data={memberOptions}
            searchable
            disabled={!canEdit}
            {...form.getInputProps('default_handler_id')}
          />
        )}
        {assignee === 'department' && (
          <Select
            label="Department"
            placeholder="Choose a department"
            data={departmentOptions}
            searchable
            disabled={!canEdit}
            {...form.getInputProps('default_department_id')}
          />
        )}
        {canEdit && (
          <SubmitButton
            loading={save.isPending}
            disabled={!form.isDirty()}
            fullWidth={false}
            w={{ base: '100%', sm: 'auto' }}
          >
            Save
          </SubmitButton>
        )}
      </Stack>
    </form>
  );
}
