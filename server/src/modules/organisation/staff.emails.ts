import { renderEmail } from '../../platform/mail/email-layout.js';

export function staffInvitationEmail(input: {
  firstName: string;
  organizationName: string;
  inviterName: string;
  url: string;
}) {
  return renderEmail({
    subject: `${input.inviterName} invited you to ${input.organizationName} on SRM`,
    heading: `Join ${input.organizationName} on SRM`,
    paragraphs: [
      `Hello ${input.firstName},`,
      `${input.inviterName} added you to ${input.organizationName}'s team on SRM. Choose a password to start:`,
    ],
    action: { label: 'Choose your password', url: input.url },
    closing: 'The link works once, for 7 days. If you did not expect this invitation, you can ignore this email.',
  });
}
