import type { StaffUser } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

export function getDepartmentUsers(departmentId: string) {
  return apiRequest<StaffUser[]>(`/profile/get-department-users/${departmentId}/`);
}

export const departmentUsersQueryOptions = (departmentId: string) =>
  queryOptions({
    queryKey: [...queryKeys.departments, departmentId, 'users'],
    queryFn: () => getDepartmentUsers(departmentId),
  });

export function useDepartmentUsers(departmentId: string | null) {
  return useQuery({ ...departmentUsersQueryOptions(departmentId ?? ''), enabled: departmentId !== null });
}
