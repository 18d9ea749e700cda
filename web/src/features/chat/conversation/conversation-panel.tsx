import { Box, Stack, Text } from '@mantine/core';
import { type ChatSender, messages } from '@srm/contract';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../ui/form/form-alert';
import type { ChatConversation, ConversationSnapshot } from './chat-conversation';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationPanelProps {
  conversation: ChatConversation | null;
  snapshot: ConversationSnapshot;
  me: ChatSender;
  header?: ReactNode;
  // Above the messages, inside the log's scroll: staff's 'Load earlier messages'.
  beforeMessages?: ReactNode;
}

// A conversation as both sides see it: the messages, whether the other side is
// typing (or the connection is down), and the box to write in.
export function ConversationPanel({ conversation, snapshot, me, header, beforeMessages }: ConversationPanelProps) {
  const status = !snapshot.connected ? 'Connecting…' : snapshot.otherTyping ? messages.chatTyping : '';
  return (
    <Stack gap={0} flex={1} mih={0}>
      {header}
      {snapshot.problem && (
        <Box p="sm">
          <FormAlert kind="error">{snapshot.problem}</FormAlert>
        </Box>
      )}
      <MessageList conversation={conversation} snapshot={snapshot} me={me} before={beforeMessages} />
      <Text size="sm" c="dimmed" fs="italic" px="md" mih={22} aria-live="polite">
        {status}
      </Text>
      <MessageComposer
        onSend={(text) => conversation?.send(text) ?? false}
        onType={(text) => conversation?.typed(text)}
      />
    </Stack>
  );
}
