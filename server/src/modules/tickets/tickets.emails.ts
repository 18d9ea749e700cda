import { formatDetailDate } from '@srm/contract';
import { renderEmail } from '../../platform/mail/email-layout.js';

// docs/product.md#live-updates-and-email: the handler hears when a ticket is assigned or re-assigned to them.
export function ticketAssignedEmail(input: {
  handlerFirstName: string;
  assignerName: string;
  reference: string;
  title: string;
  priority: string;
  dueAt: Date;
  // The organisation's (platform/time-zone), as every time in an email.
  timeZone: string;
  url: string;
}) {
  return renderEmail({
    subject: `${input.reference} was assigned to you: ${input.title}`,
    heading: `Ticket ${input.reference} is yours`,
    paragraphs: [
      `Hello ${input.handlerFirstName},`,
      `${input.assignerName} assigned you the ticket "${input.title}" (${input.priority} priority).`,
      `It is due by ${formatDetailDate(input.dueAt, input.timeZone)}.`,
    ],
    action: { label: 'Open your tickets', url: input.url },
  });
}

// docs/product.md#tickets: the handler hears when the stakeholder writes on their ticket page.
export function ticketAnsweredEmail(input: {
  handlerFirstName: string;
  stakeholderName: string;
  reference: string;
  title: string;
  body: string;
  reopened: boolean;
  url: string;
}) {
  return renderEmail({
    subject: `${input.reference}: ${input.stakeholderName} wrote${input.reopened ? ' and reopened it' : ''}`,
    heading: `${input.stakeholderName} wrote on ${input.reference}`,
    paragraphs: [
      `Hello ${input.handlerFirstName},`,
      `${input.stakeholderName} wrote on "${input.title}"${input.reopened ? ', which reopened it' : ''}:`,
      input.body,
    ],
    action: { label: 'Open the ticket', url: input.url },
  });
}
