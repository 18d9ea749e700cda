import type { InvitationResponse } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

// Public: whether an invitation link can still set a password, and for whom.
export function checkInvitation(token: string) {
  return apiRequest<InvitationResponse>('/auth/check-invitation/', { query: { token } });
}

// Outside lib/query-keys' roots, which are the signed-in app's. Checked once per
// arrival and never kept: submitting the password checks the link again.
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => checkInvitation(token),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

// Not asked without a token: that link is dead already.
export function useInvitation(token: string | null) {
  return useQuery({ ...invitationQueryOptions(token ?? ''), enabled: Boolean(token) });
}
