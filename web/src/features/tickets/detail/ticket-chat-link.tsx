import { Anchor, Group } from '@mantine/core';
import type { Ticket } from '@srm/contract';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { chatPathFor } from '../../../lib/chat-path';

interface TicketChatLinkProps {
  chat: NonNullable<Ticket['chat']>;
  // Following the link closes the dialog, which would otherwise stay open over the conversation.
  onFollow: () => void;
}

// A ticket made with 'Create a Ticket' in a conversation leads back to it (decision 016).
export function TicketChatLink({ chat, onFollow }: TicketChatLinkProps) {
  return (
    <Anchor component={Link} to={chatPathFor(chat.id)} onClick={onFollow} size="sm" w="fit-content">
      <Group gap={6} component="span" wrap="nowrap">
        <IconMessages size={16} aria-hidden />
        From the chat with {chat.email}
      </Group>
    </Anchor>
  );
}
