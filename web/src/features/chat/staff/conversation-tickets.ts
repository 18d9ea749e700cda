import type { ChatMessage, ChatUser } from '@srm/contract';
import type { ReactNode } from 'react';

export interface ConversationTicketsProps {
  chatUser: ChatUser;
  // The messages on screen, oldest first.
  messages: readonly ChatMessage[];
}

// What a conversation's header shows of tickets, its own and 'Create a Ticket'
// (decision 016): tickets draw it, the app passes it in (app/pages/chats-page.tsx).
export type ConversationTicketsPanel = (props: ConversationTicketsProps) => ReactNode;
