import { Button, Modal, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';

interface SuccessModalProps {
  opened: boolean;
  title: string;
  text: string;
  actionLabel: string;
  onAction: () => void;
}

// The end of a flow: it can only be left through its one action.
export function SuccessModal({ opened, title, text, actionLabel, onAction }: SuccessModalProps) {
  return (
    <Modal opened={opened} onClose={onAction} withCloseButton={false} centered closeOnClickOutside={false} title={null}>
      <Stack align="center" ta="center" gap="md" p="md">
        <ThemeIcon size={56} radius="xl" color="green" variant="light">
          <IconCheck size={32} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Button fullWidth onClick={onAction} data-autofocus>
          {actionLabel}
        </Button>
      </Stack>
    </Modal>
  );
}
