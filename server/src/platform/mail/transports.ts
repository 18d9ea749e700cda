import nodemailer from 'nodemailer';
import type { MailThreading } from '../../db/schema/index.js';
import type { Logger } from '../logging/logger.js';
import type { EmailAttachment, OutboxMessage } from './mail.queries.js';

export interface MailTransport {
  // What a delivered message is marked as: really sent, or only printed.
  readonly outcome: 'sent' | 'logged';
  deliver(message: OutboxMessage, attachments: EmailAttachment[]): Promise<void>;
}

const bracketed = (messageId: string) => `<${messageId}>`;

// An email about a ticket asks for replies at its reply address and names what it follows (ticket-threading.ts).
function threadingHeaders({ replyTo, inReplyTo, references, autoSubmitted }: MailThreading) {
  return {
    replyTo,
    ...(inReplyTo && { inReplyTo: bracketed(inReplyTo) }),
    ...(references?.length && { references: references.map(bracketed) }),
    ...(autoSubmitted && { headers: { 'Auto-Submitted': autoSubmitted } }),
  };
}

export function smtpTransport({ url, from }: { url: string; from: string }): MailTransport {
  // Bounded waits, well inside the mailer's claim on a message (mailer.ts).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    outcome: 'sent',
    deliver: async (message, attachments) => {
      await transporter.sendMail({
        attachments: attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
        from,
        to: message.toAddress,
        subject: message.subject,
        html: message.htmlBody,
        text: message.textBody,
        // The outbox row's id (on MAIL_IN_DOMAIN for an email about a ticket): lets a receiving server drop a
        // duplicate if a crash made us send twice.
        messageId: bracketed(message.threading?.messageId ?? `${message.id}@srm`),
        ...(message.threading && threadingHeaders(message.threading)),
      });
    },
  };
}

// Development without SMTP_URL: mail is printed to the log and stays readable
// in the outbox (the dev mailbox at /dev/mailbox).
export function logTransport(log: Logger): MailTransport {
  return {
    outcome: 'logged',
    deliver: async (message, attachments) => {
      log.info(
        {
          mailTo: message.toAddress,
          subject: message.subject,
          body: message.textBody,
          attachments: attachments.map((attachment) => attachment.filename),
        },
        'email kept in the outbox (no SMTP_URL): see /dev/mailbox',
      );
    },
  };
}
