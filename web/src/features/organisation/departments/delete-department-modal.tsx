import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Department } from '@srm/contract';
import { errorMessage } from '../../../api/error-message';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { FormAlert } from '../../../ui/form/form-alert';
import { useDeleteDepartment } from '../api/delete-department';

// 'Confirm you want to Delete {name}' / 'This action cannot be undone'.
export function DeleteDepartmentModal({ department, onClose }: { department: Department | null; onClose: () => void }) {
  const remove = useDeleteDepartment();

  const confirm = () => {
    if (!department) return;
    remove.mutate(department.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${department.name} deleted` });
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={department !== null}
      title={`Confirm you want to Delete ${department?.name ?? ''}`}
      confirmLabel="Delete Department"
      confirming={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text c="dimmed">This action cannot be undone</Text>
      {department && department.staff_count > 0 && (
        <Text size="sm">Its {department.staff_count} staff will stay, without a department, until you move them.</Text>
      )}
      <FormAlert kind="error">{remove.isError && errorMessage(remove.error)}</FormAlert>
    </ConfirmDialog>
  );
}
