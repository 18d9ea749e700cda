import { pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { createSignedLinks, idOfToken } from '../../platform/links/signed-links.js';
import { appLink } from '../../platform/mail/app-link.js';

// docs/product.md#tickets: how long a link in a stakeholder's email opens their ticket.
export const ticketLinkDays = 30;

export interface TicketLinkClaim {
  ticketId: string;
  expires: number;
  signature: string;
}

// The ticket a token names, read before any check: what a link's rate limits count by.
export const ticketIdOfToken = idOfToken;

// A stakeholder's ticket link (platform/links/signed-links.ts), bound to the ticket's email: it stops once the
// ticket's email is changed to someone else's.
export function createTicketLinks(context: Pick<AppContext, 'config' | 'clock'>) {
  const links = createSignedLinks(context, { purpose: 'srm stakeholder ticket links v1', days: ticketLinkDays });
  return {
    // The address for an email about this ticket to this stakeholder.
    urlFor: (ticket: { id: string; stakeholderEmail: string }) =>
      appLink(context.config, pathTo.publicTicket(links.tokenFor(ticket.id, ticket.stakeholderEmail))),

    // What a token says, before anything is looked up; undefined if it cannot be one of ours.
    read(token: string): TicketLinkClaim | undefined {
      const claim = links.read(token);
      return claim && { ticketId: claim.id, expires: claim.expires, signature: claim.signature };
    },

    // Whether the claim was signed for this ticket's email, and whether it is still in time.
    check: (claim: TicketLinkClaim, stakeholderEmail: string) =>
      links.check({ id: claim.ticketId, expires: claim.expires, signature: claim.signature }, stakeholderEmail),
  };
}

export type TicketLinks = ReturnType<typeof createTicketLinks>;
