import { type ChatMessage, type ChatUser, type StakeholderLink, staffSenderEmail } from '@srm/contract';
import type { ChatMessageRow, ChatUserRow } from './chat.queries.js';

// docs/product.md#chat: a staff message's sender email is 'Admin'; the stakeholder's is theirs.
export function toChatMessage(row: ChatMessageRow, chatUserEmail: string): ChatMessage {
  return {
    id: row.id,
    roomId: row.chatUserId,
    sequence: row.sequence,
    clientId: row.clientId,
    message: row.body,
    timeSent: row.createdAt.toISOString(),
    senderEmail: row.sender === 'staff' ? staffSenderEmail : chatUserEmail,
    sender: row.sender,
    senderName: row.senderName,
  };
}

export function toChatUser(
  row: ChatUserRow,
  lastMessage: { body: string; sender: ChatMessageRow['sender']; sequence: number } | null,
  stakeholder: StakeholderLink | null,
  tickets: ChatUser['tickets'],
): ChatUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    seen: row.seen,
    updated_at: row.updatedAt.toISOString(),
    last_message: lastMessage
      ? { message: lastMessage.body, sender: lastMessage.sender, sequence: lastMessage.sequence }
      : null,
    stakeholder,
    verified: row.verified,
    tickets,
  };
}
