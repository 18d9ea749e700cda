import type { ChatMessage } from '@srm/contract';

// A ticket's description from chat messages: one line each, `Name: message`,
// oldest first (decision 016).
export const describeChatMessages = (messages: readonly ChatMessage[]) =>
  [...messages]
    .sort((one, other) => one.sequence - other.sequence)
    .map(({ senderName, message }) => `${senderName}: ${message}`)
    .join('\n');

// What a new ticket is most likely about: what the stakeholder wrote since the
// conversation's last ticket was made, or everything they wrote when it has none.
export const newSinceLastTicket = (messages: readonly ChatMessage[], lastTicketAt: string | null) => {
  const after = lastTicketAt === null ? Number.NEGATIVE_INFINITY : Date.parse(lastTicketAt);
  return messages.filter(({ sender, timeSent }) => sender === 'stakeholder' && Date.parse(timeSent) > after);
};
