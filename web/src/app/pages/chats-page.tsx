import { ChatsPage } from '../../features/chat/staff/chats-page';
import { ChatTicketPanel } from '../../features/tickets/from-chat/chat-ticket-panel';

// /chats with each conversation's tickets and 'Create a Ticket' in its header:
// chat and tickets each stand alone, and meet here.
export function ChatsRoute() {
  return (
    <ChatsPage ticketsPanel={({ chatUser, messages }) => <ChatTicketPanel chat={chatUser} messages={messages} />} />
  );
}
