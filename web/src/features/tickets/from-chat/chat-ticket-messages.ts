import { type ChatMessage, ticketTitleMaxLength } from '@srm/contract';

// A ticket's description from chat messages: one line each, `Name: message`,
// oldest first (decision 016).
export const describeChatMessages = (messages: readonly ChatMessage[]) =>
  [...messages]
    .sort((one, other) => one.sequence - other.sequence)
    .map(({ senderName, message }) => `${senderName}: ${message}`)
    .join('\n');

// A ticket's title from chat messages, as a feedback's subject titles its ticket: the first chosen message
// of the stakeholder (of anyone, if they chose none of theirs) on one line, cut to the title's limit.
export function titleOfChatMessages(messages: readonly ChatMessage[]) {
  const oldestFirst = [...messages].sort((one, other) => one.sequence - other.sequence);
  const first = oldestFirst.find(({ sender }) => sender === 'stakeholder') ?? oldestFirst[0];
  const line = first?.message.replace(/\s+/g, ' ').trim() ?? '';
  return line.length > ticketTitleMaxLength ? `${line.slice(0, ticketTitleMaxLength - 1).trimEnd()}…` : line;
}

// What a new ticket is most likely about: what the stakeholder wrote since the
// conversation's last ticket was made, or everything they wrote when it has none.
export const newSinceLastTicket = (messages: readonly ChatMessage[], lastTicketAt: string | null) => {
  const after = lastTicketAt === null ? Number.NEGATIVE_INFINITY : Date.parse(lastTicketAt);
  return messages.filter(({ sender, timeSent }) => sender === 'stakeholder' && Date.parse(timeSent) > after);
};
