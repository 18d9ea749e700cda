import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmChoiceProps {
  // What follows from confirming; 'This action cannot be undone' if left out.
  children?: ReactNode;
  confirmLabel: string;
  // Shown while the confirmed action runs.
  confirming: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

interface ConfirmDialogProps extends ConfirmChoiceProps {
  opened: boolean;
  title: string;
}

// One question before an action that cannot be undone.
export function ConfirmDialog({ opened, title, onCancel, ...choice }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <ConfirmChoice onCancel={onCancel} {...choice} />
    </Modal>
  );
}

// The question's body and its two answers, for a view that asks in place (a
// ticket's delete, in its page and its dialog). 'Go Back' has the focus, so
// Enter never confirms by accident. Side by side, or one above the other on a
// phone, where half the dialog cannot hold 'Delete Stakeholder'.
export function ConfirmChoice({ children, confirmLabel, confirming, onConfirm, onCancel }: ConfirmChoiceProps) {
  return (
    <Stack gap="md">
      {children ?? <Text c="dimmed">This action cannot be undone</Text>}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Go Back
        </Button>
        <Button color="red" onClick={onConfirm} loading={confirming}>
          {confirmLabel}
        </Button>
      </SimpleGrid>
    </Stack>
  );
}
