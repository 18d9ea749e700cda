import { splitAddress } from '../../platform/mail/reply-addresses.js';

// Local parts no organisation may take (the same list as migration 0041_mail_in's claim_support_slug): the
// addresses mail systems expect to reach whoever runs the domain, and our own reply addresses' prefix.
export const reservedSlugs: ReadonlySet<string> = new Set([
  'abuse',
  'admin',
  'bounce',
  'bounces',
  'hostmaster',
  'mailer-daemon',
  'no-reply',
  'noreply',
  'postmaster',
  'reply',
  'root',
  'srm',
  'webmaster',
]);

export const supportAddressOf = (slug: string, domain: string) => `${slug}@${domain}`;

// The slug a message to this address is for: `<slug>@domain`, or `<slug>+anything@domain` as mail programs add
// tags to addresses. Undefined for any other domain, and for our reply addresses (reply-addresses.ts).
export function slugOfAddress(address: string, domain: string) {
  const [local, addressDomain] = splitAddress(address);
  if (addressDomain !== domain) return undefined;
  const slug = local.split('+')[0]!;
  return reservedSlugs.has(slug) ? undefined : slug;
}
