import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type StaffUser } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useDeleteStaff } from '../api/delete-staff';
import { fullNameOf } from './staff-table';

// The same confirmation as deleting a department.
export function DeleteStaffModal({ member, onClose }: { member: StaffUser | null; onClose: () => void }) {
  const remove = useDeleteStaff();
  const close = () => {
    remove.reset();
    onClose();
  };
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: messages.staffDeleted });
        close();
      },
    });
  };

  return (
    <Modal opened={member !== null} onClose={close} centered withCloseButton={false} title={null}>
      <Stack gap="md" p="sm" ta="center">
        <Title order={2} size="h3">
          Confirm you want to Delete {member && fullNameOf(member)}
        </Title>
        <Text c="dimmed">This action cannot be undone</Text>
        <FormAlert kind="error">{remove.isError && errorMessage(remove.error)}</FormAlert>
        <Group grow>
          <Button variant="default" onClick={close} data-autofocus>
            Go Back
          </Button>
          <Button color="red" onClick={confirm} loading={remove.isPending}>
            Delete User
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
