import type {
  ChangePasswordBody,
  ConfirmPasswordResetBody,
  LoginBody,
  OtpPurpose,
  RegisterBody,
  RequestPasswordResetBody,
  SetPasswordBody,
} from '@srm/contract';
import { messages } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { maxOtpAttempts, otpLifetimeMs } from '../../platform/auth/one-time-codes.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { hashOtp, hashToken, newOpaqueToken, newOtp, sameHash } from '../../platform/auth/secrets.js';
import {
  insertSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
} from '../../platform/auth/session.queries.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toProfile } from '../../platform/staff/profile.mapper.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { passwordResetCodeEmail, signupCodeEmail } from './auth.emails.js';
import {
  consumeCode,
  consumeInvitation,
  consumeInvitationsOf,
  findCurrentCode,
  findLiveInvitation,
  findPasswordHash,
  findUserByEmail,
  giveAttemptBack,
  insertOrganizationWithCreator,
  markEmailVerified,
  replaceOneTimeCode,
  restartSignup,
  setPasswordHash,
  takeAttempt,
  type UserRow,
} from './auth.queries.js';

const minutes = 60_000;
const days = 24 * 60 * minutes;
export const sessionLifetimeMs = 30 * days;

const codeEmails = { signup: signupCodeEmail, password_reset: passwordResetCodeEmail };

const hasPassword = (user: UserRow) => user.passwordHash !== null;

export function createAuthService(context: AppContext) {
  const { database, mailer, clock, config, realtime } = context;
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  async function sendCode(tx: Database, user: UserRow, purpose: OtpPurpose) {
    const code = newOtp();
    const now = clock.now();
    await replaceOneTimeCode(tx, {
      userId: user.id,
      purpose,
      codeHash: hashOtp(config.SECRET_KEY, { userId: user.id, purpose, code }),
      now,
      expiresAt: new Date(now.getTime() + otpLifetimeMs),
    });
    const email = codeEmails[purpose]({ firstName: user.firstName, code });
    await mailer.queue(tx, { organizationId: user.organizationId, to: user.email, ...email });
  }

  // Checks a code without using it up; every wrong try counts against it.
  async function checkCode({ email, code, purpose }: { email: string; code: string; purpose: OtpPurpose }) {
    const user = await findUserByEmail(db, email);
    const current = user ? await findCurrentCode(db, { userId: user.id, purpose }) : undefined;
    if (!user || !current || current.expiresAt <= clock.now()) throw new AppError('OTP_INVALID');

    // Each check first takes one of the code's tries, atomically, so guesses sent
    // all at once cannot get past the limit; a right code gives its try back.
    const triesUsed = await takeAttempt(db, { codeId: current.id, maxAttempts: maxOtpAttempts });
    if (triesUsed === null) throw new AppError('OTP_TOO_MANY_ATTEMPTS');
    const expected = hashOtp(config.SECRET_KEY, { userId: user.id, purpose, code });
    if (!sameHash(current.codeHash, expected)) {
      throw new AppError(triesUsed >= maxOtpAttempts ? 'OTP_TOO_MANY_ATTEMPTS' : 'OTP_INVALID');
    }
    await giveAttemptBack(db, current.id);
    return { user, code: current };
  }

  // Sets a password with a checked code, in one transaction: the code is used
  // up exactly once even if the same request arrives twice.
  async function setPasswordWithCode(input: { email: string; code: string; purpose: OtpPurpose; password: string }) {
    const { user, code } = await checkCode({ email: input.email, code: input.code, purpose: input.purpose });
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await consumeCode(tx, { codeId: code.id, now }))) throw new AppError('OTP_INVALID');
      await setPasswordHash(tx, { userId: user.id, passwordHash });
      // A reset means the old password may be known to someone else: every session ends,
      // and an invitation link still lying in an inbox can no longer set a password.
      await revokeAllSessions(tx, { userId: user.id, now });
      await consumeInvitationsOf(tx, { userId: user.id, now });
    });
    realtime.endSessionsOf(user.id);
  }

  async function setPasswordWithInvitation({ token, password }: { token: string; password: string }) {
    const invitation = await findLiveInvitation(db, { tokenHash: hashToken(token), now: clock.now() });
    if (!invitation) throw new AppError('INVITATION_INVALID');
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      const now = clock.now();
      if (!(await consumeInvitation(tx, { invitationId: invitation.id, now }))) {
        throw new AppError('INVITATION_INVALID');
      }
      await setPasswordHash(tx, { userId: invitation.userId, passwordHash });
      await revokeAllSessions(tx, { userId: invitation.userId, now });
    });
    realtime.endSessionsOf(invitation.userId);
  }

  // The same answer whether or not the email has an account (no enumeration).
  async function requestPasswordReset({ email }: RequestPasswordResetBody) {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    await db.transaction((tx) => sendCode(tx, user, 'password_reset'));
    mailer.nudge();
  }

  // docs/product.md#accounts: whoever may know the old password loses every session
  // but the one making the change, which stays signed in.
  async function changePassword({
    actor,
    sessionId,
    body,
  }: {
    actor: Actor;
    sessionId: string;
    body: ChangePasswordBody;
  }) {
    const currentHash = await findPasswordHash(db, { organizationId: actor.organizationId, userId: actor.userId });
    if (!(await verifyPassword(currentHash, body.current_password))) {
      throw new AppError('CURRENT_PASSWORD_INCORRECT', { current_password: messages.currentPasswordIncorrect });
    }
    const passwordHash = await hashPassword(body.new_password);
    const ended = await db.transaction(async (tx) => {
      await setPasswordHash(tx, { userId: actor.userId, passwordHash });
      return revokeOtherSessions(tx, { userId: actor.userId, keepSessionId: sessionId, now: clock.now() });
    });
    for (const endedSessionId of ended) realtime.endSession(endedSessionId);
  }

  return {
    requestPasswordReset,
    changePassword,

    // A link's invitee, or INVITATION_INVALID when it is used, replaced or expired.
    async checkInvitation({ token }: { token: string }) {
      const invitation = await findLiveInvitation(db, { tokenHash: hashToken(token), now: clock.now() });
      if (!invitation) throw new AppError('INVITATION_INVALID');
      return { email: invitation.email };
    },

    async registerAccount(body: RegisterBody) {
      try {
        await db.transaction(async (tx) => {
          // Locked, so a password being set at this moment is seen before deciding.
          const existing = await findUserByEmail(tx, body.email, { lock: true });
          // Any email in use is taken, except by a sign-up nobody finished (no
          // password yet): that one starts again with the latest details, because
          // whoever registered first may not own the email, and only its owner
          // can finish with the code now emailed (docs/decisions/003).
          if (existing && (hasPassword(existing) || !existing.orgOrigin)) throw new AppError('ACCOUNT_EXISTS');
          const details = {
            companyName: body.company_name,
            firstName: body.first_name,
            lastName: body.last_name,
          };
          const user = existing
            ? await restartSignup(tx, { userId: existing.id, organizationId: existing.organizationId, ...details })
            : await insertOrganizationWithCreator(tx, { ...details, email: body.email });
          await sendCode(tx, user, 'signup');
        });
      } catch (error) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (isUniqueViolation(error)) throw new AppError('ACCOUNT_EXISTS');
        throw error;
      }
      mailer.nudge();
    },

    async validateOtp({ email, otp, purpose }: { email: string; otp: string; purpose: OtpPurpose }) {
      const { user } = await checkCode({ email, code: otp, purpose });
      if (purpose === 'signup' && !user.emailVerified) await markEmailVerified(db, user.id);
    },

    async resendOtp({ email, purpose }: { email: string; purpose: OtpPurpose }) {
      if (purpose === 'password_reset') return requestPasswordReset({ email });
      const user = await findUserByEmail(db, email);
      // docs/product.md#accounts: resend answers 'does not exist' for an unknown email.
      if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
      // Invited staff join through their invitation link, not a sign-up code.
      if (hasPassword(user) || !user.orgOrigin) throw new AppError('ACCOUNT_EXISTS');
      await db.transaction((tx) => sendCode(tx, user, 'signup'));
      mailer.nudge();
    },

    async setPassword(body: SetPasswordBody) {
      if (body.token) return setPasswordWithInvitation({ token: body.token, password: body.password });
      await setPasswordWithCode({
        email: body.email ?? '',
        code: body.otp ?? '',
        purpose: 'signup',
        password: body.password,
      });
    },

    async login(body: LoginBody) {
      const user = await findUserByEmail(db, body.email);
      const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
      if (!user || !valid) throw new AppError('LOGIN_INCORRECT');
      const accessToken = newOpaqueToken();
      const now = clock.now();
      await insertSession(db, {
        userId: user.id,
        tokenHash: hashToken(accessToken),
        now,
        expiresAt: new Date(now.getTime() + sessionLifetimeMs),
      });
      return { access_token: accessToken, user: toProfile(user, fileUrls) };
    },

    async logout({ sessionId }: { sessionId: string }) {
      await revokeSession(db, { sessionId, now: clock.now() });
      // Its live socket ends with it, on whichever server copy holds it.
      realtime.endSession(sessionId);
    },

    async confirmPasswordReset(body: ConfirmPasswordResetBody) {
      await setPasswordWithCode({
        email: body.email,
        code: body.otp,
        purpose: 'password_reset',
        password: body.new_password,
      });
    },
  };
}
