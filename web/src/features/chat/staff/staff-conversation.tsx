import { Box, Button, Center } from '@mantine/core';
import type { ChatServerEvents, ChatUser } from '@srm/contract';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { getEarlierMessages } from '../api/get-chat-history';
import { useMarkChatSeen } from '../api/mark-chat-seen';
import type { ChatSocket } from '../chat-socket';
import { ConversationPanel } from '../conversation/conversation-panel';
import { useChatConversation } from '../conversation/use-chat-conversation';
import { ConversationHeader } from './conversation-header';
import type { ConversationTicketsPanel } from './conversation-tickets';

interface StaffConversationProps {
  socket: ChatSocket | null;
  chatUserId: string;
  // From the users list, or looked up when it is not among those loaded; unknown meanwhile.
  user: ChatUser | undefined;
  ticketsPanel?: ConversationTicketsPanel | undefined;
  onBack?: (() => void) | undefined;
}

// One conversation, answered as the organisation. Opening it marks it seen,
// and so does every message the stakeholder writes while it is open, so its
// red dot does not come back under the reader's eyes.
export function StaffConversation({ socket, chatUserId, user, ticketsPanel, onBack }: StaffConversationProps) {
  const { conversation, snapshot } = useChatConversation(socket, chatUserId, 'staff');
  const { mutate: markSeen } = useMarkChatSeen();
  const earlier = useMutation({
    mutationFn: (before: number) => getEarlierMessages(chatUserId, before),
    onSuccess: (older) => conversation?.addHistory(older),
  });

  useEffect(() => markSeen(chatUserId), [chatUserId, markSeen]);
  useEffect(() => {
    if (!socket) return;
    const wrote: ChatServerEvents['message'] = ({ roomId }) => {
      if (roomId === chatUserId) markSeen(chatUserId);
    };
    socket.on('message', wrote);
    return () => {
      socket.off('message', wrote);
    };
  }, [socket, chatUserId, markSeen]);

  const email = user?.email ?? snapshot.messages.find((message) => message.sender === 'stakeholder')?.senderEmail ?? '';
  const oldest = snapshot.messages[0]?.sequence;
  const loadEarlier = snapshot.hasEarlier && oldest !== undefined && (
    <Box mb="sm">
      <FormAlert kind="error">{earlier.isError && errorMessage(earlier.error)}</FormAlert>
      <Center>
        <Button variant="subtle" size="xs" loading={earlier.isPending} onClick={() => earlier.mutate(oldest)}>
          Load earlier messages
        </Button>
      </Center>
    </Box>
  );

  return (
    <ConversationPanel
      conversation={conversation}
      snapshot={snapshot}
      me="staff"
      header={
        <ConversationHeader
          email={email}
          verified={user?.verified ?? true}
          stakeholder={user?.stakeholder ?? null}
          tickets={user && ticketsPanel?.({ chatUser: user, messages: snapshot.messages })}
          onBack={onBack}
        />
      }
      beforeMessages={loadEarlier}
    />
  );
}
