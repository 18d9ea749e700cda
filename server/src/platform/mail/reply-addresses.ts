import { createHmac, timingSafeEqual } from 'node:crypto';

// docs/product.md#email-in: an email about a ticket asks for replies at `reply+<token>@MAIL_IN_DOMAIN`, where the
// token is the ticket's id and a signature of it (hex, as some relays lower-case addresses). It never expires: an
// answer to a months-old email still finds its ticket. Only the server can make one, so a stranger cannot write
// into a ticket by guessing its address; what they can reply to, they were sent.
const replyPrefix = 'reply+';
const signatureBytes = 10;

export function createReplyAddresses({ secretKey, domain }: { secretKey: string; domain: string }) {
  const signingKey = createHmac('sha256', secretKey).update('srm ticket reply addresses v1').digest();
  const sign = (ticketHex: string) =>
    createHmac('sha256', signingKey).update(ticketHex).digest().subarray(0, signatureBytes);

  return {
    addressFor(ticketId: string) {
      const ticketHex = ticketId.replaceAll('-', '').toLowerCase();
      return `${replyPrefix}${ticketHex}${sign(ticketHex).toString('hex')}@${domain}`;
    },

    // The ticket a reply address names, undefined when it is none of ours (or not on our domain).
    ticketOf(address: string): string | undefined {
      const [local, addressDomain] = splitAddress(address);
      if (addressDomain !== domain || !local.startsWith(replyPrefix)) return undefined;
      const token = local.slice(replyPrefix.length);
      if (!/^[0-9a-f]{52}$/.test(token)) return undefined;
      const ticketHex = token.slice(0, 32);
      const given = Buffer.from(token.slice(32), 'hex');
      if (!timingSafeEqual(given, sign(ticketHex))) return undefined;
      return `${ticketHex.slice(0, 8)}-${ticketHex.slice(8, 12)}-${ticketHex.slice(12, 16)}-${ticketHex.slice(16, 20)}-${ticketHex.slice(20)}`;
    },
  };
}

export type ReplyAddresses = ReturnType<typeof createReplyAddresses>;

// An address's local part and domain, both lower case (local parts are case-sensitive in theory, never in
// the mail systems our stakeholders use).
export function splitAddress(address: string): [local: string, domain: string] {
  const at = address.lastIndexOf('@');
  if (at < 0) return [address.toLowerCase(), ''];
  return [address.slice(0, at).toLowerCase(), address.slice(at + 1).toLowerCase()];
}
