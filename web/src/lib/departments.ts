import type { DepartmentPage } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { queryKeys } from './query-keys';

// The organisation's departments: managed in organisation, read by tickets to
// choose a support handler within one.
export function getDepartments() {
  return apiRequest<DepartmentPage>('/profile/get-departments/', { query: { page_size: 100 } });
}

export const departmentsQueryOptions = queryOptions({ queryKey: queryKeys.departments, queryFn: getDepartments });

export function useDepartments() {
  return useQuery(departmentsQueryOptions);
}
