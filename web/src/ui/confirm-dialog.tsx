import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  // Shown while the confirmed action runs.
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

// One question before an action that cannot be undone. 'Go Back' has the
// focus, so Enter never confirms by accident.
export function ConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  confirming,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Stack gap="md">
        {children ?? <Text c="dimmed">This action cannot be undone</Text>}
        <Group grow>
          <Button variant="default" onClick={onCancel} data-autofocus>
            Go Back
          </Button>
          <Button color="red" onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
