import { createHmac, timingSafeEqual } from 'node:crypto';
import { pathTo, ticketLinkToken } from '@srm/contract';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { appLink } from '../../platform/mail/app-link.js';

// docs/product.md#tickets: how long a link in a stakeholder's email opens their ticket.
export const ticketLinkDays = 30;
const daySeconds = 24 * 60 * 60;

export interface TicketLinkClaim {
  ticketId: string;
  expires: number;
  signature: string;
}

// The ticket a token names, read before any check: what a link's rate limits count by.
export const ticketIdOfToken = (token: string) => token.split('.')[0] ?? '';

// A stakeholder's ticket link carries its own permission: `{ticket id}.{expiry}.{signature}`.
// The signature covers the ticket, the expiry and the ticket's email, so a link
// opens that one ticket until it expires, and stops once the ticket's email is
// changed to someone else's.
export function createTicketLinks({ config, clock }: Pick<AppContext, 'config' | 'clock'>) {
  // A key of its own, derived from the server's secret (as signed-file-urls.ts does).
  const signingKey = createHmac('sha256', config.SECRET_KEY).update('srm stakeholder ticket links v1').digest();
  const sign = (ticketId: string, email: string, expires: number) =>
    createHmac('sha256', signingKey).update(`${ticketId}\n${email}\n${expires}`).digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  return {
    // The address for an email about this ticket to this stakeholder.
    urlFor(ticket: { id: string; stakeholderEmail: string }) {
      const expires = nowSeconds() + ticketLinkDays * daySeconds;
      const signature = sign(ticket.id, ticket.stakeholderEmail, expires).toString('base64url');
      return appLink(config, pathTo.publicTicket(`${ticket.id}.${expires}.${signature}`));
    },

    // What a token says, before anything is looked up; undefined if it cannot be one of ours.
    read(token: string): TicketLinkClaim | undefined {
      if (!ticketLinkToken.safeParse(token).success) return undefined;
      const [ticketId, expires, signature] = token.split('.') as [string, string, string];
      // The token's pattern lets through ids that are no uuid, which the database would refuse with an error.
      if (!z.guid().safeParse(ticketId).success) return undefined;
      return { ticketId, expires: Number(expires), signature };
    },

    // Whether the claim was signed for this ticket's email, and whether it is still in time.
    check(claim: TicketLinkClaim, stakeholderEmail: string): 'valid' | 'expired' | 'invalid' {
      const expected = sign(claim.ticketId, stakeholderEmail, claim.expires);
      const given = Buffer.from(claim.signature, 'base64url');
      // Compared in constant time, so a signature cannot be guessed byte by byte.
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return claim.expires > nowSeconds() ? 'valid' : 'expired';
    },
  };
}

export type TicketLinks = ReturnType<typeof createTicketLinks>;
