import { Modal, SimpleGrid, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import {
  AddStaffBody,
  canGrantRole,
  messages,
  type PermissionType,
  permissionTypeLabels,
  permissionTypes,
  type StaffUser,
} from '@srm/contract';
import { useDepartments } from '../../../lib/departments';
import { fieldPathsOf, refusalMessage, showRefusal } from '../../../lib/form-refusal';
import { usePermissionHolder } from '../../../lib/use-can';
import { EmailField } from '../../../ui/form/email-field';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useAddStaff } from '../api/add-staff';
import { useUpdateStaff } from '../api/update-staff';

interface StaffValues {
  first_name: string;
  last_name: string;
  email: string;
  permission_type: PermissionType | null;
  department_id: string | null;
}

function valuesOf(member: StaffUser | null): StaffValues {
  return {
    first_name: member?.first_name ?? '',
    last_name: member?.last_name ?? '',
    email: member?.email ?? '',
    permission_type: member?.permission_type ?? null,
    department_id: member?.department_id ?? null,
  };
}

interface StaffFormModalProps {
  opened: boolean;
  // The member being edited; none when adding one.
  member: StaffUser | null;
  onClose: () => void;
}

// The add user and edit user forms of Organization Settings.
export function StaffFormModal({ opened, member, onClose }: StaffFormModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={member ? 'Edit User' : 'Add a User'} centered size="lg">
      {/* The modal drops its content once closed, so each opening (or another member) starts afresh. */}
      <StaffForm key={member?.id ?? 'new'} member={member} onSaved={onClose} />
    </Modal>
  );
}

function StaffForm({ member, onSaved }: { member: StaffUser | null; onSaved: () => void }) {
  const add = useAddStaff();
  const update = useUpdateStaff();
  const saving = member ? update : add;
  const departments = useDepartments();
  // docs/product.md#roles: only roles no higher than one's own are offered (the server refuses the rest).
  const holder = usePermissionHolder();
  const roleChoices = permissionTypes
    .filter((role) => canGrantRole(holder, role))
    .map((value) => ({ value, label: permissionTypeLabels[value] }));
  const form = useForm<StaffValues>({
    initialValues: valuesOf(member),
    validate: schemaResolver(AddStaffBody, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    const body = AddStaffBody.parse(values);
    const done = {
      onSuccess: () => {
        notifications.show({ color: 'green', message: member ? messages.staffUpdated : messages.staffInvited });
        onSaved();
      },
      onError: (error: unknown) => showRefusal(form, error),
    };
    if (member) update.mutate({ id: member.id, body }, done);
    else add.mutate(body, done);
  });

  const departmentChoices = (departments.data?.results ?? []).map(({ id, name }) => ({ value: id, label: name }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert kind="error">{refusalMessage(saving.error, fieldPathsOf(form.values))}</FormAlert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField label="First Name" data-autofocus {...form.getInputProps('first_name')} />
          <TextField label="Last Name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <EmailField autoComplete="off" {...form.getInputProps('email')} />
        <Select
          label="Permission Type"
          placeholder="Choose a permission type"
          data={roleChoices}
          {...form.getInputProps('permission_type')}
        />
        <Select
          label="Department"
          placeholder={departmentChoices.length ? 'Choose a department' : 'No departments yet'}
          data={departmentChoices}
          clearable
          searchable
          nothingFoundMessage="No department of that name"
          {...form.getInputProps('department_id')}
        />
        <SubmitButton loading={saving.isPending}>{member ? 'Save Changes' : 'Add User'}</SubmitButton>
      </Stack>
    </form>
  );
}
