import type { StaffUserPage } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// The settings name executives (approval limits) and any member of staff (who
// may cancel). One page of the largest size the API allows.
const getStaffChoices = () => apiRequest<StaffUserPage>('/profile/all-users/', { query: { page_size: 100 } });

// Under the staff key, so adding or removing a member refreshes the choices.
export const invoiceStaffChoicesQueryOptions = queryOptions({
  queryKey: [...queryKeys.staff, 'invoice-settings-choices'],
  queryFn: getStaffChoices,
});

export function useStaffChoices() {
  return useQuery(invoiceStaffChoicesQueryOptions);
}
