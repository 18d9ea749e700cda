import { z } from 'zod';
import { emailAddress } from '../common/email.js';
import { messages } from '../common/messages.js';
import { largestInteger, wholeNumber, wholeNumberText } from '../common/numbers.js';
import { PageQuery, pageOf } from '../common/paging.js';
import { requiredText } from '../common/text.js';
import { StakeholderLink } from '../stakeholders/stakeholder-records.js';
import { IdentityHmac } from './chat-verification.js';

// docs/product.md#chat: a stakeholder writes from the organisation's public chat
// page; staff answer in /chats. The field names its clients have always read (_id,
// fullName, seen, updated_at; message, timeSent, senderEmail) are kept; what
// this product adds is spelt the same way.

export const chatMessageMaxLength = 4000;
// What staff messages show as their sender's email (docs/product.md#chat).
export const staffSenderEmail = 'Admin';
export const chatSenders = ['staff', 'stakeholder'] as const;
export type ChatSender = (typeof chatSenders)[number];

// A client-made id for each send (a UUID or any 8–64 letters, digits, '-' or '_'):
// a send repeated after a lost acknowledgement is stored once.
export const ChatClientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, messages.invalidValue);

export const ChatMessage = z
  .object({
    id: z.uuid(),
    // The conversation (its chat user's _id): the socket events' roomId.
    roomId: z.uuid(),
    // 1, 2, 3… within the conversation, in the order stored: a client that
    // reconnects asks for everything after the last one it has.
    sequence: z.number().int().positive(),
    clientId: z.string(),
    message: z.string(),
    timeSent: z.iso.datetime({ offset: true }),
    senderEmail: z.string(),
    sender: z.enum(chatSenders),
    senderName: z.string(),
  })
  .meta({ id: 'ChatMessage' });
export type ChatMessage = z.infer<typeof ChatMessage>;

export const ChatUser = z
  .object({
    _id: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    // Whether staff have opened the conversation since its last stakeholder message.
    seen: z.boolean(),
    updated_at: z.iso.datetime({ offset: true }),
    last_message: ChatMessage.pick({ message: true, sender: true, sequence: true }).nullable(),
    // The stakeholder record with this email, when the viewer may see it:
    // only a guess while the email is not verified.
    stakeholder: StakeholderLink.nullable(),
    // Whether the person proved the email (docs/product.md#chat).
    verified: z.boolean(),
    // The live tickets made from the conversation, oldest first.
    tickets: z.array(z.object({ id: z.uuid(), reference: z.string(), title: z.string(), status: z.string() })),
  })
  .meta({ id: 'ChatUser' });
export type ChatUser = z.infer<typeof ChatUser>;

export const ChatUserPage = pageOf(ChatUser).meta({ id: 'ChatUserPage' });

// GET /api/chat/users/: `stakeholder_id` keeps the conversations with that record's emails.
export const ChatUserListQuery = PageQuery.extend({ stakeholder_id: z.uuid().optional() });
export type ChatUserListQuery = z.infer<typeof ChatUserListQuery>;
export type ChatUserPage = z.infer<typeof ChatUserPage>;

// How many messages one read returns at most.
export const chatHistoryLimit = 200;

// GET /api/chat/messages/{userId}: with `after`, the messages after that
// sequence (oldest first); with `before`, the latest ones before it; with
// neither, the latest ones. Always in sequence order.
export const ChatHistoryQuery = z.object({
  after: wholeNumberText({ min: 0, max: largestInteger }).optional(),
  before: wholeNumberText({ min: 1, max: largestInteger }).optional(),
  limit: wholeNumberText({ min: 1, max: chatHistoryLimit }).default(chatHistoryLimit),
});
export type ChatHistoryQuery = z.input<typeof ChatHistoryQuery>;

export const ChatHistory = z.array(ChatMessage).meta({ id: 'ChatHistory' });
export type ChatHistory = z.infer<typeof ChatHistory>;

// The public chat page: the organisation's name, before anyone starts.
export const PublicChat = z
  .object({
    organization_name: z.string(),
    // docs/product.md#chat-by-email: false when no member of staff has had the app open for five minutes.
    staff_available: z.boolean(),
  })
  .meta({ id: 'PublicChat' });
export type PublicChat = z.infer<typeof PublicChat>;

export const StartChatBody = z
  .object({
    name: requiredText(messages.nameRequired, 200),
    email: emailAddress({ required: messages.emailRequired, invalid: messages.invalidEmail }),
    // The organisation's website vouching for its signed-in visitor (chat-verification.ts).
    identity_hmac: IdentityHmac.optional(),
  })
  .meta({ id: 'StartChatBody' });
export type StartChatBody = z.input<typeof StartChatBody>;

// POST /api/chat/start/{organization_id}/ answers 201 with the chat session:
// the token the browser keeps and presents when its socket connects.
export const ChatSessionReceipt = z
  .object({
    chat_token: z.string(),
    roomId: z.uuid(),
    fullName: z.string(),
    email: z.string(),
    organization_name: z.string(),
    // This session proved the email: it reads the whole conversation.
    verified: z.boolean(),
    // The email has an earlier conversation, joined once the emailed code is given;
    // whether a code was sent now (not when too many were asked for the address).
    code_required: z.boolean(),
    code_sent: z.boolean(),
  })
  .meta({ id: 'ChatSessionReceipt' });
export type ChatSessionReceipt = z.infer<typeof ChatSessionReceipt>;

const RoomId = z.uuid({ error: messages.notFound });

export const SendChatMessage = z.object({
  roomId: RoomId,
  text: z
    .string({ error: messages.messageRequired })
    .trim()
    .min(1, messages.messageRequired)
    .max(chatMessageMaxLength, messages.chatMessageTooLong),
  clientId: ChatClientId,
});
export type SendChatMessage = z.input<typeof SendChatMessage>;

export const JoinChatRoom = z.object({
  roomId: RoomId,
  // The last sequence the client has; 0 or absent for the latest messages.
  after: wholeNumber({ min: 0, max: largestInteger }).optional(),
});
export type JoinChatRoom = z.input<typeof JoinChatRoom>;

export const ChatRoomRef = z.object({ roomId: RoomId });
export type ChatRoomRef = z.infer<typeof ChatRoomRef>;

export const ChatSeen = z.object({
  roomId: RoomId,
  sequence: wholeNumber({ min: 0, max: largestInteger }),
});
export type ChatSeen = z.infer<typeof ChatSeen>;
