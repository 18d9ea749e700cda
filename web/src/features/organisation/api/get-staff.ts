import type { StaffUserPage } from '@srm/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export interface StaffQuery {
  page: number;
  search: string;
}

// Every staff change invalidates this key; department staff counts follow too.
export const staffKey = ['staff'] as const;

export function getStaff({ page, search }: StaffQuery) {
  return apiRequest<StaffUserPage>('/profile/all-users/', { query: { page, search } });
}

export const staffQueryOptions = (query: StaffQuery) =>
  queryOptions({ queryKey: [...staffKey, 'list', query], queryFn: () => getStaff(query) });

// The previous page stays on screen while the next one loads, so the table doesn't jump.
export function useStaff(query: StaffQuery) {
  return useQuery({ ...staffQueryOptions(query), placeholderData: keepPreviousData });
}
