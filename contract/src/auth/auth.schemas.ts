import { z } from 'zod';
import { emailField } from '../common/email.js';
import { messages } from '../common/messages.js';
import { requiredText } from '../common/text.js';
import { Profile } from '../organisation/profile.js';

const requiredName = z.string().trim().min(1, messages.fieldRequired).max(100);

// One rule everywhere, so a password accepted at sign-up is accepted at reset (docs/product.md#accounts).
export const passwordField = z
  .string()
  .max(128, messages.passwordTooLong)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/, messages.passwordRule);

export const otpField = z
  .string({ error: messages.otpRequired })
  .trim()
  .min(1, messages.otpRequired)
  .regex(/^\d{6}$/, messages.otpFormat);

export const otpPurposes = ['signup', 'password_reset'] as const;
export type OtpPurpose = (typeof otpPurposes)[number];

export const RegisterBody = z
  .object({
    first_name: requiredName,
    last_name: requiredName,
    company_name: requiredText(messages.businessNameRequired, 200),
    email: emailField,
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof RegisterBody>;

// The email travels with the code: a 6-digit code alone could be guessed
// against every account at once.
export const ValidateOtpBody = z
  .object({ email: emailField, otp: otpField, purpose: z.enum(otpPurposes).default('signup') })
  .meta({ id: 'ValidateOtpBody' });
export type ValidateOtpBody = z.input<typeof ValidateOtpBody>;

export const ResendOtpBody = z
  .object({ email: emailField, purpose: z.enum(otpPurposes).default('signup') })
  .meta({ id: 'ResendOtpBody' });
export type ResendOtpBody = z.input<typeof ResendOtpBody>;

// Either the sign-up code with its email, or the token of a staff invitation.
export const SetPasswordBody = z
  .object({
    email: emailField.optional(),
    otp: otpField.optional(),
    token: z.string().trim().min(1).max(200).optional(),
    password: passwordField,
  })
  .superRefine((body, context) => {
    if (body.token) return;
    if (!body.email) context.addIssue({ code: 'custom', path: ['email'], message: messages.validEmail });
    if (!body.otp) context.addIssue({ code: 'custom', path: ['otp'], message: messages.otpRequired });
  })
  .meta({ id: 'SetPasswordBody' });
export type SetPasswordBody = z.infer<typeof SetPasswordBody>;

export const LoginBody = z
  .object({ email: emailField, password: z.string().min(1, messages.fieldRequired).max(128) })
  .meta({ id: 'LoginBody' });
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginResponse = z.object({ access_token: z.string(), user: Profile }).meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RequestPasswordResetBody = z.object({ email: emailField }).meta({ id: 'RequestPasswordResetBody' });
export type RequestPasswordResetBody = z.infer<typeof RequestPasswordResetBody>;

export const ConfirmPasswordResetBody = z
  .object({ email: emailField, otp: otpField, new_password: passwordField })
  .meta({ id: 'ConfirmPasswordResetBody' });
export type ConfirmPasswordResetBody = z.infer<typeof ConfirmPasswordResetBody>;

export const DetailResponse = z.object({ detail: z.string() }).meta({ id: 'DetailResponse' });
export type DetailResponse = z.infer<typeof DetailResponse>;

// The password forms of the web app: a new password typed twice.
export const NewPasswordForm = z
  .object({ password: passwordField, confirm_password: z.string() })
  .refine((form) => form.password === form.confirm_password, {
    path: ['confirm_password'],
    message: messages.passwordsDontMatch,
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

// Account Settings: the current password proves the owner is at the keyboard,
// not someone at a screen left signed in (docs/product.md#accounts).
export const ChangePasswordBody = z
  .object({
    current_password: z.string().min(1, messages.fieldRequired).max(128, messages.currentPasswordIncorrect),
    new_password: passwordField,
  })
  .meta({ id: 'ChangePasswordBody' });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

export const ChangePasswordForm = ChangePasswordBody.extend({ confirm_password: z.string() }).refine(
  (form) => form.new_password === form.confirm_password,
  { path: ['confirm_password'], message: messages.passwordsDontMatch },
);
export type ChangePasswordForm = z.infer<typeof ChangePasswordForm>;

// An invitation link is checked on arrival, so a used or expired one says so before any typing.
// No id of its own: a querystring is documented field by field, never by reference.
export const InvitationQuery = z.object({ token: z.string().trim().min(1).max(200) });
export type InvitationQuery = z.infer<typeof InvitationQuery>;

// Whose account the link sets a password for.
export const InvitationResponse = z.object({ email: z.string() }).meta({ id: 'InvitationResponse' });
export type InvitationResponse = z.infer<typeof InvitationResponse>;
