import type { StaffUserPage } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// A record's account manager is any member of staff (decision 014). One page
// of the largest size the API allows; the Select filters it as the user types.
const getAccountManagerChoices = () => apiRequest<StaffUserPage>('/profile/all-users/', { query: { page_size: 100 } });

// Under the staff key, so adding or removing a member refreshes the choices.
export const accountManagerChoicesQueryOptions = queryOptions({
  queryKey: [...queryKeys.staff, 'account-manager-choices'],
  queryFn: getAccountManagerChoices,
});

export function useAccountManagerChoices() {
  return useQuery(accountManagerChoicesQueryOptions);
}
