import { type DetailResponse, type PublicAnswerBody, type PublicTicket, publicTicketRead } from '@srm/contract';
import { apiRequest } from '../../../api/client';
import { usePublicMutation } from '../../../lib/public-mutation';
import { usePublicQuery } from '../../../lib/public-requests';
import { withFiles } from '../../../ui/form/attach-files';

// The stakeholder's own ticket (docs/product.md#tickets), by the signed link in
// our emails: no session, the link is the permission.
const path = publicTicketRead;

export function usePublicTicket(token: string) {
  // Read again whenever the stakeholder comes back to the tab, and every half
  // minute while it is open, so staff replies appear without a reload.
  return usePublicQuery(token, (signal) => apiRequest<PublicTicket>(path(token), { signal }), {
    refetchInterval: 30_000,
  });
}

// With files, as a multipart form (docs/product.md#email-in).
export function useAnswerTicket(token: string) {
  return usePublicMutation(({ body, files }: { body: PublicAnswerBody; files: readonly File[] }) =>
    apiRequest<PublicTicket>(`${path(token)}answers/`, { method: 'POST', body: withFiles(body, files) }),
  );
}

export function useRenewTicketLink(token: string) {
  return usePublicMutation<void, DetailResponse>(() =>
    apiRequest<DetailResponse>(`${path(token)}new-link/`, { method: 'POST' }),
  );
}
