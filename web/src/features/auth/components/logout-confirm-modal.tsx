import { Text } from '@mantine/core';
import { paths } from '@srm/contract';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useLogout } from '../api/logout';

export interface LogoutConfirmProps {
  opened: boolean;
  onClose: () => void;
}

// Logging out is confirmed first.
export function LogoutConfirmModal({ opened, onClose }: LogoutConfirmProps) {
  const logout = useLogout();
  const navigate = useNavigate();

  const confirm = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <ConfirmDialog
      opened={opened}
      title="Confirm you want to Log out"
      confirmLabel="Log Out"
      confirming={logout.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <Text c="dimmed">This action will log you out</Text>
    </ConfirmDialog>
  );
}
