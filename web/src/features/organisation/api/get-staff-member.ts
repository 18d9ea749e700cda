import type { StaffUserDetail } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getStaffMember(id: string) {
  return apiRequest<StaffUserDetail>(`/profile/get-user/${id}/`);
}

export const staffMemberQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...queryKeys.staff, 'member', id], queryFn: () => getStaffMember(id) });

export function useStaffMember(id: string | null) {
  return useQuery({ ...staffMemberQueryOptions(id ?? ''), enabled: id !== null });
}
