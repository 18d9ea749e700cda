import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ChatMessage, type ChatUser, pathTo, type TicketStatus, ticketStatuses } from '@srm/contract';
import { IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCan } from '../../../lib/use-can';
import { TicketStatusBadge } from '../../../ui/status-badge';
import type { CreateTicketInitial } from '../create/create-ticket-form';
import { CreateTicketModal } from '../create/create-ticket-modal';
import { ChatMessagePicker } from './chat-message-picker';
import { describeChatMessages, titleOfChatMessages } from './chat-ticket-messages';

// The contract gives a conversation's tickets their status as plain text.
const isTicketStatus = (status: string): status is TicketStatus =>
  (ticketStatuses as readonly string[]).includes(status);

interface ChatTicketPanelProps {
  chat: ChatUser;
  messages: readonly ChatMessage[];
}

// A conversation's tickets, each a link to its page, and 'Create a
// Ticket' from chosen messages for those who may create tickets (decision 016,
// docs/product.md#roles). The app shows it in the conversation's header; the new
// ticket appears here once the conversations are read again (lib/refresh.ts).
export function ChatTicketPanel({ chat, messages }: ChatTicketPanelProps) {
  const canCreate = useCan('manage_tickets');
  const [picking, picker] = useDisclosure(false);
  const [creating, wizard] = useDisclosure(false);
  const [draft, setDraft] = useState<CreateTicketInitial>({});
  if (!canCreate && chat.tickets.length === 0) return null;

  const choose = (chosen: ChatMessage[]) => {
    setDraft({
      name: chat.fullName,
      email: chat.email,
      title: titleOfChatMessages(chosen),
      description: describeChatMessages(chosen),
    });
    picker.close();
    wizard.open();
  };

  return (
    <>
      <Group gap="xs" role="group" aria-label="Tickets from this chat">
        {chat.tickets.map((ticket) => (
          <Button
            key={ticket.id}
            variant="default"
            size="compact-sm"
            maw="100%"
            leftSection={<IconTicket size={16} aria-hidden />}
            rightSection={isTicketStatus(ticket.status) && <TicketStatusBadge status={ticket.status} />}
            component={Link}
            to={pathTo.ticket(ticket)}
          >
            <Text span size="sm" truncate maw={240}>
              {ticket.reference} · {ticket.title}
            </Text>
          </Button>
        ))}
        {canCreate && (
          <Button size="compact-sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={picker.open}>
            Create a Ticket
          </Button>
        )}
      </Group>
      {canCreate && (
        <>
          <ChatMessagePicker
            opened={picking}
            onClose={picker.close}
            messages={messages}
            lastTicketId={chat.tickets.at(-1)?.id ?? null}
            onChoose={choose}
          />
          <CreateTicketModal
            opened={creating}
            onClose={wizard.close}
            initial={draft}
            chatUserId={chat._id}
            // The new ticket shows in this header: the user stays with the conversation.
            proceed={{ label: 'Back to the chat', onProceed: () => undefined }}
          />
        </>
      )}
    </>
  );
}
