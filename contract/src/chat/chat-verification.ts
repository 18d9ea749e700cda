import { z } from 'zod';
import { otpField } from '../auth/auth.schemas.js';
import { messages } from '../common/messages.js';

// docs/product.md#chat: a start with an email that has a conversation already
// joins it only once the address is proven, by the 6-digit code emailed to it
// (sign-up's rules) or by the organisation's website vouching for its
// signed-in visitor with `identity_hmac`.

// The hex HMAC-SHA256 of the trimmed, lower-cased email, keyed with the
// organisation's chat secret: exactly 64 hexadecimal characters.
export const identityHmacLength = 64;
export const IdentityHmac = z
  .string({ error: messages.chatIdentityInvalid })
  .regex(/^[0-9a-fA-F]{64}$/, messages.chatIdentityInvalid)
  .toLowerCase();

// A chat session's token, as the start gave it (decision 016).
export const chatTokenMaxLength = 512;
export const ChatToken = z.string({ error: messages.chatSessionEnded }).min(1).max(chatTokenMaxLength);

// POST /api/chat/resend-code/
export const ChatSessionBody = z.object({ chat_token: ChatToken }).meta({ id: 'ChatSessionBody' });
export type ChatSessionBody = z.infer<typeof ChatSessionBody>;

// POST /api/chat/verify-code/: the code proves the email for this session.
export const VerifyChatCodeBody = z
  .object({ chat_token: ChatToken, code: otpField })
  .meta({ id: 'VerifyChatCodeBody' });
export type VerifyChatCodeBody = z.input<typeof VerifyChatCodeBody>;

// GET /api/chat/identity-secret/ and its rotation (managers only).
export const ChatIdentitySecret = z
  .object({ secret: z.string(), created_at: z.iso.datetime({ offset: true }) })
  .meta({ id: 'ChatIdentitySecret' });
export type ChatIdentitySecret = z.infer<typeof ChatIdentitySecret>;
