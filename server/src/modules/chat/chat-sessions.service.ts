import {
  type ChatSessionReceipt,
  messages,
  type StartChatBody,
  StartChatBody as StartChatSchema,
  type VerifyChatCodeBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { maxOtpAttempts, otpLifetimeMs } from '../../platform/auth/one-time-codes.js';
import { hashOtp, hashToken, newOpaqueToken, newOtp, sameHash } from '../../platform/auth/secrets.js';
import { AppError } from '../../platform/errors/app-error.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import { findOrganizationName, lockChatUser } from './chat.queries.js';
import { lockTicketsOfConversation } from './chat-by-email.queries.js';
import type { ChatIdentityService } from './chat-identity.service.js';
import type { ChatLive } from './chat-live.js';
import {
  deleteConversation,
  findSessionForCode,
  insertChatSession,
  insertOwnConversation,
  insertWaitingConversation,
  lockOwnConversation,
  mergeConversation,
  moveSession,
  proveConversation,
  setSessionCode,
  takeCodeAttempt,
  useSessionCode,
} from './chat-sessions.queries.js';

// A browser's chat session lasts this long from its start.
export const chatSessionDays = 90;
const dayMs = 24 * 60 * 60_000;
// The code's own purpose in its keyed hash, apart from sign-up's and reset's.
const codePurpose = 'chat';

function chatCodeEmail({
  fullName,
  organizationName,
  code,
}: {
  fullName: string;
  organizationName: string;
  code: string;
}) {
  return renderEmail({
    subject: `${code} is your code for the chat with ${organizationName}`,
    heading: 'Confirm your email',
    paragraphs: [
      `Hello ${fullName},`,
      `Enter this code in the chat with ${organizationName} to continue your earlier conversation:`,
    ],
    code,
    closing:
      'The code works for 10 minutes. If you did not start a chat, ignore this email: nobody sees your conversation without it.',
  });
}

const isTooManyRequests = (error: unknown) => error instanceof AppError && error.code === 'TOO_MANY_REQUESTS';

// docs/product.md#chat, decision 016: who a chat session speaks as. A start
// with an email that has a conversation gets one of its own until the email is
// proven, by the code emailed to it (sign-up's rules: 10 minutes, 5 tries,
// limited per address) or by the organisation's website (`identity_hmac`).
export function createChatSessionsService(context: AppContext, live: ChatLive, identity: ChatIdentityService) {
  const { database, clock, config, mailer, rateLimits } = context;
  const { db } = database;

  async function organizationNameOf(organizationId: string) {
    const name = await findOrganizationName(db, organizationId);
    if (name === undefined) throw new AppError('CHAT_NOT_FOUND');
    return name;
  }

  async function sendCode(
    tx: Database,
    { sessionId, organizationId, organizationName, email, fullName }: CodeRecipient,
  ) {
    const code = newOtp();
    await setSessionCode(tx, {
      organizationId,
      sessionId,
      codeHash: hashOtp(config.SECRET_KEY, { userId: sessionId, purpose: codePurpose, code }),
      expiresAt: new Date(clock.now().getTime() + otpLifetimeMs),
    });
    await mailer.queue(tx, { organizationId, to: email, ...chatCodeEmail({ fullName, organizationName, code }) });
  }

  // Counted per address as sign-up's resend is; over the limit the chat still
  // starts, and the code waits for a resend.
  const mayEmailCode = (ip: string, email: string) =>
    rateLimits.consume('otpResend', { ip, email }).then(
      () => true,
      (error: unknown) => {
        if (isTooManyRequests(error)) return false;
        throw error;
      },
    );

  // Where a new session goes: the email's conversation when the website vouched
  // (or there is none yet), else one of its own that waits for the code.
  async function placeSession(
    tx: Database,
    input: { organizationId: string; name: string; email: string; vouched: boolean },
  ) {
    const { organizationId, email, name, vouched } = input;
    const now = clock.now();
    const sessionValues = (chatUserId: string, verified: boolean) => ({
      chatUserId,
      organizationId,
      tokenHash: '',
      fullName: name,
      firstSequence: 1,
      verified,
      createdAt: now,
      expiresAt: new Date(now.getTime() + chatSessionDays * dayMs),
    });
    const conversation = { organizationId, email, fullName: name, now };
    const created = await insertOwnConversation(tx, { ...conversation, verified: vouched });
    if (vouched) {
      const own = created ?? (await lockOwnConversation(tx, { organizationId, email }));
      return { chatUser: own, session: sessionValues(own.id, true), codeRequired: false, proven: true };
    }
    if (created)
      return { chatUser: created, session: sessionValues(created.id, false), codeRequired: false, proven: false };
    const own = await lockOwnConversation(tx, { organizationId, email });
    const waiting = await insertWaitingConversation(tx, { ...conversation, earlierChatUserId: own.id });
    return { chatUser: waiting, session: sessionValues(waiting.id, false), codeRequired: true, proven: false };
  }

  return {
    async startChat({ organizationId, body, ip }: { organizationId: string; body: StartChatBody; ip: string }) {
      const organizationName = await organizationNameOf(organizationId);
      const { name, email, identity_hmac: identityHmac } = StartChatSchema.parse(body);
      const vouched = identityHmac !== undefined;
      if (vouched && !(await identity.vouches({ organizationId, email, identityHmac }))) {
        throw new AppError('CHAT_IDENTITY_INVALID', { identity_hmac: messages.chatIdentityInvalid });
      }
      const token = newOpaqueToken();
      const outcome = await db.transaction(async (tx) => {
        const placed = await placeSession(tx, { organizationId, name, email, vouched });
        const session = await insertChatSession(tx, { ...placed.session, tokenHash: hashToken(token) });
        const ended = placed.proven
          ? await proveConversation(tx, { organizationId, chatUserId: placed.chatUser.id, now: clock.now() })
          : [];
        const codeSent = placed.codeRequired && (await mayEmailCode(ip, email));
        if (codeSent) {
          await sendCode(tx, { sessionId: session.id, organizationId, organizationName, email, fullName: name });
        }
        return { ...placed, ended, codeSent };
      });
      if (outcome.codeSent) mailer.nudge();
      live.endSessions(outcome.ended);
      if (outcome.proven) live.usersChanged(organizationId, [outcome.chatUser.id]);
      const receipt: ChatSessionReceipt = {
        chat_token: token,
        roomId: outcome.chatUser.id,
        fullName: name,
        email,
        organization_name: organizationName,
        verified: vouched,
        code_required: outcome.codeRequired,
        code_sent: outcome.codeSent,
      };
      return receipt;
    },

    // A new code for the session's email, replacing the last one.
    async resendCode({ chatToken, ip }: { chatToken: string; ip: string }) {
      const session = await findSessionForCode(db, { tokenHash: hashToken(chatToken), now: clock.now() });
      if (!session) throw new AppError('CHAT_SESSION_NOT_FOUND');
      if (session.verified) throw new AppError('CHAT_ALREADY_VERIFIED');
      await rateLimits.consume('otpResend', { ip, email: session.email });
      const organizationName = await organizationNameOf(session.organizationId);
      await db.transaction((tx) => sendCode(tx, { ...session, organizationName }));
      mailer.nudge();
      return { detail: messages.chatCodeSent };
    },

    // The right code proves the email: the session joins the email's
    // conversation with its history, the one it wrote in is merged into it, and
    // every session there that never proved the email ends.
    async verifyCode({ body, ip }: { body: VerifyChatCodeBody; ip: string }): Promise<ChatSessionReceipt> {
      const session = await findSessionForCode(db, { tokenHash: hashToken(body.chat_token), now: clock.now() });
      if (!session) throw new AppError('CHAT_SESSION_NOT_FOUND');
      const organizationName = await organizationNameOf(session.organizationId);
      const receiptFor = (roomId: string): ChatSessionReceipt => ({
        chat_token: body.chat_token,
        roomId,
        fullName: session.fullName,
        email: session.email,
        organization_name: organizationName,
        verified: true,
        code_required: false,
        code_sent: false,
      });
      // The same code sent twice (a double submit) finds the session proven.
      if (session.verified) return receiptFor(session.chatUserId);

      const attempt = { ip, email: session.email };
      await rateLimits.consume('otpValidate', attempt);
      const now = clock.now();
      if (!session.codeHash || !session.codeExpiresAt || session.codeExpiresAt <= now) {
        throw new AppError('CHAT_CODE_INVALID');
      }
      // Each check takes one of the code's tries first, atomically, so guesses
      // sent all at once cannot get past the limit.
      const key = { organizationId: session.organizationId, sessionId: session.sessionId };
      const triesUsed = await takeCodeAttempt(db, { ...key, maxAttempts: maxOtpAttempts });
      if (triesUsed === null) throw new AppError('CHAT_CODE_TOO_MANY_ATTEMPTS');
      const expected = hashOtp(config.SECRET_KEY, { userId: session.sessionId, purpose: codePurpose, code: body.code });
      if (!sameHash(session.codeHash, expected)) {
        throw new AppError(triesUsed >= maxOtpAttempts ? 'CHAT_CODE_TOO_MANY_ATTEMPTS' : 'CHAT_CODE_INVALID');
      }

      const outcome = await db.transaction(async (tx) => {
        if (!(await useSessionCode(tx, { ...key, codeHash: expected }))) {
          throw new AppError('CHAT_CODE_INVALID');
        }
        const { organizationId } = session;
        await lockTicketsOfConversation(tx, { organizationId, chatUserId: session.chatUserId });
        const written = await lockChatUser(tx, { organizationId, chatUserId: session.chatUserId });
        if (!written) throw new AppError('CHAT_SESSION_NOT_FOUND');
        let own = written;
        if (written.earlierChatUserId) {
          const earlier = await lockChatUser(tx, { organizationId, chatUserId: written.earlierChatUserId });
          if (!earlier) throw new AppError('CHAT_SESSION_NOT_FOUND');
          own = await mergeConversation(tx, { from: written, into: earlier });
          await moveSession(tx, { ...key, chatUserId: own.id });
          await deleteConversation(tx, { organizationId, chatUserId: written.id });
        }
        const ended = await proveConversation(tx, { organizationId, chatUserId: own.id, now: clock.now() });
        return { own, merged: own.id === written.id ? [] : [written.id], ended };
      });
      await rateLimits.forgive('otpValidate', attempt);
      // Its sockets still speak for the conversation it left: they connect again.
      live.endSessions([session.sessionId, ...outcome.ended]);
      live.usersChanged(session.organizationId, [outcome.own.id, ...outcome.merged]);
      return receiptFor(outcome.own.id);
    },
  };
}

interface CodeRecipient {
  sessionId: string;
  organizationId: string;
  organizationName: string;
  email: string;
  fullName: string;
}

export type ChatSessionsService = ReturnType<typeof createChatSessionsService>;
