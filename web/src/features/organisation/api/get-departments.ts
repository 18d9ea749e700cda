import type { DepartmentPage } from '@srm/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';

export function getDepartments() {
  return apiRequest<DepartmentPage>('/profile/get-departments/', { query: { page_size: 100 } });
}

export const departmentsQueryOptions = queryOptions({ queryKey: ['departments'], queryFn: getDepartments });

export function useDepartments() {
  return useQuery(departmentsQueryOptions);
}
