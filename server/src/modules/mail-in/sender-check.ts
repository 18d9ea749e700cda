import { splitAddress } from '../../platform/mail/reply-addresses.js';

// The server that wrote an Authentication-Results header (its authserv-id, before the first `;`).
const authservIdOf = (header: string) =>
  header
    .split(';')[0]!
    .replace(/\([^)]*\)/g, '')
    .trim()
    .split(/\s+/)[0]!
    .toLowerCase();

// docs/product.md#email-in, "Sender trust": what a relay we trust (MAIL_IN_TRUSTED_AUTHSERV_IDS, the names it writes
// its Authentication-Results under) says of the sender's domain. A relay removes headers under its own name from
// the mail it receives (RFC 8601), so the first header under a trusted name is the relay's own; any other header is
// the sender's to write, and says nothing. `failed` when SPF or DKIM failed for the sender's domain, `passed` when
// one passed and none failed, null when no trusted relay spoke of them. A softfail or a neutral result is no
// verdict: a forwarded message often has one without being forged.
export function senderCheckOf(
  headers: readonly string[],
  fromAddress: string | undefined,
  trustedAuthservIds: readonly string[],
): 'passed' | 'failed' | null {
  const header = headers.find((each) => trustedAuthservIds.includes(authservIdOf(each)));
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
