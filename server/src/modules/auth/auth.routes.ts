import {
  ChangePasswordBody,
  ConfirmPasswordResetBody,
  DetailResponse,
  InvitationQuery,
  InvitationResponse,
  LoginBody,
  LoginResponse,
  messages,
  RegisterBody,
  RequestPasswordResetBody,
  ResendOtpBody,
  SetPasswordBody,
  ValidateOtpBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, signedInUser } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { hashToken } from '../../platform/auth/secrets.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import type { createAuthService } from './auth.service.js';

const tags = ['auth'];
const publicRoute = { access: access.public };
const detail = (text: string) => ({ detail: text });

export interface AuthRouteOptions {
  auth: ReturnType<typeof createAuthService>;
  rateLimits: RateLimits;
}

// docs/product.md#accounts. Each public call is rate-limited per client address
// and per email before any work is done; a right password or code is then
// forgiven, so the limits count wrong guesses (docs/decisions/011-login-guessing-limits.md).
export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, { auth, rateLimits }) => {
  app.post(
    '/register/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Start a sign-up: organisation, manager, emailed code',
        body: RegisterBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await rateLimits.consume('register', { ip: request.ip, email: request.body.email });
      await auth.registerAccount(request.body);
      return detail(messages.signupStarted);
    },
  );

  app.post(
    '/validate-otp/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Check an emailed code (sign-up or reset)',
        body: ValidateOtpBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const attempt = { ip: request.ip, email: request.body.email };
      await rateLimits.consume('otpValidate', attempt);
      await auth.validateOtp(request.body);
      await rateLimits.forgive('otpValidate', attempt);
      return detail(messages.otpVerified);
    },
  );

  app.post(
    '/resend-otp/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: { tags, summary: 'Email a new code', body: ResendOtpBody, response: { 200: DetailResponse } },
    },
    async (request) => {
      const action = request.body.purpose === 'password_reset' ? 'passwordReset' : 'otpResend';
      await rateLimits.consume(action, { ip: request.ip, email: request.body.email });
      await auth.resendOtp(request.body);
      return detail(messages.otpSent);
    },
  );

  app.post(
    '/set-password/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Choose a password with the sign-up code or an invitation token',
        body: SetPasswordBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      // An invitation is limited per link, so one person's tries never lock out another invitee.
      const subject = request.body.token ? `invitation:${hashToken(request.body.token)}` : (request.body.email ?? '');
      const attempt = { ip: request.ip, email: subject };
      await rateLimits.consume('otpValidate', attempt);
      await auth.setPassword(request.body);
      await rateLimits.forgive('otpValidate', attempt);
      return detail(messages.passwordSet);
    },
  );

  app.get(
    '/check-invitation/',
    {
      // A link without a usable token is the same dead link as a used one.
      config: {
        ...publicRoute,
        invalidInput: { status: 400, message: 'invitationInvalid' },
        refusals: ['TOO_MANY_REQUESTS'],
      },
      schema: {
        tags,
        summary: 'Check an invitation link before its password form is shown',
        querystring: InvitationQuery,
        response: { 200: InvitationResponse },
      },
    },
    async (request) => {
      await rateLimits.consume('invitationCheck', { ip: request.ip });
      return auth.checkInvitation(request.query);
    },
  );

  app.post(
    '/login/',
    {
      config: { ...publicRoute, refusals: ['LOGIN_INCORRECT', 'TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Log in: a revocable access token and the profile',
        body: LoginBody,
        response: { 200: LoginResponse },
      },
    },
    async (request) => {
      const attempt = { ip: request.ip, email: request.body.email };
      await rateLimits.consume('login', attempt);
      const session = await auth.login(request.body);
      await rateLimits.forgive('login', attempt);
      return session;
    },
  );

  app.post(
    '/logout/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'End the current session',
        security: [{ bearerAuth: [] }],
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await auth.logout({ sessionId: signedInUser(request).sessionId });
      return detail(messages.loggedOut);
    },
  );

  app.post(
    '/change-password/',
    {
      config: { access: access.signedIn, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: "Change one's password with the current one; ends every other session",
        security: [{ bearerAuth: [] }],
        body: ChangePasswordBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Counted per account and address like login's guesses; the key names the
      // account by id, as a session knows it.
      const attempt = { ip: request.ip, email: `user:${actor.userId}` };
      await rateLimits.consume('passwordChange', attempt);
      await auth.changePassword({ actor, sessionId: signedInUser(request).sessionId, body: request.body });
      await rateLimits.forgive('passwordChange', attempt);
      return detail(messages.passwordChanged);
    },
  );

  app.post(
    '/request-password-reset/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Email a password reset code (same answer for unknown emails)',
        body: RequestPasswordResetBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await rateLimits.consume('passwordReset', { ip: request.ip, email: request.body.email });
      await auth.requestPasswordReset(request.body);
      return detail(messages.passwordResetRequested);
    },
  );

  app.post(
    '/confirm-password-reset/',
    {
      config: { ...publicRoute, refusals: ['TOO_MANY_REQUESTS'] },
      schema: {
        tags,
        summary: 'Choose a new password with the reset code; ends every session',
        body: ConfirmPasswordResetBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      const attempt = { ip: request.ip, email: request.body.email };
      await rateLimits.consume('otpValidate', attempt);
      await auth.confirmPasswordReset(request.body);
      await rateLimits.forgive('otpValidate', attempt);
      return detail(messages.passwordResetSuccessful);
    },
  );
};
