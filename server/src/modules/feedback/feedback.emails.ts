import { renderEmail } from '../../platform/mail/email-layout.js';

// docs/product.md#feedback: managers hear about each new feedback.
export function feedbackReceivedEmail(input: {
  firstName: string;
  reference: string;
  productName: string;
  subject: string;
  stakeholderName: string;
  url: string;
}) {
  return renderEmail({
    subject: `New feedback ${input.reference} on ${input.productName}: ${input.subject}`,
    heading: `New feedback on ${input.productName}`,
    paragraphs: [
      `Hello ${input.firstName},`,
      `${input.stakeholderName} sent feedback ${input.reference} through the ${input.productName} form: "${input.subject}".`,
    ],
    action: { label: 'Read the feedback', url: input.url },
  });
}
