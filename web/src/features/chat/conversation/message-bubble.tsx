import { Box, Button, Group, Paper, Text } from '@mantine/core';
import { type ChatMessage, type ChatSender, messages } from '@srm/contract';
import type { ReactNode } from 'react';
import { formatDetailDate } from '../../../lib/dates';
import { relativeTime } from '../relative-time';
import type { PendingMessage } from './chat-conversation';

interface BubbleProps {
  mine: boolean;
  caption: ReactNode;
  text: string;
  faded?: boolean;
  children?: ReactNode;
}

// One message: the viewer's own on the right in the brand colour, the other
// side's on the left in grey, each with who wrote it and when.
function Bubble({ mine, caption, text, faded = false, children }: BubbleProps) {
  return (
    <Box
      component="li"
      style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
    >
      <Text size="xs" c="dimmed" mb={2} px={4}>
        {caption}
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="85%"
        bg={mine ? 'var(--mantine-primary-color-filled)' : 'var(--mantine-color-default-hover)'}
        c={mine ? 'var(--mantine-primary-color-contrast)' : undefined}
        opacity={faded ? 0.75 : 1}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Paper>
      {children}
    </Box>
  );
}

interface StoredMessageProps {
  message: ChatMessage;
  me: ChatSender;
  now: number;
}

export function StoredMessage({ message, me, now }: StoredMessageProps) {
  const caption = (
    <>
      {message.senderName} ·{' '}
      <time dateTime={message.timeSent} title={formatDetailDate(message.timeSent)}>
        {relativeTime(message.timeSent, now)}
      </time>
    </>
  );
  return <Bubble mine={message.sender === me} caption={caption} text={message.message} />;
}

interface PendingMessageProps {
  entry: PendingMessage;
  connected: boolean;
  onRetry: (clientId: string) => void;
  onDismiss: (clientId: string) => void;
}

// A send not stored yet: 'Sending…', or why it waits or was refused.
export function PendingMessageBubble({ entry, connected, onRetry, onDismiss }: PendingMessageProps) {
  if (entry.state === 'sending') {
    return <Bubble mine faded caption={connected ? 'Sending…' : messages.chatNotSent} text={entry.text} />;
  }
  return (
    <Bubble mine faded caption="Not sent" text={entry.text}>
      <Text size="xs" c="red" mt={2} px={4} role="alert">
        {entry.detail}
      </Text>
      <Group gap={4}>
        {entry.retryable && (
          <Button variant="subtle" size="compact-xs" onClick={() => onRetry(entry.clientId)}>
            Send again
          </Button>
        )}
        <Button variant="subtle" color="gray" size="compact-xs" onClick={() => onDismiss(entry.clientId)}>
          Remove
        </Button>
      </Group>
    </Bubble>
  );
}
