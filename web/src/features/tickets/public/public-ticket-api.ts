import type { DetailResponse, PublicAnswerBody, PublicTicket } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

// The stakeholder's own ticket (docs/product.md#tickets), by the signed link in
// our emails: no session, the link is the permission.
const path = (token: string) => `/your-ticket/${encodeURIComponent(token)}/`;
const publicTicketKey = (token: string) => ['your-ticket', token];

export function usePublicTicket(token: string) {
  // Read again whenever the stakeholder comes back to the tab, and every half
  // minute while it is open, so staff replies appear without a reload.
  return useQuery({
    queryKey: publicTicketKey(token),
    queryFn: () => apiRequest<PublicTicket>(path(token)),
    refetchInterval: 30_000,
  });
}

export function useAnswerTicket(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicAnswerBody) =>
      apiRequest<PublicTicket>(`${path(token)}answers/`, { method: 'POST', body }),
    onSuccess: (ticket) => queryClient.setQueryData(publicTicketKey(token), ticket),
  });
}

export function useRenewTicketLink(token: string) {
  return useMutation({
    mutationFn: () => apiRequest<DetailResponse>(`${path(token)}new-link/`, { method: 'POST' }),
  });
}
