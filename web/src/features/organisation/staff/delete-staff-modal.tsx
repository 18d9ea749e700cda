import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { messages, type StaffUser } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
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
    <ConfirmDialog
      opened={member !== null}
      title={`Confirm you want to Delete ${member ? fullNameOf(member) : ''}`}
      confirmLabel="Delete User"
      confirming={remove.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <Text c="dimmed">This action cannot be undone</Text>
      <FormAlert kind="error">{remove.isError && errorMessage(remove.error)}</FormAlert>
    </ConfirmDialog>
  );
}
