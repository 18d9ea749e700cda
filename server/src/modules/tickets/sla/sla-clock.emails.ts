import { formatDetailDate } from '@srm/contract';
import { renderEmail } from '../../../platform/mail/email-layout.js';

// docs/product.md#tickets: the handler hears when their ticket goes overdue.
export function ticketOverdueEmail(input: {
  firstName: string;
  reference: string;
  title: string;
  dueAt: Date;
  // The organisation's (platform/time-zone), as every time in an email.
  timeZone: string;
  url: string;
}) {
  return renderEmail({
    subject: `${input.reference} is overdue: ${input.title}`,
    heading: `${input.reference} is overdue`,
    paragraphs: [
      `Hello ${input.firstName},`,
      `The ticket "${input.title}" (${input.reference}), assigned to you, passed its SLA deadline of ` +
        `${formatDetailDate(input.dueAt, input.timeZone)} without being resolved.`,
    ],
    action: { label: 'See overdue tickets', url: input.url },
    closing: 'Resolve it, or ask a manager to re-assign it, from the ticket list.',
  });
}

// docs/product.md#notifications: by email only for handlers who choose it.
export function ticketDueSoonEmail(input: {
  firstName: string;
  reference: string;
  title: string;
  dueAt: Date;
  // The organisation's (platform/time-zone), as every time in an email.
  timeZone: string;
  url: string;
}) {
  return renderEmail({
    subject: `${input.reference} is due soon: ${input.title}`,
    heading: `${input.reference} is due soon`,
    paragraphs: [
      `Hello ${input.firstName},`,
      `The ticket "${input.title}" (${input.reference}), assigned to you, reaches its SLA deadline at ` +
        `${formatDetailDate(input.dueAt, input.timeZone)}.`,
    ],
    action: { label: 'Open the ticket', url: input.url },
  });
}
