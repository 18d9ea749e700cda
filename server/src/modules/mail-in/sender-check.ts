import { splitAddress } from '../../platform/mail/reply-addresses.js';

// docs/product.md#email-in, "Sender trust": the receiving relay's Authentication-Results (the first such header,
// the one it added on top) for the sender's domain. `failed` when SPF or DKIM failed for it, `passed` when one
// passed and none failed, null when it says nothing of them. A softfail or a neutral result is no verdict: a
// forwarded message often has one without being forged.
export function senderCheckOf(header: string | undefined, fromAddress: string | undefined): 'passed' | 'failed' | null {
  if (!header || !fromAddress) return null;
  const senderDomain = splitAddress(fromAddress)[1];
  const verdicts = header
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .split(';')
    .slice(1)
    .flatMap((statement) => {
      const method = statement.trim().match(/^(spf|dkim)\s*=\s*([a-z]+)/);
      if (!method) return [];
      const domains = [
        ...statement.matchAll(/\b(?:smtp\.mailfrom|header\.from|header\.d|header\.i)\s*=\s*"?([^\s;"]+)/g),
      ].map((found) => (found[1]!.includes('@') ? splitAddress(found[1]!)[1] : found[1]!));
      const aboutSender = domains.length === 0 || domains.some((domain) => domain === senderDomain);
      return aboutSender ? [method[2]!] : [];
    });
  if (verdicts.some((result) => result === 'fail' || result === 'permerror')) return 'failed';
  if (verdicts.includes('pass')) return 'passed';
  return null;
}
