import { type PublicInvoice, publicInvoiceRead } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicQuery } from '../../../lib/public-requests';

// The stakeholder's own invoice (docs/product.md#invoices), by the signed link in our emails: no session, the
// link is the permission. Read again when the stakeholder comes back to the tab, as a payment may have landed.
export function usePublicInvoice(token: string) {
  return usePublicQuery(token, (signal) => apiRequest<PublicInvoice>(publicInvoiceRead(token), { signal }));
}
