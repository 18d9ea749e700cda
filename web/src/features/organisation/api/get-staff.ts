import type { StaffUserPage } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export interface StaffQuery {
  page: number;
  search: string;
}

export function getStaff({ page, search }: StaffQuery) {
  return apiRequest<StaffUserPage>('/profile/all-users/', { query: { page, search } });
}

export const staffQueryOptions = (query: StaffQuery) =>
  queryOptions({ queryKey: [...queryKeys.staff, 'list', query], queryFn: () => getStaff(query) });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useStaff(query: StaffQuery) {
  return useQuery({ ...staffQueryOptions(query), placeholderData: keepPreviousData });
}
