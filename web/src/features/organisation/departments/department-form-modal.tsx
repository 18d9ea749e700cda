import { Modal, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type Department, DepartmentBody } from '@srm/contract';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useCreateDepartment } from '../api/create-department';
import { useUpdateDepartment } from '../api/update-department';

interface DepartmentFormModalProps {
  opened: boolean;
  // The department being edited; none when creating one.
  department: Department | null;
  onClose: () => void;
}

export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={department ? 'Edit Department' : 'Create a Department'} centered>
      {/* The modal drops its content once closed, so each opening (or another department) starts afresh. */}
      <DepartmentForm key={department?.id ?? 'new'} department={department} onSaved={onClose} />
    </Modal>
  );
}

function DepartmentForm({ department, onSaved }: { department: Department | null; onSaved: () => void }) {
  const create = useCreateDepartment();
  const update = useUpdateDepartment();
  const saving = department ? update : create;
  const form = useForm({
    initialValues: { name: department?.name ?? '', description: department?.description ?? '' },
    validate: schemaResolver(DepartmentBody, { sync: true }),
  });

  const submit = form.onSubmit((body) => {
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: department ? 'Department updated' : 'Department created' });
        onSaved();
      },
      onError: (error: unknown) => showRefusal(form, error),
    };
    if (department) update.mutate({ id: department.id, body }, done);
    else create.mutate(body, done);
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">{refusalMessage(saving.error, fieldPathsOf(form.values))}</FormAlert>
        <TextField label="Department Name" data-autofocus {...form.getInputProps('name')} />
        <Textarea
          label="Department Description (about 20 words)"
          placeholder="Enter department description"
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <SubmitButton loading={saving.isPending}>{department ? 'Save Changes' : 'Create Department'}</SubmitButton>
      </Stack>
    </form>
  );
}
