import { Button, Center, Checkbox, Group, Loader, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import type { ChatMessage } from '@srm/contract';
import { useState } from 'react';
import { formatDetailDate } from '../../../lib/dates';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useTicket } from '../api/get-ticket';
import { newSinceLastTicket } from './chat-ticket-messages';

interface MessageChoiceProps {
  messages: readonly ChatMessage[];
  preselected: readonly ChatMessage[];
  onChoose: (chosen: ChatMessage[]) => void;
  onCancel: () => void;
}

const keyOf = (message: ChatMessage) => String(message.sequence);

function MessageChoice({ messages, preselected, onChoose, onCancel }: MessageChoiceProps) {
  const [chosen, setChosen] = useState<string[]>(() => preselected.map(keyOf));
  const picked = messages.filter((message) => chosen.includes(keyOf(message)));
  return (
    <Stack gap="md">
      {messages.length === 0 ? (
        <Text c="dimmed">No messages to choose from yet.</Text>
      ) : (
        <Checkbox.Group label="Messages for the ticket" value={chosen} onChange={setChosen}>
          <ScrollArea.Autosize mah="50dvh" mt="xs" type="auto">
            <Stack gap="sm">
              {messages.map((message) => (
                <Checkbox
                  key={message.id}
                  value={keyOf(message)}
                  label={`${message.senderName}: ${message.message}`}
                  description={formatDetailDate(message.timeSent)}
                  styles={{ label: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
      {messages.length > 0 && picked.length === 0 && (
        <Text size="sm" c="dimmed">
          Choose at least one message.
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={picked.length === 0} onClick={() => onChoose(picked)}>
          Continue
        </Button>
      </Group>
    </Stack>
  );
}

interface ChatMessagePickerProps {
  opened: boolean;
  onClose: () => void;
  // The conversation's messages on screen, oldest first.
  messages: readonly ChatMessage[];
  // The conversation's newest ticket: what the stakeholder wrote after it is chosen first.
  lastTicketId: string | null;
  onChoose: (chosen: ChatMessage[]) => void;
}

// 'Create a Ticket' in a conversation, first step: which messages the ticket is about.
export function ChatMessagePicker({ opened, onClose, messages, lastTicketId, onChoose }: ChatMessagePickerProps) {
  const isPhone = useIsPhone();
  // When that ticket was made; should it have gone meanwhile, everything the stakeholder wrote is chosen.
  const lastTicket = useTicket(opened ? lastTicketId : null);
  const waiting = lastTicketId !== null && lastTicket.isPending;
  return (
    <Modal opened={opened} onClose={onClose} title="Choose the messages" size="lg" fullScreen={isPhone} centered>
      {waiting ? (
        <Center py="xl">
          <Loader size="sm" aria-label="Loading the last ticket" />
        </Center>
      ) : (
        <MessageChoice
          messages={messages}
          preselected={newSinceLastTicket(messages, lastTicket.data?.created_at ?? null)}
          onChoose={onChoose}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
