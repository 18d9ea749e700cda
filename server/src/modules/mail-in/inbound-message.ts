import { createHash } from 'node:crypto';
import { type HeaderLines, type ParsedMail, simpleParser } from 'mailparser';
import { bodyTextOf } from './message-text.js';
import { senderCheckOf } from './sender-check.js';

export interface InboundAttachment {
  name: string;
  // As the sender's mail program declared it; what is kept is decided by the content (attachment-check.ts).
  declaredType: string;
  content: Buffer;
}

// One email as the pipeline reads it, whichever way it came (docs/product.md#email-in).
export interface InboundMessage {
  // The Message-ID without angle brackets; a message without one is named by its content's hash, so a second
  // delivery of it is still taken once.
  messageId: string;
  from: { address: string; name: string | undefined } | undefined;
  subject: string;
  // The messages it answers, nearest first: In-Reply-To, then References from the latest back.
  answers: string[];
  // The whole text as written (the plain part, or the HTML reduced to text).
  text: string;
  attachments: InboundAttachment[];
  // Why no one should answer it: an auto-reply, or a delivery report (bounce).
  automatic:
    | { kind: 'auto_reply'; reason: string }
    | {
        kind: 'bounce';
        reason: string;
        failedRecipients: string[];
        namesRecipients: boolean;
        returnedMessageIds: string[];
      }
    | undefined;
  senderCheck: 'passed' | 'failed' | null;
}

const messageIdsIn = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(' ') : (value ?? '')).match(/<[^<>\s]+>/g)?.map((id) => id.slice(1, -1)) ?? [];

const headerText = (lines: HeaderLines, key: string) =>
  lines.filter((line) => line.key === key).map((line) => line.line.slice(line.line.indexOf(':') + 1).trim());

// docs/product.md#email-in, "No loops, no noise": what a mail program sends by itself.
function autoReplyReason(parsed: ParsedMail): string | undefined {
  const header = (key: string) => headerText(parsed.headerLines, key)[0]?.toLowerCase();
  // Any other report (a read receipt, a spam complaint) is no one writing to us either.
  const contentType = parsed.headers.get('content-type') as { value?: string } | undefined;
  if (contentType?.value?.toLowerCase() === 'multipart/report') return 'a report';
  const autoSubmitted = header('auto-submitted');
  if (autoSubmitted && autoSubmitted.split(';')[0]!.trim() !== 'no') return `Auto-Submitted: ${autoSubmitted}`;
  const precedence = header('precedence');
  if (precedence && /^(bulk|junk|list|auto_reply)\b/.test(precedence)) return `Precedence: ${precedence}`;
  for (const key of ['x-autoreply', 'x-autorespond', 'x-autoresponder']) {
    if (header(key) !== undefined) return `${key} header`;
  }
  if (/^\s*(out of (the )?office|auto(matic)?[ -]?(reply|response)|auto:)/i.test(parsed.subject ?? '')) {
    return 'an out-of-office subject';
  }
  return undefined;
}

// A delivery report: from a mailer daemon, or a multipart/report. The addresses it says failed are read from its
// delivery-status part ("Action: failed" beside "Final-Recipient").
function bounceOf(parsed: ParsedMail, from: string | undefined) {
  const contentType = parsed.headers.get('content-type') as
    | { value?: string; params?: Record<string, string> }
    | undefined;
  const isReport = contentType?.value?.toLowerCase() === 'multipart/report';
  const isDeliveryReport = isReport && contentType?.params?.['report-type']?.toLowerCase() === 'delivery-status';
  const fromDaemon = from !== undefined && /^(mailer-daemon|postmaster)@/i.test(from);
  // Another kind of report (a read receipt, a complaint) is no bounce, whoever sends it.
  if ((isReport && !isDeliveryReport) || (!isDeliveryReport && !fromDaemon)) return undefined;
  // One group per recipient; only those whose delivery failed count (a delay or a delivery notice does not).
  const recipientGroups = parsed.attachments
    .filter((part) => part.contentType === 'message/delivery-status')
    .flatMap((part) => part.content.toString('utf8').split(/\r?\n\r?\n/))
    .filter((group) => /^final-recipient:/im.test(group));
  const failedRecipients = recipientGroups
    .filter((group) => /^action:\s*failed/im.test(group))
    .flatMap((group) => group.match(/^final-recipient:\s*[^;]*;\s*(\S+)/im)?.[1]?.toLowerCase() ?? []);
  // The message that came back, as the report quotes it: its Message-ID names the ticket it was about.
  const returnedMessageIds = parsed.attachments
    .filter((part) => part.contentType === 'message/rfc822' || part.contentType === 'text/rfc822-headers')
    .flatMap((part) => messageIdsIn(part.content.toString('utf8').match(/^message-id:[^\S\r\n]*(<[^>\s]+>)/im)?.[1]));
  return {
    kind: 'bounce' as const,
    reason: isDeliveryReport ? 'a delivery report' : `a message from ${from}`,
    failedRecipients,
    // With no recipient groups at all (a mailer daemon's plain words), the returned message's ticket names them.
    namesRecipients: recipientGroups.length > 0,
    returnedMessageIds,
  };
}

// docs/product.md#email-in: the largest message SRM takes, by SMTP (the listener's SIZE) or from a mailbox.
export const maxMessageBytes = 25 * 1024 * 1024;
export const maxMessageMegabytes = maxMessageBytes / (1024 * 1024);

const hashed = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('hex')}@srm.hash`;
const contentHash = (raw: Buffer) => hashed(raw);

// A Message-ID as kept: one longer than any real one (a sender's trick to break the index) is kept as its hash.
export const boundedMessageId = (messageId: string) => (messageId.length <= 250 ? messageId : hashed(messageId));

// Text as PostgreSQL keeps it: no NUL, which a message may carry anywhere and no column may hold.
const storable = (text: string) => text.replaceAll('\u0000', '');

// A message the parser cannot read is still kept, as plain text (docs/product.md#email-in): its bytes as they
// came, its sender the envelope's.
function unreadableMessage(raw: Buffer, envelopeFrom: string | undefined): InboundMessage {
  return {
    messageId: contentHash(raw),
    from: envelopeFrom ? { address: envelopeFrom.toLowerCase(), name: undefined } : undefined,
    subject: '',
    answers: [],
    text: raw.toString('utf8').replaceAll('\u0000', '').trim(),
    attachments: [],
    automatic: undefined,
    senderCheck: null,
  };
}

export interface ReadingOptions {
  // The SMTP session's MAIL FROM: the sender when the message names none.
  envelopeFrom?: string | undefined;
  // The relays whose Authentication-Results count (sender-check.ts).
  trustedAuthservIds: readonly string[];
}

export async function readInboundMessage(
  raw: Buffer,
  { envelopeFrom, trustedAuthservIds }: ReadingOptions,
): Promise<InboundMessage> {
  try {
    const message = await parseMessage(raw, trustedAuthservIds);
    return message.from || !envelopeFrom
      ? message
      : { ...message, from: { address: envelopeFrom.toLowerCase(), name: undefined } };
  } catch {
    return unreadableMessage(raw, envelopeFrom);
  }
}

async function parseMessage(raw: Buffer, trustedAuthservIds: readonly string[]): Promise<InboundMessage> {
  const parsed = await simpleParser(raw, {
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    skipTextLinks: true,
    keepDeliveryStatus: true,
  });
  const fromAddress = parsed.from?.value[0];
  const from = fromAddress?.address
    ? { address: storable(fromAddress.address.toLowerCase()), name: storable(fromAddress.name) || undefined }
    : undefined;
  const references = messageIdsIn(parsed.references).reverse();
  const inReplyTo = messageIdsIn(parsed.inReplyTo);
  const bounce = bounceOf(parsed, from?.address);
  const autoReply = bounce ? undefined : autoReplyReason(parsed);
  return {
    messageId: boundedMessageId(messageIdsIn(parsed.messageId)[0] ?? contentHash(raw)),
    from,
    subject: storable(parsed.subject?.trim() ?? ''),
    answers: [...new Set([...inReplyTo, ...references])].map(boundedMessageId),
    text: storable(bodyTextOf(parsed)),
    attachments: parsed.attachments
      .filter((part) => part.contentType !== 'message/delivery-status')
      .map((part) => ({
        name: storable(part.filename ?? 'attachment'),
        declaredType: part.contentType,
        content: part.content,
      })),
    automatic: bounce ?? (autoReply ? { kind: 'auto_reply', reason: autoReply } : undefined),
    senderCheck: senderCheckOf(
      headerText(parsed.headerLines, 'authentication-results'),
      from?.address,
      trustedAuthservIds,
    ),
  };
}
