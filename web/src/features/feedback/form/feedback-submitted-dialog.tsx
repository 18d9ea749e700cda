import { Button, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { type FeedbackReceipt, messages } from '@srm/contract';
import { IconCircleCheck } from '@tabler/icons-react';

interface FeedbackSubmittedDialogProps {
  receipt: FeedbackReceipt | null;
  onClose: () => void;
}

// Feedback: the success dialog, with the reference to quote.
export function FeedbackSubmittedDialog({ receipt, onClose }: FeedbackSubmittedDialogProps) {
  return (
    <Modal opened={receipt !== null} onClose={onClose} title={messages.feedbackSubmitted} centered>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon color="green" variant="light" size={64} radius="xl">
          <IconCircleCheck size={40} aria-hidden />
        </ThemeIcon>
        <Text>{messages.feedbackSubmittedDetail}</Text>
        {receipt && (
          <Text size="sm" c="dimmed">
            Your reference is{' '}
            <Text span fw={700} c="var(--mantine-color-text)">
              {receipt.reference}
            </Text>
          </Text>
        )}
        <Button fullWidth size="md" onClick={onClose} data-autofocus>
          Done
        </Button>
      </Stack>
    </Modal>
  );
}
