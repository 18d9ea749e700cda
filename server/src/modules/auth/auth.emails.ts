import { renderEmail } from '../../platform/mail/email-layout.js';

export function signupCodeEmail({ firstName, code }: { firstName: string; code: string }) {
  return renderEmail({
    subject: `${code} is your SRM sign-up code`,
    heading: 'Confirm your email',
    paragraphs: [`Hello ${firstName},`, 'Enter this code in SRM to confirm your email and create your account:'],
    code,
    closing: 'The code works for 10 minutes. If you did not sign up for SRM, you can ignore this email.',
  });
}

export function passwordResetCodeEmail({ firstName, code }: { firstName: string; code: string }) {
  return renderEmail({
    subject: `${code} is your SRM password reset code`,
    heading: 'Reset your password',
    paragraphs: [`Hello ${firstName},`, 'Enter this code in SRM to choose a new password:'],
    code,
    closing:
      'The code works for 10 minutes. If you did not ask to reset your password, ignore this email: your password stays as it is.',
  });
}
