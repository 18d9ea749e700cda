import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { paths } from '@srm/contract';
import { useNavigate } from 'react-router';
import { useLogout } from '../api/logout';

// Logging out is confirmed first.
export function LogoutConfirmModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const logout = useLogout();
  const navigate = useNavigate();

  const confirm = () => logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) });

  return (
    <Modal opened={opened} onClose={onClose} centered withCloseButton={false} title={null}>
      <Stack gap="md" p="sm" ta="center">
        <Title order={2} size="h3">
          Confirm you want to Log out
        </Title>
        <Text c="dimmed">This action will log you out</Text>
        <Group grow>
          <Button variant="default" onClick={onClose} data-autofocus>
            Go Back
          </Button>
          <Button color="red" onClick={confirm} loading={logout.isPending}>
            Log Out
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
