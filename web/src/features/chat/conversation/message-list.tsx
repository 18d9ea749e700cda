import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import type { ChatSender } from '@srm/contract';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNow } from '../../../lib/use-now';
import type { ChatConversation, ConversationSnapshot } from './chat-conversation';
import { PendingMessageBubble, StoredMessage } from './message-bubble';

interface MessageListProps {
  conversation: ChatConversation | null;
  snapshot: ConversationSnapshot;
  me: ChatSender;
  // Above the messages: staff's 'Load earlier messages'.
  before?: ReactNode;
}

// The conversation as an ARIA log, so a screen reader reads out each new
// message; it scrolls to the newest whenever one is added at the end.
export function MessageList({ conversation, snapshot, me, before }: MessageListProps) {
  const now = useNow();
  const log = useRef<HTMLDivElement>(null);
  const { messages, pending, loaded, connected } = snapshot;
  const newest = pending.at(-1)?.clientId ?? messages.at(-1)?.id ?? '';

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newest]);

  return (
    <Box
      ref={log}
      role="log"
      aria-live="polite"
      aria-label="Messages"
      // A region that scrolls must be reachable from the keyboard.
      tabIndex={0}
      flex={1}
      mih={0}
      p="sm"
      style={{ overflowY: 'auto' }}
    >
      {before}
      {!loaded && messages.length === 0 && (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading messages" />
        </Center>
      )}
      {loaded && messages.length === 0 && pending.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No messages yet.
        </Text>
      )}
      <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {messages.map((message) => (
          <StoredMessage key={message.id} message={message} me={me} now={now} />
        ))}
        {conversation &&
          pending.map((entry) => (
            <PendingMessageBubble
              key={entry.clientId}
              entry={entry}
              connected={connected}
              onRetry={conversation.retry}
              onDismiss={conversation.dismiss}
            />
          ))}
      </Stack>
    </Box>
  );
}
