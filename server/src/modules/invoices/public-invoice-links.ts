import { pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { createSignedLinks, type LinkClaim } from '../../platform/links/signed-links.js';
import { appLink } from '../../platform/mail/app-link.js';

// docs/product.md#invoices: how long a link in an invoice email opens the invoice.
export const invoiceLinkDays = 30;

// A stakeholder's invoice link (platform/links/signed-links.ts), bound to the invoice's stakeholder record.
export function createInvoiceLinks(context: Pick<AppContext, 'config' | 'clock'>) {
  const links = createSignedLinks(context, { purpose: 'srm stakeholder invoice links v1', days: invoiceLinkDays });
  return {
    // The address for an email about this invoice, valid for 30 days.
    urlFor: (invoice: { id: string; stakeholderId: string }) =>
      appLink(context.config, pathTo.publicInvoice(links.tokenFor(invoice.id, invoice.stakeholderId))),
    read: (token: string) => links.read(token),
    check: (claim: LinkClaim, stakeholderId: string) => links.check(claim, stakeholderId),
  };
}
