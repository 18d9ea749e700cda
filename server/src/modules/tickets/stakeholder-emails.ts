import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import type { EmailAttachment } from '../../platform/mail/mail.queries.js';
import { createTicketThreading } from '../../platform/mail/ticket-threading.js';
import { createTicketLinks, ticketLinkDays } from './public-ticket-links.js';
import { findOrganizationEmailing } from './ticket-thread.queries.js';

// docs/product.md#tickets: what the stakeholder of a ticket hears from us.
export type StakeholderNews =
  | { kind: 'created' }
  | { kind: 'replied'; authorName: string; body: string; attachments?: EmailAttachment[] }
  | { kind: 'resolved'; note: string | null }
  // A fresh link, asked for from an expired one.
  | { kind: 'link' };

interface TicketForEmail {
  id: string;
  organizationId: string;
  reference: string;
  title: string;
  stakeholderName: string;
  stakeholderEmail: string;
}

// A message's paragraphs, as its writer left blank lines between them.
const paragraphsOf = (text: string) => text.split(/\n\s*\n/).map((paragraph) => paragraph.trim());

const linkNote = `The link works for ${ticketLinkDays} days; each email from us brings a fresh one.`;

function stakeholderEmail(ticket: TicketForEmail, organizationName: string, news: StakeholderNews, url: string) {
  const greeting = `Hello ${ticket.stakeholderName},`;
  const about = `${ticket.reference}: ${ticket.title}`;
  const action = { label: 'View your ticket', url };
  switch (news.kind) {
    case 'created':
      return renderEmail({
        subject: `[${ticket.reference}] We have your request: ${ticket.title}`,
        heading: `${organizationName} is on it`,
        paragraphs: [greeting, `We opened ticket ${about}. You can follow it, and write to us about it, on its page.`],
        action,
        closing: linkNote,
      });
    case 'replied':
      return renderEmail({
        subject: `[${ticket.reference}] New reply: ${ticket.title}`,
        heading: `${news.authorName} of ${organizationName} replied`,
        paragraphs: [greeting, `About ticket ${about}:`, ...paragraphsOf(news.body)],
        action: { label: 'Answer on your ticket page', url },
        closing: linkNote,
      });
    case 'resolved':
      return renderEmail({
        subject: `[${ticket.reference}] Resolved: ${ticket.title}`,
        heading: `${organizationName} resolved your ticket`,
        paragraphs: [
          greeting,
          `We resolved ticket ${about}.`,
          ...(news.note ? paragraphsOf(news.note) : []),
          'If something is still wrong, answer on the ticket page and we will reopen it.',
        ],
        action,
        closing: linkNote,
      });
    case 'link':
      return renderEmail({
        subject: `[${ticket.reference}] Your link: ${ticket.title}`,
        heading: 'A fresh link to your ticket',
        paragraphs: [greeting, `Here is a new link to ticket ${about}, as you asked.`],
        action,
        closing: linkNote,
      });
  }
}

// Whether an email went, and if not why: the caller tells the user which.
export type EmailOutcome = 'sent' | 'turned_off' | 'no_address';

// Queued in the transaction of the change it tells about. Nothing is sent when
// the organisation turned these emails off, or when the ticket has no email.
export function createStakeholderEmails(context: Pick<AppContext, 'config' | 'clock' | 'mailer'>) {
  const links = createTicketLinks(context);
  const threadingFor = createTicketThreading(context.config);
  return {
    async queue(tx: Database, ticket: TicketForEmail, news: StakeholderNews): Promise<EmailOutcome> {
      if (!ticket.stakeholderEmail) return 'no_address';
      const organization = await findOrganizationEmailing(tx, ticket.organizationId);
      if (!organization?.emailStakeholders) return 'turned_off';
      const email = stakeholderEmail(ticket, organization.name, news, links.urlFor(ticket));
      const { organizationId } = ticket;
      const emailId = randomUUID();
      const threaded = await threadingFor(tx, { organizationId, ticketId: ticket.id, emailId });
      // 'We have your request' and a fresh link are sent by themselves: an answer to the stakeholder's own
      // message (a ticket opened by email), or generated.
      const automatic = news.kind === 'created' || news.kind === 'link';
      const threading = automatic
        ? {
            ...threaded,
            autoSubmitted:
              news.kind === 'created' && threaded.inReplyTo ? ('auto-replied' as const) : ('auto-generated' as const),
          }
        : threaded;
      const attachments = news.kind === 'replied' ? news.attachments : undefined;
      await context.mailer.queue(tx, {
        id: emailId,
        organizationId,
        to: ticket.stakeholderEmail,
        ...email,
        threading,
        ...(attachments?.length && { attachments }),
      });
      return 'sent';
    },
    // After the commit, so the email goes out now instead of at the next poll.
    nudge: () => context.mailer.nudge(),
  };
}

export type StakeholderEmails = ReturnType<typeof createStakeholderEmails>;
