import EmailReplyParser from 'email-reply-parser';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import type { ParsedMail } from 'mailparser';

// HTML is reduced to text (docs/product.md#email-in): nothing of it is ever shown as HTML, so no script, style or
// remote image can run or load, and images are left out altogether, tracking pixels with them. A link keeps its
// address beside its words, for staff to judge.
const htmlOptions: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    { selector: 'img', format: 'skip' },
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
  ],
};

// Beyond this the HTML is kept only in the original: reducing it would hold the listener up for seconds.
const maxHtmlChars = 2_000_000;

export function bodyTextOf(parsed: Pick<ParsedMail, 'text' | 'html'>) {
  if (parsed.text?.trim()) return normalised(parsed.text);
  if (typeof parsed.html === 'string' && parsed.html.length <= maxHtmlChars) {
    return normalised(convert(parsed.html, htmlOptions));
  }
  return '';
}

const normalised = (text: string) =>
  text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

// What the sender wrote this time: the quoted earlier messages and the signature left out. A message that is
// nothing but a quote (a forward without a word) keeps its whole text.
export function newTextOf(text: string) {
  const visible = normalised(new EmailReplyParser().parseReply(text));
  return visible || text;
}

// The longest text a thread entry keeps (the thread's own limit, contract's ticket-thread.ts); the rest stays in
// the original email.
export const maxEntryChars = 10_000;

export function boundedEntryText(text: string) {
  if (text.length <= maxEntryChars) return text;
  const note = '\n\n[The rest of this email is in its original.]';
  return `${text.slice(0, maxEntryChars - note.length)}${note}`;
}

// A ticket's title from the subject: without the Re:/Fwd: prefixes and our [TCK-…] tag, within the title's limit.
export function titleFromSubject(subject: string, maxLength: number) {
  let title = subject;
  for (;;) {
    const shorter = title.replace(/^\s*((re|fwd?|aw|wg|sv|vs|tr|rv)\s*(\[\d+\])?\s*:|\[TCK-\d+\])\s*/i, '');
    if (shorter === title) break;
    title = shorter;
  }
  title = title.replace(/\s+/g, ' ').trim();
  if (!title) return '(no subject)';
  return title.length <= maxLength ? title : `${title.slice(0, maxLength - 1)}…`;
}
